/*
 * The storefront designer: fills its choices from the storefront configuration, previews the text in the
 * chosen font, shows the live price with its breakdown, and completes the design. Plain browser script,
 * no framework; every request goes to the storefront API with the store's publishable key.
 */
'use strict';
(function designer() {
  var root = document.getElementById('designer');
  var key = root.dataset.storefrontKey;
  var base = '/storefront/v1/customisers/' + root.dataset.customiserId;
  var form = document.getElementById('design');
  var choices = document.getElementById('choices');
  var status = document.getElementById('status');
  var completeButton = document.getElementById('complete');
  var configuration = null;
  var currencyFormat = null;
  var minorDigits = 2;
  var idempotencyKey = null;
  var pricedDesign = null;
  var priceTimer = null;
  var priceSequence = 0;

  var SINGLE_CHOICES = [
    { field: 'font_id', label: 'Font', list: 'fonts', required: true },
    { field: 'size_id', label: 'Size', list: 'sizes', required: true },
    { field: 'colour_id', label: 'Colour', list: 'colours' },
    { field: 'backlight_id', label: 'Backlight', list: 'backlights' },
    { field: 'jacket_id', label: 'Jacket', list: 'jackets' },
    { field: 'backboard_id', label: 'Backboard', list: 'backboards' },
    { field: 'mounting_colour_id', label: 'Mounting colour', list: 'mounting_colours' },
    { field: 'support_finish_id', label: 'Support finish', list: 'support_finishes' },
  ];

  function request(path, options) {
    var headers = { 'X-Storefront-Key': key, Accept: 'application/json' };
    if (options && options.body) headers['Content-Type'] = 'application/json';
    if (options && options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    return fetch(base + path, {
      method: options && options.body ? 'POST' : 'GET',
      headers: headers,
      body: options && options.body ? JSON.stringify(options.body) : undefined,
    }).then(function (response) {
      return response.json().then(function (document) {
        if (!response.ok) throw document;
        return document.data;
      });
    });
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function money(amount) {
    return currencyFormat.format(amount / Math.pow(10, minorDigits));
  }

  function describe(row) {
    if (row.width_cm && row.height_cm) return row.name + ' (' + row.width_cm + ' × ' + row.height_cm + ' cm)';
    return row.name;
  }

  /** The words of the text, as the service counts them: what white space separates, across all lines. */
  function wordsOf(text) {
    return text.split(/\s+/).filter(function (word) { return word.length > 0; });
  }

  function stylesPerWord() {
    return configuration.selection_mode === 'per_word' && configuration.colours.length > 0;
  }

  function styleSelect(id, field, rows, value, label) {
    var select = element('select', { id: id, name: field, 'aria-label': label });
    rows.forEach(function (row) {
      select.appendChild(element('option', { value: String(row.id) }, row.name));
    });
    select.value = String(value);
    return select;
  }

  /**
   * Per-word customisers: one font and one colour per word, kept by position while the text changes;
   * a new word starts in the sign's font and colour.
   */
  function renderWordStyles() {
    var fieldset = document.getElementById('words');
    if (!stylesPerWord()) return;
    var previous = currentWordStyles();
    var words = wordsOf(form.elements.namedItem('lines').value);
    if (fieldset.dataset.words === JSON.stringify(words)) return;
    fieldset.dataset.words = JSON.stringify(words);
    var list = document.getElementById('word-styles');
    list.textContent = '';
    var fallback = { font_id: selected('font_id') || configuration.fonts[0].id, colour_id: selected('colour_id') || configuration.colours[0].id };
    words.forEach(function (word, index) {
      var style = previous[index] || fallback;
      var row = element('li', { class: 'word-style' });
      row.appendChild(element('span', { class: 'word', id: 'word-' + index }, word));
      row.appendChild(styleSelect('word-font-' + index, 'word-font', configuration.fonts, style.font_id, 'Font of “' + word + '”'));
      row.appendChild(styleSelect('word-colour-' + index, 'word-colour', configuration.colours, style.colour_id, 'Colour of “' + word + '”'));
      list.appendChild(row);
    });
    fieldset.hidden = words.length === 0;
  }

  function currentWordStyles() {
    var fonts = form.querySelectorAll('select[name="word-font"]');
    var colours = form.querySelectorAll('select[name="word-colour"]');
    return Array.prototype.map.call(fonts, function (font, index) {
      return { font_id: Number(font.value), colour_id: Number(colours[index].value) };
    });
  }

  function renderChoices() {
    SINGLE_CHOICES.forEach(function (choice) {
      var rows = configuration[choice.list];
      if (!rows.length) return;
      var id = 'choice-' + choice.field;
      choices.appendChild(element('label', { for: id }, choice.label));
      var select = element('select', { id: id, name: choice.field });
      if (!choice.required) select.appendChild(element('option', { value: '' }, 'None'));
      rows.forEach(function (row) {
        var label = describe(row);
        if (choice.list === 'fonts' && configuration.pricing_model === 'advanced_letter' && !row.font_file.has_font_file) label += ' (unavailable)';
        select.appendChild(element('option', { value: String(row.id) }, label));
      });
      choices.appendChild(select);
    });
    if (configuration.extras.length) {
      var extras = element('fieldset', { id: 'extras' });
      extras.appendChild(element('legend', {}, 'Extras'));
      configuration.extras.forEach(function (extra) {
        var id = 'extra-' + extra.id;
        var label = element('label', { for: id, class: 'checkbox' });
        label.appendChild(element('input', { type: 'checkbox', id: id, name: 'extras', value: String(extra.id) }));
        label.appendChild(document.createTextNode(' ' + extra.name));
        extras.appendChild(label);
      });
      choices.appendChild(extras);
    }
    document.getElementById('dimensions').hidden = configuration.pricing_model !== 'frame_fit';
  }

  /** Fonts come from this service's font files, whatever origin the configuration names them on. */
  function loadFonts() {
    configuration.fonts.forEach(function (font) {
      if (!font.font_file.ttf_url || typeof FontFace === 'undefined') return;
      var face = new FontFace('signwright-font-' + font.id, 'url(' + new URL(font.font_file.ttf_url).pathname + ')');
      face.load().then(function (loaded) {
        document.fonts.add(loaded);
      }, function () {
        /* The preview falls back to the page's own font. */
      });
    });
  }

  function selected(field) {
    var select = form.elements.namedItem(field);
    return select && select.value ? Number(select.value) : undefined;
  }

  function currentDesign() {
    var design = { lines: form.elements.namedItem('lines').value.split('\n') };
    SINGLE_CHOICES.forEach(function (choice) {
      var value = selected(choice.field);
      if (value !== undefined) design[choice.field] = value;
    });
    var extras = Array.prototype.filter.call(form.querySelectorAll('input[name="extras"]'), function (box) {
      return box.checked;
    });
    if (extras.length) design.extras = extras.map(function (box) { return Number(box.value); });
    if (stylesPerWord() && wordsOf(design.lines.join('\n')).length) design.words = currentWordStyles();
    if (configuration.pricing_model === 'frame_fit') {
      ['width_cm', 'height_cm'].forEach(function (field) {
        var value = form.elements.namedItem(field).value;
        if (value !== '') design[field] = Number(value);
      });
    }
    return design;
  }

  function colourOf(id) {
    var colour = configuration.colours.filter(function (row) { return row.id === id; })[0];
    return { name: colour ? colour.name : '', hex: colour && colour.hexcode ? colour.hexcode : '#ff4fd8' };
  }

  /** A piece of the preview in one font and colour, glowing on the night wall. */
  function previewRun(text, fontId, hex, night) {
    var run = element('span', { class: 'run' }, text);
    run.style.fontFamily = '"signwright-font-' + fontId + '", cursive';
    run.style.color = hex;
    run.style.textShadow = night ? '0 0 18px ' + hex + '80, 0 0 36px ' + hex + '60' : 'none';
    return run;
  }

  function renderPreview(design) {
    var text = document.getElementById('preview-text');
    var preview = document.getElementById('preview');
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
      text.appendChild(previewRun(part, fontId, style ? colourOf(style.colour_id).hex : colours[0].hex, night));
    });
    /* The preview is a picture of the sign in the merchant's colours, whatever their contrast: people who
       cannot see it read what it shows from its label (the text itself is in the text box). */
    var shown = design.lines.filter(function (line) { return line.trim() !== ''; }).join(' / ');
    var named = colours.map(function (colour) { return colour.name; }).filter(function (name, index, all) { return name && all.indexOf(name) === index; });
    preview.setAttribute('aria-label', shown ? 'Preview of your sign: ' + shown + (named.length ? ', ' + named.join(' and ') : '') : 'Preview of your sign');
    preview.classList.toggle('with-backboard', design.backboard_id !== undefined);
  }

  /** WCAG's relative luminance of a #rrggbb colour. */
  function luminance(hex) {
    var channels = [1, 3, 5].map(function (at) {
      var value = parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
  }

  function showProblem(problem) {
    var linesError = document.getElementById('lines-error');
    var priceError = document.getElementById('price-error');
    var errors = problem.errors || [];
    var onLines = errors.filter(function (error) { return (error.pointer || '').indexOf('/lines') === 0; });
    var others = errors.filter(function (error) { return onLines.indexOf(error) < 0; });
    linesError.textContent = onLines.map(function (error) { return error.detail; }).join(' ');
    form.elements.namedItem('lines').setAttribute('aria-invalid', onLines.length ? 'true' : 'false');
    priceError.textContent = errors.length ? others.map(function (error) { return error.detail; }).join(' ') : problem.detail || 'The price could not be calculated.';
  }

  function clearProblems() {
    document.getElementById('lines-error').textContent = '';
    document.getElementById('price-error').textContent = '';
    form.elements.namedItem('lines').setAttribute('aria-invalid', 'false');
  }

  function renderPrice(price) {
    document.getElementById('total').textContent = money(price.total);
    var body = document.querySelector('#breakdown tbody');
    body.textContent = '';
    price.lines.forEach(function (line) {
      var row = element('tr', { 'data-code': line.code });
      row.appendChild(element('th', { scope: 'row' }, line.label));
      row.appendChild(element('td', {}, money(line.amount)));
      body.appendChild(row);
    });
  }

  function price() {
    var design = currentDesign();
    var sequence = ++priceSequence;
    completeButton.disabled = true;
    request('/price', { body: design }).then(function (answer) {
      if (sequence !== priceSequence) return;
      clearProblems();
      renderPrice(answer);
      pricedDesign = JSON.stringify(design);
      completeButton.disabled = false;
    }, function (problem) {
      if (sequence !== priceSequence) return;
      document.getElementById('total').textContent = '–';
      document.querySelector('#breakdown tbody').textContent = '';
      showProblem(problem);
    });
  }

  function changed() {
    renderWordStyles();
    var design = currentDesign();
    renderPreview(design);
    // A changed design is a new submission: it gets a new idempotency key when completed.
    if (JSON.stringify(design) !== pricedDesign) idempotencyKey = null;
    document.getElementById('completed').textContent = '';
    clearTimeout(priceTimer);
    priceTimer = setTimeout(price, 250);
  }

  function complete(event) {
    event.preventDefault();
    var design = currentDesign();
    if (JSON.stringify(design) !== pricedDesign) return price();
    idempotencyKey = idempotencyKey || crypto.randomUUID();
    completeButton.disabled = true;
    request('/designs', { body: design, idempotencyKey: idempotencyKey }).then(function (product) {
      root.dataset.productId = String(product.id);
      document.getElementById('completed').textContent = 'Your design is saved: ' + product.title + ', ' + money(product.price_amount) + '.';
      completeButton.disabled = false;
    }, function (problem) {
      showProblem(problem);
      completeButton.disabled = false;
    });
  }

  /** The first font may not be made smaller than a size: start there rather than at a refusal. */
  function startAtSmallestAllowedSize() {
    var font = configuration.fonts[0];
    var sizes = form.elements.namedItem('size_id');
    if (font && font.minimum_size_id && sizes) sizes.value = String(font.minimum_size_id);
  }

  request('').then(function (loaded) {
    configuration = loaded;
    currencyFormat = new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'currency', currency: configuration.currency });
    minorDigits = currencyFormat.resolvedOptions().maximumFractionDigits;
    document.getElementById('title').textContent = configuration.name;
    document.title = configuration.name;
    renderChoices();
    loadFonts();
    status.textContent = '';
    status.hidden = true;
    document.querySelector('.layout').hidden = false;
    form.addEventListener('input', changed);
    form.addEventListener('change', changed);
    form.addEventListener('submit', complete);
    form.elements.namedItem('lines').value = configuration.name.split(' ')[0] || 'Hello';
    startAtSmallestAllowedSize();
    changed();
  }, function (problem) {
    status.textContent = problem && problem.detail ? problem.detail : 'The designer could not be loaded.';
  });
})();
