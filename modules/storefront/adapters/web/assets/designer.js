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
  var fonts = [];
  var preview = null;
  var currencyFormat = null;
  var minorDigits = 2;
  var idempotencyKey = null;
  var pricedDesign = null;
  var priceTimer = null;
  var priceSequence = 0;
  var NOT_AVAILABLE = 'This design is not available at the moment. Go back to the shop to see what it offers, or ask it for a new link.';

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
    var fallback = { font_id: selected('font_id') || fonts[0].id, colour_id: selected('colour_id') || configuration.colours[0].id };
    words.forEach(function (word, index) {
      var style = previous[index] || fallback;
      var row = element('li', { class: 'word-style' });
      row.appendChild(element('span', { class: 'word', id: 'word-' + index }, word));
      row.appendChild(styleSelect('word-font-' + index, 'word-font', fonts, style.font_id, 'Font of “' + word + '”'));
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

  /**
   * Advanced letters are measured in their font's file: a font without one cannot make the sign, so it is
   * not offered at all (rather than offered and then refused).
   */
  function offeredFonts() {
    if (configuration.pricing_model !== 'advanced_letter') return configuration.fonts;
    return configuration.fonts.filter(function (font) { return font.font_file.has_font_file; });
  }

  function renderChoices() {
    SINGLE_CHOICES.forEach(function (choice) {
      var rows = choice.list === 'fonts' ? fonts : configuration[choice.list];
      if (!rows.length) return;
      var id = 'choice-' + choice.field;
      choices.appendChild(element('label', { for: id }, choice.label));
      var select = element('select', { id: id, name: choice.field });
      if (!choice.required) select.appendChild(element('option', { value: '' }, 'None'));
      rows.forEach(function (row) {
        select.appendChild(element('option', { value: String(row.id) }, describe(row)));
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

  /** The sign's own measures, from the price: what the rows' modifiers charge is not what the shopper gets. */
  function finishedSize(dimensions) {
    var centimetres = new Intl.NumberFormat(document.documentElement.lang || undefined, { maximumFractionDigits: 1 });
    return 'Finished size: ' + centimetres.format(dimensions.width_cm) + ' × ' + centimetres.format(dimensions.height_cm) + ' cm (width × height)';
  }

  function renderPrice(price) {
    document.getElementById('total').textContent = money(price.total);
    document.getElementById('finished-size').textContent = finishedSize(price.dimensions);
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
      document.getElementById('finished-size').textContent = '';
      document.querySelector('#breakdown tbody').textContent = '';
      showProblem(problem);
    });
  }

  function changed() {
    renderWordStyles();
    var design = currentDesign();
    preview.render(design);
    // A changed design is a new submission (a new idempotency key when completed), and is completed only
    // once its own price is shown.
    if (JSON.stringify(design) !== pricedDesign) {
      idempotencyKey = null;
      completeButton.disabled = true;
    }
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
      showSaved(product, design);
      tellTheShop(product);
      root.dataset.productId = String(product.id);
      completeButton.disabled = false;
    }, function (problem) {
      showProblem(problem);
      completeButton.disabled = false;
    });
  }

  /**
   * What happens next, as far as the service knows it: with a custom integration, the shop was sent the
   * design to make a product of (its answer comes later, and to the service, not to this page); without
   * one, the shop has the design and the shopper must ask for it. The number is what the shop knows it by.
   */
  function showSaved(product, design) {
    var shown = design.lines.filter(function (line) { return line.trim() !== ''; }).join(' / ');
    var completed = document.getElementById('completed');
    completed.textContent = '';
    completed.appendChild(element('p', { class: 'saved' }, 'Your design is saved: “' + shown + '”, ' + money(product.price_amount) + '.'));
    completed.appendChild(element('p', { id: 'next-step' }, product.integration_id !== null
      ? 'Next, the shop adds your sign to its catalogue as a product you can order: go back to the shop to order it. Your design number is ' + product.id + '.'
      : 'Next, contact the shop to order it, giving your design number: ' + product.id + '.'));
  }

  /**
   * A shop page framing the designer hears of the saved design, to take the shopper on (to its basket,
   * say). Only the store's allowed origins may frame this page, so no other page hears it.
   */
  function tellTheShop(product) {
    if (window.parent === window) return;
    window.parent.postMessage({
      type: 'signwright:design_saved', product_id: product.id, customiser_id: product.customiser_id,
      title: product.title, price_amount: product.price_amount, currency: product.currency,
    }, '*');
  }

  /** The first font may not be made smaller than a size: start there rather than at a refusal. */
  function startAtSmallestAllowedSize() {
    var font = fonts[0];
    var sizes = form.elements.namedItem('size_id');
    if (font && font.minimum_size_id && sizes) sizes.value = String(font.minimum_size_id);
  }

  request('').then(function (loaded) {
    configuration = loaded;
    fonts = offeredFonts();
    if (!fonts.length) {
      status.textContent = NOT_AVAILABLE;
      return;
    }
    currencyFormat = new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'currency', currency: configuration.currency });
    minorDigits = currencyFormat.resolvedOptions().maximumFractionDigits;
    preview = window.signwrightPreview(configuration);
    renderChoices();
    preview.loadFonts(fonts);
    status.textContent = '';
    status.hidden = true;
    document.querySelector('.layout').hidden = false;
    form.addEventListener('input', changed);
    form.addEventListener('change', changed);
    form.addEventListener('submit', complete);
    form.elements.namedItem('lines').value = 'Hello';
    startAtSmallestAllowedSize();
    changed();
  }, function (problem) {
    // The API's reasons (no such customiser, no currency) are for developers: a shopper learns what to do.
    var refused = problem && problem.status >= 400 && problem.status < 500;
    status.textContent = refused ? NOT_AVAILABLE : 'The designer could not be loaded. Reload the page to try again.';
  });
})();
