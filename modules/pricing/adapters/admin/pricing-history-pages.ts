import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { adminHref, carriedInputs, moment, type AdminContext } from '../../../../infra/admin/admin-page';
import { VERSION_RETENTION_DAYS, VERSIONS_ALWAYS_KEPT, type VersionOperation } from '../../domain/pricing-versions';
import type { PricingVersionResource, PricingVersionWithDocumentResource } from '../http/pricing-versions.schemas';

/*
 * The merchant admin's pricing history draws what the Store API answers (the customiser, its pricing
 * versions), so a page never shows what a key would not read.
 */

/** What the admin reads of a customiser (the Store API's Customiser resource). */
export interface CustomiserSummary {
  id: number;
  name: string;
  active: boolean;
  pricing_model: string;
  pricing_model_display_name: string;
}

const RETIRED_MODEL = 'legacy_fixed_height';

const OPERATIONS: Record<VersionOperation, string> = {
  initial: 'First made',
  patch: 'Changed',
  replace: 'Replaced',
  restore: 'Restored',
  legacy_replace: 'Replaced through the previous API',
  connector: 'Changed by an assistant',
};

/** What wrote the version, in words: a restore says which version it brought back. */
export function operationLabel(version: Pick<PricingVersionResource, 'operation' | 'restored_from'>): string {
  return version.operation === 'restore' && version.restored_from !== null ? `Restored version ${version.restored_from}` : OPERATIONS[version.operation];
}

/** Who wrote it, never a secret: a key by its name, a person by their email, an assistant by its client's name. */
export function actorLabel(actor: PricingVersionResource['actor']): string {
  const name = actor.name ?? (actor.id === null ? null : `#${actor.id}`);
  switch (actor.type) {
    case 'api_key':
      return `API key ${name ? `“${name}”` : ''}`.trim();
    case 'person':
      return name ?? 'A person';
    case 'connector':
      return `Assistant ${name ? `“${name}”` : ''}`.trim();
    case 'cli':
      return `Command line${actor.name ? ` (${actor.name})` : ''}`;
    case 'system':
      return 'Signwright';
  }
}

const historyPath = (customiserId: number) => `/admin/pricing/${customiserId}`;
const versionPath = (customiserId: number, version: number) => `${historyPath(customiserId)}/versions/${version}`;

/** The data mode's customisers, each with a link to its pricing history (the retired model has no document). */
export function customisersPage(context: AdminContext, customisers: readonly CustomiserSummary[], pages: string): string {
  if (customisers.length === 0) return `<p>No ${context.mode === 'test' ? 'test ' : ''}customisers here.</p>${pages}`;
  const rows = customisers.map((customiser) => {
    const history =
      customiser.pricing_model === RETIRED_MODEL
        ? '<span class="muted">No pricing document (retired model)</span>'
        : `<a href="${escapeHtml(adminHref(context, historyPath(customiser.id)))}">Pricing history<span class="visually-hidden"> of ${escapeHtml(customiser.name)}</span></a>`;
    return `<tr data-customiser="${customiser.id}"><td>${escapeHtml(customiser.name)}${customiser.active ? '' : ' <span class="muted">(inactive)</span>'}</td><td>${escapeHtml(customiser.pricing_model_display_name)}</td><td>${history}</td></tr>`;
  });
  return `<p>Every change to a customiser’s pricing is kept as a version: see what changed, when and by whom, and restore an earlier one.</p>
<table><caption class="muted">Customisers, oldest first</caption><thead><tr><th scope="col">Customiser</th><th scope="col">Pricing model</th><th scope="col"><span class="muted">History</span></th></tr></thead>
<tbody>${rows.join('')}</tbody></table>${pages}`;
}

export const historyTitle = (customiser: Pick<CustomiserSummary, 'name'>) => `Pricing history: ${customiser.name}`;

/** A customiser's versions, newest first: what wrote each, who, when; each can be viewed and restored. */
export function historyPage(context: AdminContext, customiser: CustomiserSummary, versions: readonly PricingVersionResource[], pages: string, firstPage: boolean): string {
  const rows = versions.map((version, index) => {
    const current = firstPage && index === 0;
    const actions = [
      `<a href="${escapeHtml(adminHref(context, versionPath(customiser.id, version.version)))}">View<span class="visually-hidden"> version ${version.version}</span></a>`,
      current ? '' : `<a href="${escapeHtml(adminHref(context, `${versionPath(customiser.id, version.version)}/restore`))}">Restore<span class="visually-hidden"> version ${version.version}</span></a>`,
    ].filter(Boolean);
    return `<tr data-version="${version.version}"><th scope="row">Version ${version.version}${current ? ' <span class="badge badge-live">Current</span>' : ''}</th><td data-label="What">${escapeHtml(operationLabel(version))}</td>
<td data-label="By">${escapeHtml(actorLabel(version.actor))}</td><td data-label="When"><time datetime="${escapeHtml(version.created_at)}">${moment(version.created_at)}</time></td><td class="actions">${actions.join(' ')}</td></tr>`;
  });
  return `<p><a href="${escapeHtml(adminHref(context, '/admin/pricing'))}">All customisers</a></p>
<p class="muted">${escapeHtml(customiser.pricing_model_display_name)} pricing. Every change is kept as a version, newest first, for at least ${VERSION_RETENTION_DAYS} days; the newest ${VERSIONS_ALWAYS_KEPT} are always kept. Restoring a version writes its document back as a new version.</p>
<table class="stacked"><caption class="muted">Versions of the pricing document, newest first</caption><thead><tr><th scope="col">Version</th><th scope="col">What</th><th scope="col">By</th><th scope="col">When</th><th scope="col"><span class="muted">Actions</span></th></tr></thead>
<tbody>${rows.join('')}</tbody></table>${pages}`;
}

type Document = PricingVersionWithDocumentResource['document'];

const centimetres = (value: number | null) => (value === null ? '—' : `${value} cm`);

function sizesTable(document: Document): string {
  if (document.sizes.length === 0) return '<p>No sizes.</p>';
  const rows = document.sizes.map(
    (size) => `<tr><td>${escapeHtml(size.name)}</td><td>${size.client_key === null ? '—' : `<code>${escapeHtml(size.client_key)}</code>`}</td><td>${centimetres(size.width_cm)}</td><td>${centimetres(size.height_cm)}</td></tr>`,
  );
  return `<table><thead><tr><th scope="col">Size</th><th scope="col">Key</th><th scope="col">Width</th><th scope="col">Height</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function priceListsList(document: Document): string {
  if (document.price_lists.length === 0) return '<p>No price lists.</p>';
  const items = document.price_lists.map((list) => `<li>${escapeHtml(list.name)} <span class="muted">(${list.rows.length} ${list.rows.length === 1 ? 'row' : 'rows'})</span></li>`);
  return `<ul>${items.join('')}</ul>`;
}

/** One version: what wrote it, and the document it kept, at a glance and whole. */
export function versionPage(context: AdminContext, customiser: CustomiserSummary, version: PricingVersionWithDocumentResource): string {
  const { document } = version;
  const facts: [string, string][] = [
    ['What', operationLabel(version)],
    ['By', actorLabel(version.actor)],
    ['When', moment(version.created_at)],
    ['Request', version.request_id ?? '—'],
  ];
  const basePricing = `${document.base_pricing.mode === 'included_in_price_lists' ? 'Included in the price lists' : 'One base price per size'} <span class="muted">(${document.base_pricing.rows.length} ${document.base_pricing.rows.length === 1 ? 'row' : 'rows'})</span>`;
  const sheet = document.sheet_pricing === null ? 'None' : `${document.sheet_pricing.rows.length} ${document.sheet_pricing.rows.length === 1 ? 'row' : 'rows'}`;
  return `<p><a href="${escapeHtml(adminHref(context, historyPath(customiser.id)))}">Back to the pricing history</a></p>
<dl class="facts">${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<p><a href="${escapeHtml(adminHref(context, `${versionPath(customiser.id, version.version)}/restore`))}">Restore this version</a></p>
<h2>Sizes</h2>${sizesTable(document)}
<h2>Base pricing</h2><p>${basePricing}</p>
<h2>Price lists</h2>${priceListsList(document)}
<h2>Sheet pricing</h2><p>${escapeHtml(sheet)}</p>
<details><summary>The whole document, as the Store API reads it</summary><pre>${escapeHtml(JSON.stringify(document, null, 2))}</pre></details>`;
}

/** Asks before restoring: a restore replaces the pricing the storefront prices with at once. */
export function restoreConfirmationPage(context: AdminContext, customiser: CustomiserSummary, version: PricingVersionWithDocumentResource): string {
  return `<p>Restoring version ${version.version} (${escapeHtml(operationLabel(version).toLowerCase())}, ${escapeHtml(moment(version.created_at))}) replaces the current pricing of <strong>${escapeHtml(customiser.name)}</strong> with that version’s sizes, base pricing, price lists and sheet pricing. The storefront prices with it at once. The current pricing stays in the history, and the restore is kept as a new version.</p>
<p class="muted">It is checked as any replacement is: a version naming a size or price list that no longer exists, or leaving out a size a font or preset uses, is refused and nothing changes.</p>
<form method="post" action="${escapeHtml(`${versionPath(customiser.id, version.version)}/restore`)}">${carriedInputs(context)}<button type="submit">Restore version ${version.version}</button></form>
<p><a href="${escapeHtml(adminHref(context, historyPath(customiser.id)))}">Cancel, back to the pricing history</a></p>`;
}

/** What a restore answers, in words. */
export const restoredNotice = (restoredFrom: number, version: number | undefined) =>
  `<p>Restored version ${restoredFrom}${version === undefined ? '' : `: the pricing is now version ${version}`}.</p>`;
