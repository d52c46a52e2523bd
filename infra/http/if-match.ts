import { sql } from 'kysely';
import { Problems } from '../../shared-kernel/problems/problems';
import type { TransactionalDatabase } from '../database/transactional-database';
import type { OperationCall } from '../operations/operation-pipeline';
import { parseParamsOf, parseQueryOf } from '../operations/operation-input';
import { withLivemode } from '../operations/livemode';
import { entityTagOf, namesEntityTag } from './entity-tags';
import type { AnyRoute } from './route';

/**
 * A write sent with If-Match changes the resource only as the client last read it. Two such writes to one
 * resource queue on a transaction-scoped lock, so the second reads what the first committed and is refused;
 * the resource is read as its GET answers it (an unknown one answers that GET's 404). Without the header
 * nothing is read and nothing locked: the write is unconditional.
 */
export async function requireIfMatch(resource: AnyRoute, call: OperationCall, database: Pick<TransactionalDatabase, 'current'>): Promise<void> {
  const ifMatch = headerOf(call.headers['if-match']);
  if (ifMatch === undefined || !call.credential) return;
  // Parsed, so that `042` and `42` lock the same resource.
  const params = parseParamsOf(resource, paramsOf(resource, call.params));
  const lockName = `${call.credential.storeId} ${resource.operationId} ${JSON.stringify(params)}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`.execute(database.current());
  const read = await resource.handler({ params, query: parseQueryOf(resource, {}), body: undefined, url: call.url, headers: {} } as never);
  const presented = withLivemode(read, call.credential);
  if (presented.kind !== 'resource') throw new Error(`${resource.operationId} guards a write but answers no single resource`);
  const current = entityTagOf(presented.data);
  if (!namesEntityTag(ifMatch, current, 'strong')) throw Problems.preconditionFailed(current);
}

/** The write's path parameters the resource's own path names (a restore's `version` is not the pricing document's). */
function paramsOf(resource: AnyRoute, params: Record<string, unknown>): Record<string, unknown> {
  const names = [...resource.path.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, params[name]]));
}

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
