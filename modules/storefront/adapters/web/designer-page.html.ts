import { escapeHtml as escape } from '../../../../shared-kernel/html-escape';
import type { DesignerHeading } from '../../domain/designer-heading';

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/storefront/v1/assets/designer.css"></head><body>${body}</body></html>`;
}

/**
 * The designer's markup, headed in the merchant's words for shoppers as served (before any script runs:
 * search engines, link previews, screen readers); the script fills the choices from the storefront
 * configuration.
 */
export function designerPage(input: { customiserId: number; storefrontKey: string; heading: DesignerHeading }): string {
  const { title, description } = input.heading;
  return shell(
    title,
    `<main id="designer" data-customiser-id="${input.customiserId}" data-storefront-key="${escape(input.storefrontKey)}">
<h1 id="title">${escape(title)}</h1>
${description ? `<p id="description" class="description">${escape(description)}</p>\n` : ''}<p id="status" role="status">Loading the designer…</p>
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
<p id="finished-size" class="finished-size"></p>
<table id="breakdown"><caption class="visually-hidden">Price breakdown</caption><tbody></tbody></table>
<p id="price-error" class="field-error" role="alert"></p>
</section>
<div id="checkout" class="checkout">
<p class="total"><span class="total-label">Total</span> <span id="total" aria-live="polite">–</span></p>
<button id="complete" type="submit" disabled>Complete design</button>
<div id="completed" class="completed" role="status"></div>
</div>
</form>
</div>
</main>
<script src="/storefront/v1/assets/designer-preview.js" defer></script>
<script src="/storefront/v1/assets/designer.js" defer></script>`,
  );
}

/** A customiser the storefront does not serve: unknown, inactive, another store's, or one that cannot be priced. */
export function unavailablePage(): string {
  return shell(
    'This design is not available',
    '<main><h1>This design is not available</h1><p>The shop is not offering this sign to design at the moment. Go back to the shop to see what it offers, or ask it for a new link.</p></main>',
  );
}

export function notFoundPage(): string {
  return shell('Designer not found', '<main><h1>Designer not found</h1><p>This link names no storefront. Ask the shop for a new one.</p></main>');
}
