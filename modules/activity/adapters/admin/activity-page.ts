import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { adminHref, moment, type AdminContext } from '../../../../infra/admin/admin-page';
import { ACTOR_TYPES } from '../../../../shared-kernel/actor';
import type { ActivityResource } from '../http/activity.schemas';

/*
 * The Activity section draws what GET /api/v3/activity answers (the Activity resource), for the page's
 * data: the live store's, or its test data's.
 */

type ActorType = (typeof ACTOR_TYPES)[number];

export const ACTOR_LABELS: Readonly<Record<ActorType, string>> = {
  api_key: 'API key',
  person: 'Person (admin)',
  connector: 'Assistant connection',
  cli: 'Command line',
  system: 'The service',
};

/** What the page's URL narrows the listing by, as its own query parameters. */
export interface ActivityPageFilters {
  resource_type?: string;
  actor_type?: string;
}

const time = (at: string) => `<time datetime="${escapeHtml(new Date(at).toISOString())}">${moment(at)}</time>`;

function filtersForm(context: AdminContext, filters: ActivityPageFilters): string {
  const kinds = ACTOR_TYPES.map((type) => `<option value="${type}"${filters.actor_type === type ? ' selected' : ''}>${escapeHtml(ACTOR_LABELS[type])}</option>`);
  const kept = `<input type="hidden" name="store" value="${context.store.id}">${context.mode === 'test' ? '<input type="hidden" name="mode" value="test">' : ''}`;
  return `<form method="get" action="/admin/activity" class="filters" aria-label="Filter the activity">${kept}
<div class="field"><label for="resource-type">Resource type</label><input id="resource-type" name="resource_type" type="text" value="${escapeHtml(filters.resource_type ?? '')}" placeholder="customiser" pattern="[a-z][a-z_]*" aria-describedby="resource-type-hint"><span id="resource-type-hint" class="muted">As the list below names it, such as customiser, colour or webhook_subscription.</span></div>
<div class="field"><label for="actor-type">Made by</label><select id="actor-type" name="actor_type"><option value="">Anyone</option>${kinds.join('')}</select></div>
<button type="submit">Filter</button> <a href="${escapeHtml(adminHref(context, '/admin/activity'))}">Show everything</a></form>`;
}

function resourceCell(context: AdminContext, item: ActivityResource): string {
  const { type, id, customiser_id } = item.resource;
  const filtered = `<a href="${escapeHtml(adminHref(context, '/admin/activity', { resource_type: type }))}"><code>${escapeHtml(type)}</code></a>`;
  const ids = [id !== null ? `#${escapeHtml(id)}` : '', customiser_id !== null && !(type === 'customiser' && id === String(customiser_id)) ? `customiser #${customiser_id}` : ''].filter(Boolean);
  return `${filtered}${ids.length > 0 ? ` <span class="muted">${ids.join(', ')}</span>` : ''}`;
}

function actorCell(item: ActivityResource): string {
  const label = ACTOR_LABELS[item.actor.type];
  return `${escapeHtml(label)}${item.actor.name ? `<div class="muted">${escapeHtml(item.actor.name)}</div>` : ''}`;
}

export function activityPage(context: AdminContext, items: readonly ActivityResource[], filters: ActivityPageFilters, pages: string): string {
  const narrowed = filters.resource_type !== undefined || filters.actor_type !== undefined;
  const intro = `<p>Every change to this store’s ${context.mode === 'test' ? 'test ' : ''}data, newest first: through the Store API, assistants’ connections, the previous generation, this admin and the command line. Kept at least 90 days.</p>`;
  if (items.length === 0) return `${intro}${filtersForm(context, filters)}<p>${narrowed ? 'No change matches these filters.' : 'No change recorded yet.'}</p>${pages}`;
  // On a phone each row reads as a block, each cell named by its column (admin.css, table.stacked).
  const cell = (label: string, html: string) => `<td data-label="${label}">${html}</td>`;
  const rows = items.map(
    (item) =>
      `<tr data-activity="${escapeHtml(item.id)}">${cell('When', time(item.created_at))}${cell('Action', `<code>${escapeHtml(item.action).replace('.', '.<wbr>')}</code>`)}${cell('Resource', resourceCell(context, item))}${cell('Made by', actorCell(item))}${cell('Request', item.request_id ? `<code class="muted">${escapeHtml(item.request_id)}</code>` : '—')}</tr>`,
  );
  return `${intro}${filtersForm(context, filters)}<table class="stacked activity"><caption class="muted">Newest first</caption><thead><tr><th scope="col">When</th><th scope="col">Action</th><th scope="col">Resource</th><th scope="col">Made by</th><th scope="col">Request</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>${pages}`;
}
