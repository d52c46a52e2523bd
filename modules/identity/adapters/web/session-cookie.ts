import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'sw_session';

export function sessionIdOf(request: Request): string | undefined {
  for (const part of (request.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** HttpOnly, SameSite=Lax, and Secure everywhere but development. */
export function setSessionCookie(response: Response, id: string, secure: boolean): void {
  response.cookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 12 * 3600_000 });
}
