import type { FileAnswer } from '../operations/operation';
import type { InProcessAnswer } from '../operations/operation-calls';

/*
 * What a page draws from an operation's answer. The shapes are the operation's declared response
 * (its wire resource); a page names the type it draws, as a client of the API would.
 */

export function resourceOf<T>(answer: InProcessAnswer): T {
  if (answer.kind !== 'resource') throw new Error(`Expected a resource, the operation answered a ${answer.kind}`);
  return answer.data as T;
}

export function itemsOf<T>(answer: InProcessAnswer): { items: T[]; nextCursor: string | null } {
  if (answer.kind !== 'collection') throw new Error(`Expected a page, the operation answered a ${answer.kind}`);
  return { items: answer.items as T[], nextCursor: answer.nextCursor };
}

export function fileOf(answer: InProcessAnswer): FileAnswer {
  if (answer.kind !== 'file') throw new Error(`Expected a file, the operation answered a ${answer.kind}`);
  return answer.file;
}
