import type { FileAnswer } from './operation';
import type { InProcessAnswer } from './operation-calls';

/*
 * What an in-process caller (an admin page, a command) reads of an operation's answer. The shapes are the
 * operation's declared response (its wire resource); the caller names the type it reads, as a client of
 * the API would.
 */

export function resourceOf<T>(answer: InProcessAnswer): T {
  if (answer.kind !== 'resource') throw new Error(`A resource was expected; the operation answered a ${answer.kind}`);
  return answer.data as T;
}

export function itemsOf<T>(answer: InProcessAnswer): { items: T[]; nextCursor: string | null } {
  if (answer.kind !== 'collection') throw new Error(`A page was expected; the operation answered a ${answer.kind}`);
  return { items: answer.items as T[], nextCursor: answer.nextCursor };
}

export function fileOf(answer: InProcessAnswer): FileAnswer {
  if (answer.kind !== 'file') throw new Error(`A file was expected; the operation answered a ${answer.kind}`);
  return answer.file;
}
