import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { actionButton, carriedInputs, day, doneNotice, secretNotice, type AdminContext } from '../../../../infra/admin/admin-page';
import { SCOPES, describeScope } from '../../domain/scopes';
import { displayedClientName } from '../../domain/client-name';
import type { ConnectionResource, StoreKeyResource } from '../../use-cases/merchant-admin';

/** What a key is, at a glance: its mode, and whatever keeps it from working or sets it apart. */
function keyBadges(key: StoreKeyResource): string {
  const badges = [key.mode === 'test' ? ['test', 'Test'] : ['live', 'Live']];
  if (key.standing === 'revoked') badges.push(['revoked', 'Revoked']);
  if (key.standing === 'expired') badges.push(['expired', 'Expired']);
  if (key.legacy) badges.push(['legacy', 'Legacy']);
  return badges.map(([kind, label]) => `<span class="badge badge-${kind}">${label}</span>`).join('');
}

function grants(key: StoreKeyResource): string {
  if (key.legacy) return 'Everything: every scope, and the previous-generation API.';
  return `<ul>${key.scopes.map((scope) => `<li>${escapeHtml(describeScope(scope))} <code>${escapeHtml(scope)}</code></li>`).join('')}</ul>`;
}

const SCOPE_CHOICES = `<ul class="choices">${SCOPES.map(
  (scope) => `<li><label><input type="checkbox" name="scopes" value="${scope}"><span class="name">${scope}</span><span class="meaning">${escapeHtml(describeScope(scope))}</span></label></li>`,
).join('')}</ul>`;

export function keysPage(context: AdminContext, keys: readonly StoreKeyResource[]): string {
  const rows = keys.map((key) => {
    const revoke = key.standing === 'revoked' ? '' : actionButton(context, `/admin/keys/${key.id}/revoke`, 'Revoke');
    return `<tr data-key="${key.id}"><td>${escapeHtml(key.name)}<div class="muted"><code>${escapeHtml(key.display_prefix)}…</code></div></td><td>${keyBadges(key)}</td><td>${grants(key)}</td><td>${day(key.expires_at)}</td><td>${day(key.last_used_at)}</td><td>${revoke}</td></tr>`;
  });
  return `<table><caption class="muted">Every key of the store, revoked ones too</caption><thead><tr><th scope="col">Name</th><th scope="col">Kind</th><th scope="col">Grants</th><th scope="col">Expires</th><th scope="col">Last used</th><th scope="col"><span class="muted">Action</span></th></tr></thead><tbody>${rows.join('')}</tbody></table>
<h2>Create a key</h2><form method="post" action="/admin/keys" id="create-key">${carriedInputs(context)}
<div class="field"><label for="name">Name</label><input id="name" name="name" required maxlength="100"></div>
<fieldset><legend>Scopes: what the key may do</legend>${SCOPE_CHOICES}</fieldset>
<div class="field"><label for="expires_at">Expires (optional)</label><input id="expires_at" name="expires_at" type="date"></div>
<fieldset><legend>Mode</legend><ul class="choices">
<li><label><input type="radio" name="key_mode" value="live" checked><span class="name">Live</span><span class="meaning">Acts on the store’s live data.</span></label></li>
<li><label><input type="radio" name="key_mode" value="test"><span class="name">Test</span><span class="meaning">Acts only on the store’s test data.</span></label></li></ul></fieldset>
<button type="submit">Create key</button></form>`;
}

/** The secret of a key just made: it is never shown again, not even to the same form sent twice. */
export function newSecretNotice(name: string, secret: string | undefined): string {
  if (secret === undefined) return doneNotice(`<p>Key <strong>${escapeHtml(name)}</strong> was already made with this form: its secret was shown when it was made.</p>`);
  return secretNotice(`<p>New key <strong>${escapeHtml(name)}</strong>. Copy it now: it is shown only once.</p>`, secret);
}

export function connectionsPage(context: AdminContext, connections: readonly ConnectionResource[]): string {
  if (connections.length === 0) return '<p>No application is connected. Assistants connect through the connector, with the approval of a person of the store.</p>';
  const rows = connections.map(
    (connection) => `<tr data-connection="${connection.id}"><td><bdi>${escapeHtml(displayedClientName(connection.client_name))}</bdi></td><td>${escapeHtml(connection.approved_by)}</td>
<td><ul>${connection.scopes.map((scope) => `<li>${escapeHtml(describeScope(scope))} <code>${escapeHtml(scope)}</code></li>`).join('')}</ul></td><td>${day(connection.last_used_at)}</td>
<td>${actionButton(context, `/admin/connections/${connection.id}/revoke`, 'Revoke')}</td></tr>`,
  );
  return `<table><thead><tr><th scope="col">Application</th><th scope="col">Approved by</th><th scope="col">May</th><th scope="col">Last used</th><th scope="col"><span class="muted">Action</span></th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function testModePage(context: AdminContext): string {
  return `<p>Test keys (<code>svc_test_…</code>) and the test storefront key (<code>sfk_test_…</code>) act on the store’s test data: a copy of the live catalogue, with orders, products, quotes, uploads and webhook subscriptions of its own. Live data is never touched by them.</p>
<p>The webhooks, orders and quotes sections show test data when you choose <em>Test data</em> there.</p>
<h2>Reset test data</h2><p>Removes the test orders, products, quotes, uploads and webhook subscriptions, and copies the live catalogue again.</p>
${actionButton(context, '/admin/test-data/reset', 'Reset test data')}`;
}
