// The admin's one script: "Copy" buttons copy the text of the element their data-copy names.
(function () {
  document.addEventListener('click', function (event) {
    var button = event.target.closest('button[data-copy]');
    if (!button) return;
    var source = document.getElementById(button.getAttribute('data-copy'));
    if (!source || !navigator.clipboard) return;
    navigator.clipboard.writeText(source.textContent).then(function () {
      button.textContent = 'Copied';
      var status = document.getElementById(button.getAttribute('data-copy') + '-status');
      if (status) status.textContent = 'Copied to the clipboard.';
    });
  });
})();
