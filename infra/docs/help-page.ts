import type { Response } from 'express';
import { escapeHtml } from '../../shared-kernel/html-escape';

export { escapeHtml };

const NAVIGATION: [href: string, label: string][] = [
  ['/help', 'Documentation'],
  ['/help/quickstart', 'Quickstart'],
  ['/help/reference', 'API reference'],
  ['/help/webhooks', 'Receiving webhooks'],
  ['/help/migration', 'Moving from v2'],
  ['/help/pricing', 'Storefront pricing'],
  ['/help/test-mode', 'Test mode'],
  ['/help/connector', 'AI connector'],
  ['/help/activity', 'Activity'],
  ['/help/problems', 'Problem types'],
];

const STYLE = `body{font-family:system-ui,sans-serif;line-height:1.5;color:#222;margin:0}
header{background:#1d2b3a;padding:.6rem 1.5rem}header a{color:#fff;margin-right:1.2rem;text-decoration:none}
header a[aria-current]{text-decoration:underline}header form{margin-top:.4rem;color:#fff}main{max-width:64rem;margin:1.5rem auto;padding:0 1.5rem}
code,pre{font-family:ui-monospace,monospace;font-size:.9em}code{background:#f2f4f7;padding:0 .2em;border-radius:3px}
pre{background:#f2f4f7;padding:.8rem;overflow-x:auto;border-radius:4px}pre code{background:none;padding:0}
table{border-collapse:collapse;margin:.6rem 0;width:100%}td,th{border:1px solid #d8dde3;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}a{color:#0b5cad}h2{border-bottom:1px solid #d8dde3;padding-bottom:.2rem;margin-top:2.2rem}
.operation{border:1px solid #d8dde3;border-radius:6px;padding:.2rem 1rem 1rem;margin:1.2rem 0}
.method{display:inline-block;min-width:4.2rem;text-align:center;color:#fff;border-radius:3px;padding:0 .3rem;font-size:.85em;text-transform:uppercase}
.get{background:#2f7d32}.post{background:#1d5fa8}.put{background:#8a5a00}.patch{background:#6d3fa0}.delete{background:#a62a2a}
.deprecated{color:#a40;font-weight:bold}.required{color:#a62a2a;font-size:.85em}.type{color:#555}
.muted{color:#666}details{margin:.3rem 0}summary{cursor:pointer}dt{font-weight:bold}dd{margin:0 0 .6rem 1.5rem}
.copyable{user-select:all;-webkit-user-select:all}`;

/** The search box every help page carries: a plain form, so it works without script. */
export function searchForm(query = ''): string {
  return `<form action="/help/search" method="get" role="search"><label for="search-query">Search the documentation</label> <input id="search-query" name="q" type="search" value="${escapeHtml(query)}"> <button type="submit">Search</button></form>`;
}

/**
 * A documentation page: self-contained (its only style is its own, no script, nothing from another
 * origin), so it works wherever the service runs, offline included.
 */
export function helpPage(path: string, title: string, body: string): string {
  const navigation = NAVIGATION.map(([href, label]) => `<a href="${href}"${href === path ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Signwright API</title><style>${STYLE}</style></head>
<body><header><nav>${navigation}</nav>${path === '/help/search' ? '' : searchForm()}</header><main>${body}</main></body></html>`;
}

export function sendHelpPage(response: Response, status: number, html: string): void {
  response
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=300',
    })
    .send(html);
}
