/*
 * The designer's preview: the sign's text in its fonts and colours, as lit on a wall, scaled down to fit
 * its panel. Loaded before designer.js, which draws with it.
 */
'use strict';
window.signwrightPreview = function signwrightPreview(configuration) {
  var preview = document.getElementById('preview');
  var text = document.getElementById('preview-text');

  function colourOf(id) {
    var colour = configuration.colours.filter(function (row) { return row.id === id; })[0];
    return { name: colour ? colour.name : '', hex: colour && colour.hexcode ? colour.hexcode : '#ff4fd8' };
  }

  /** WCAG's relative luminance of a #rrggbb colour. */
  function luminance(hex) {
    var channels = [1, 3, 5].map(function (at) {
      var value = parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
  }

  /** A piece of the preview in one font and colour, glowing on the night wall. */
  function run(part, fontId, hex, night) {
    var node = document.createElement('span');
    node.className = 'run';
    node.textContent = part;
    node.style.fontFamily = '"signwright-font-' + fontId + '", cursive';
    node.style.color = hex;
    node.style.textShadow = night ? '0 0 18px ' + hex + '80, 0 0 36px ' + hex + '60' : 'none';
    return node;
  }

  /**
   * The sign keeps its lines as typed (a sign does not wrap), so a long line is shown smaller rather than
   * broken or cut off: the text is set at the stylesheet's size, then shrunk until it fits the panel.
   * A font that loads later, or a panel that changes width, fits it again.
   */
  function fit() {
    text.style.fontSize = '';
    var panel = getComputedStyle(preview);
    var width = preview.clientWidth - parseFloat(panel.paddingLeft) - parseFloat(panel.paddingRight);
    var height = preview.clientHeight - parseFloat(panel.paddingTop) - parseFloat(panel.paddingBottom);
    var size = parseFloat(getComputedStyle(text).fontSize);
    // Text does not scale exactly with its size (hinting, rounding): a few tries, each a little smaller.
    for (var tries = 0; tries < 4; tries += 1) {
      var box = text.getBoundingClientRect();
      var scale = Math.min(1, width / Math.max(box.width, 1), height / Math.max(box.height, 1));
      if (scale >= 1) break;
      size = Math.max(1, Math.floor(size * scale * 0.98 * 100) / 100);
      text.style.fontSize = size + 'px';
    }
    preview.dataset.fontSize = String(size);
  }

  function render(design) {
    var styles = design.words || [];
    var colours = (styles.length ? styles.map(function (style) { return style.colour_id; }) : [design.colour_id]).map(colourOf);
    /* A colour too dark to read on the night wall is shown on a day wall, without a glow; the glow is
       soft enough that the letters keep a 3:1 contrast (large text) against what surrounds them. */
    var night = colours.every(function (colour) { return luminance(colour.hex) >= 0.124; });
    preview.classList.toggle('daylight', !night);
    text.textContent = '';
    var next = 0;
    design.lines.join('\n').split(/(\s+)/).forEach(function (part) {
      if (part === '') return;
      var style = /^\s+$/.test(part) || !styles.length ? null : styles[next++];
      var fontId = style ? style.font_id : design.font_id;
      text.appendChild(run(part, fontId, style ? colourOf(style.colour_id).hex : colours[0].hex, night));
    });
    /* The preview is a picture of the sign in the merchant's colours, whatever their contrast: people who
       cannot see it read what it shows from its label (the text itself is in the text box). */
    var shown = design.lines.filter(function (line) { return line.trim() !== ''; }).join(' / ');
    var named = colours.map(function (colour) { return colour.name; }).filter(function (name, index, all) { return name && all.indexOf(name) === index; });
    preview.setAttribute('aria-label', shown ? 'Preview of your sign: ' + shown + (named.length ? ', ' + named.join(' and ') : '') : 'Preview of your sign');
    preview.classList.toggle('with-backboard', design.backboard_id !== undefined);
    fit();
  }

  /** Fonts come from this service's font files, whatever origin the configuration names them on. */
  function loadFonts(fonts) {
    fonts.forEach(function (font) {
      if (!font.font_file.ttf_url || typeof FontFace === 'undefined') return;
      var face = new FontFace('signwright-font-' + font.id, 'url(' + new URL(font.font_file.ttf_url).pathname + ')');
      face.load().then(function (loaded) {
        document.fonts.add(loaded);
        fit();
      }, function () {
        /* The preview falls back to the page's own font. */
      });
    });
  }

  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(fit).observe(preview);
  return { render: render, loadFonts: loadFonts };
};
