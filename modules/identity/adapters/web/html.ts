import type { Response } from 'express';
import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { isProblem, type Problem } from '../../../../shared-kernel/problems/problem';

export { escapeHtml };

const STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222}
label{display:block;margin:.8rem 0 .2rem}input,select{width:100%;padding:.4rem;font-size:1rem}
button{margin:1rem .5rem 0 0;padding:.5rem 1.2rem;font-size:1rem}.unverified{color:#a40;font-weight:bold}
.error{color:#a00}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left}`;

/**
 * Sends a server-rendered page. No page may be framed (clickjacking of consent), nothing is cached,
 * and the only styles are the page's own.
 */
export function sendPage(response: Response, status: number, title: string, body: string): void {
  response
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    })
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`);
}

/** A problem as a page for a person, with its headers (`Retry-After` of a 429) kept. */
export function sendProblemPage(response: Response, problem: Problem): void {
  response.set(problem.headers);
  sendPage(response, problem.status, problem.title, `<p class="error">${escapeHtml(problem.detail)}</p>`);
}

/** The answer to a form posted without its CSRF token, or with another: nothing was done. */
export function sendFormExpired(response: Response, advice: string): void {
  sendPage(response, 403, 'The form expired', `<p>Nothing was done. ${advice}</p>`);
}

/** Runs a form's work, answering a problem it throws (a 429 of the login throttle, say) as a page. */
export async function withProblemPages(response: Response, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!isProblem(error)) throw error;
    sendProblemPage(response, error);
  }
}

/** Hidden inputs carrying values through a form post. */
export function hiddenInputs(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value!)}">`)
    .join('');
}

/** Why the login form is shown again: a wrong email or password (401), or input no account can hold (400). */
export interface LoginError {
  message: string;
  status: 400 | 401;
}

export const WRONG_LOGIN: LoginError = { message: 'The email or the password is wrong.', status: 401 };
export const UNUSABLE_LOGIN: LoginError = { message: 'The email or the password holds a NUL character or an unpaired surrogate, which no account can have.', status: 400 };

/** The login form of the consent and admin pages (CONTRACT 5: inputs named email and password), with its CSRF token. */
export function sendLoginPage(response: Response, action: string, carried: Record<string, string | undefined>, csrfToken: string, error?: LoginError): void {
  sendPage(
    response,
    error?.status ?? 200,
    'Log in to Signwright',
    `${error ? `<p class="error">${escapeHtml(error.message)}</p>` : ''}<form method="post" action="${escapeHtml(action)}">${hiddenInputs({ ...carried, csrf_token: csrfToken })}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button></form>`,
  );
}
