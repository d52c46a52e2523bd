import { escapeHtml } from './help-page';
import { renderInlineMarkdown, renderMarkdown } from './markdown';
import { schemaAnchor, schemaHtml, type Schema } from './schema-html';
import { operationExampleHtml } from './operation-example';
import {
  operationAnchor, operationsOf, problemCodesOf, webhooksOf,
  type ContractDocument, type MediaType, type Operation, type OperationEntry, type ReadResponse,
} from './contract-reading';

const problemLink = (code: string) => `<a href="/help/problems/${encodeURIComponent(code)}"><code>${escapeHtml(code)}</code></a>`;
const codes = (values: readonly string[]) => values.map((value) => `<code>${escapeHtml(value)}</code>`).join(', ');

function security(operation: Operation): string {
  const requirements = operation.security ?? [];
  if (requirements.length === 0) return 'none';
  return requirements
    .map((requirement) =>
      Object.entries(requirement)
        .map(([scheme, scopes]) => {
          if (scheme === 'oauth2') return `a connector access token (<a href="#auth/oauth2">OAuth</a>)${scopes.length ? ` with ${codes(scopes)}` : ''}`;
          return `an <a href="#auth/${escapeHtml(scheme)}">API key</a>${scopes.length ? ` granted ${codes(scopes)}` : ', any scope'}`;
        })
        .join(' and '),
    )
    .join(', or ');
}

function content(media: Record<string, MediaType> | undefined): string {
  return Object.entries(media ?? {})
    .map(([type, { schema }]) => `<div class="muted">${escapeHtml(type)}</div>${schemaHtml(schema)}`)
    .join('');
}

function parameters(operation: Operation): string {
  const list = operation.parameters ?? [];
  if (list.length === 0) return '';
  const rows = list.map((parameter) => {
    const schema: Schema = { ...(parameter.schema ?? {}), ...(parameter.description ? { description: parameter.description } : {}) };
    return `<tr><td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' <span class="required">required</span>' : ''}</td><td>${escapeHtml(parameter.in)}</td><td>${schemaHtml(schema)}</td></tr>`;
  });
  return `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>schema</th></tr>${rows.join('')}</table>`;
}

function requestBody(operation: Operation): string {
  const body = operation.requestBody;
  if (!body) return '';
  return `<h4>Request body${body.required ? ' <span class="required">required</span>' : ''}</h4>${body.description ? `<p>${renderInlineMarkdown(body.description)}</p>` : ''}${content(body.content)}`;
}

function response(status: string, value: ReadResponse): string {
  const problemCodes = problemCodesOf(value);
  if (problemCodes.length) {
    return `<dt>${escapeHtml(status)}</dt><dd>a <a href="#${schemaAnchor('Problem')}">problem</a>: ${problemCodes.map(problemLink).join(', ')}</dd>`;
  }
  const headers = Object.entries(value.headers ?? {}).map(([name, header]) => `<div>header <code>${escapeHtml(name)}</code>: ${renderInlineMarkdown(header.description ?? '')}</div>`);
  return `<dt>${escapeHtml(status)}</dt><dd>${renderInlineMarkdown(value.description ?? '')}${headers.join('')}${content(value.content)}</dd>`;
}

/** An operation; a path's shows its example call, a webhook's (a delivery the service makes) does not. */
function operationHtml({ method, path, operation }: OperationEntry, example = ''): string {
  const servers = operation.servers?.length ? `<p class="muted">Served at ${codes(operation.servers.map((server) => server.url))}</p>` : '';
  return `<section class="operation" id="${escapeHtml(operationAnchor(operation.operationId))}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method)}</span> <code>${escapeHtml(path)}</code>${operation.deprecated ? ' <span class="deprecated">deprecated</span>' : ''}</h3>
<p><strong>${escapeHtml(operation.summary ?? '')}</strong> <span class="muted">operationId <code>${escapeHtml(operation.operationId)}</code></span></p>
${servers}${renderMarkdown(operation.description ?? '')}<p>Authentication: ${security(operation)}.</p>
${parameters(operation)}${requestBody(operation)}<h4>Responses</h4><dl>${Object.entries(operation.responses ?? {}).map(([status, value]) => response(status, value)).join('')}</dl>
${example}</section>`;
}

function authentication(document: ContractDocument): string {
  const schemes = Object.entries(document.components?.securitySchemes ?? {}).map(([name, scheme]) => {
    const flows = (scheme.flows as Record<string, { authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; scopes?: Record<string, string> }> | undefined) ?? {};
    const flowHtml = Object.entries(flows).map(([flow, details]) => {
      const urls = (['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const).filter((key) => details[key]).map((key) => `<div>${key}: <code>${escapeHtml(details[key]!)}</code></div>`);
      const scopes = Object.entries(details.scopes ?? {}).map(([scope, description]) => `<tr><td><code>${escapeHtml(scope)}</code></td><td>${escapeHtml(description)}</td></tr>`);
      return `<p>Flow <code>${escapeHtml(flow)}</code></p>${urls.join('')}<table><tr><th>scope</th><th>grants</th></tr>${scopes.join('')}</table>`;
    });
    const kind = scheme.type === 'http' ? `HTTP ${escapeHtml(String(scheme.scheme))}` : escapeHtml(String(scheme.type));
    return `<section id="auth/${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code> <span class="muted">${kind}</span></h3>${renderMarkdown(String(scheme.description ?? ''))}${flowHtml.join('')}</section>`;
  });
  return `<h2 id="authentication">Authentication</h2>${schemes.join('')}`;
}

function byTag(document: ContractDocument): [string, OperationEntry[]][] {
  const groups = new Map<string, OperationEntry[]>((document.tags ?? []).map((tag) => [tag.name, []]));
  for (const entry of operationsOf(document)) {
    const tag = entry.operation.tags?.[0] ?? 'Other';
    groups.set(tag, [...(groups.get(tag) ?? []), entry]);
  }
  return [...groups].filter(([, entries]) => entries.length > 0);
}

const tagAnchor = (tag: string) => `tag/${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The API reference, rendered on the server from the published OpenAPI document: every operation with
 * its parameters, body, responses and problem codes (each linked to its page), the webhook payloads,
 * the authentication schemes and every named schema. Anchors are `#operation/<operationId>`, the
 * `links.documentation` of every answer.
 */
export function renderReference(document: ContractDocument): string {
  const groups = byTag(document);
  const webhooks = webhooksOf(document);
  const contents = groups
    .map(([tag, entries]) => `<li><a href="#${escapeHtml(tagAnchor(tag))}">${escapeHtml(tag)}</a>: ${entries.map(({ operation }) => `<a href="#${escapeHtml(operationAnchor(operation.operationId))}">${escapeHtml(operation.summary ?? operation.operationId)}</a>`).join(' · ')}</li>`)
    .join('');
  return [
    `<h1>${escapeHtml(document.info.title)} <span class="muted">${escapeHtml(document.info.version)}</span></h1>`,
    renderMarkdown(document.info.description ?? ''),
    `<p>Machine-readable: <a href="/help/openapi.json">openapi.json</a>, <a href="/help/openapi.yaml">openapi.yaml</a> (OpenAPI 3.1). Served at ${codes((document.servers ?? []).map((server) => server.url))} unless an operation says otherwise.</p>`,
    `<h2 id="contents">Contents</h2><ul><li><a href="#authentication">Authentication</a></li>${contents}<li><a href="#webhooks">Webhook payloads</a></li><li><a href="#schemas">Schemas</a></li></ul>`,
    authentication(document),
    ...groups.map(([tag, entries]) => `<h2 id="${escapeHtml(tagAnchor(tag))}">${escapeHtml(tag)}</h2>${entries.map((entry) => operationHtml(entry, operationExampleHtml(entry, document))).join('\n')}`),
    `<h2 id="webhooks">Webhook payloads</h2><p>What the service POSTs to a subscription's URL, signed; verify every delivery as <a href="/help/webhooks">Receiving webhooks</a> shows.</p>`,
    ...webhooks.map((entry) => operationHtml(entry)),
    `<h2 id="schemas">Schemas</h2>`,
    ...Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => `<section id="${escapeHtml(schemaAnchor(name))}"><h3>${escapeHtml(name)}</h3>${schemaHtml(schema)}</section>`),
  ].join('\n');
}
