import { idParam } from '../../../../infra/http/listing-query';
import { Problems } from '../../../../shared-kernel/problems/problems';

const id = idParam();

/** An id in an admin path, read as the Store API reads its path ids: anything else names no resource (404). */
export function pathId(value: unknown, kind: string): number {
  const parsed = id.safeParse(value);
  if (!parsed.success) throw Problems.resourceNotFound(kind);
  return parsed.data;
}
