import { escapeHtml as escape } from '../../../../shared-kernel/html-escape';

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/storefront/v1/assets/designer.css"></head><body>${body}</body></html>`;
}

const GENERIC_TITLE = 'Design your sign';

/**
 * The designer's markup, named after the customiser as served (before any script runs: search engines,
 * link previews, screen readers); the script fills the choices from the storefront configuration.
 */
export function designerPage(input: { customiserId: number; storefrontKey: string; name?: string | undefined }): string {
  const title = input.name?.trim() ? input.name : GENERIC_TITLE;
  return shell(
    title,
    `<main id="designer" data-customiser-id="${input.customiserId}" data-storefront-key="${escape(input.storefrontKey)}">
<h1 id="title">${escape(title)}</h1>
<p id="status" role="status">Loading the designer…</p>
<div class="layout" hidden>
<section class="preview-panel" aria-label="Preview">
<div id="preview" class="preview" role="img" aria-label="Preview of your sign"><span id="preview-text" aria-hidden="true"></span></div>
</section>
<form id="design" novalidate>
<label for="lines">Your text <span class="hint">(one line per row)</span></label>
<textarea id="lines" name="lines" rows="3" required aria-describedby="lines-error"></textarea>
<p id="lines-error" class="field-error" role="alert"></p>
<div id="choices"></div>
<fieldset id="words" hidden><legend>Style each word</legend><ul id="word-styles"></ul></fieldset>
<fieldset id="dimensions" hidden><legend>Size of the frame</legend>
<label for="width_cm">Width (cm)</label><input id="width_cm" name="width_cm" type="number" min="1" step="0.1" inputmode="decimal">
<label for="height_cm">Height (cm)</label><input id="height_cm" name="height_cm" type="number" min="1" step="0.1" inputmode="decimal">
</fieldset>
<section class="price" aria-labelledby="price-heading">
<h2 id="price-heading">Price</h2>
<p id="total" class="total" aria-live="polite">–</p>
<table id="breakdown"><caption class="visually-hidden">Price breakdown</caption><tbody></tbody></table>
<p id="price-error" class="field-error" role="alert"></p>
</section>
<button id="complete" type="submit" disabled>Complete design</button>
<p id="completed" role="status"></p>
</form>
</div>
</main>
<script src="/storefront/v1/assets/designer.js" defer></script>`,
  );
}

export function notFoundPage(): string {
  return shell('Designer not found', '<main><h1>Designer not found</h1><p>This link names no storefront. Ask the shop for a new one.</p></main>');
}
