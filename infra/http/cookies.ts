import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

/** The value of one cookie the request carries, or undefined. */
export function cookieOf(request: Request, wanted: string): string | undefined {
  for (const part of (request.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === wanted) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Compares two secrets in a time that does not tell how much of them matched. */
export function sameSecret(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
