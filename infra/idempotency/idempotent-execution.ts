import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { JsonText } from '../../shared-kernel/http/json-text';
import { Problems } from '../../shared-kernel/problems/problems';
import type { Clock } from '../../shared-kernel/clock';
import type { TransactionalDatabase } from '../database/transactional-database';
import type { SecretBox } from '../secrets/secret-box';

export interface IdempotencyScope {
  credentialId: string;
  method: string;
  path: string;
  key: string;
  /** The raw request body; an exact repeat must send the same bytes. */
  body: Buffer;
}

export interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** Kept for replays instead of `body`, when the first answer carries something that is given once. */
  replayBody?: unknown;
}

interface IdempotencyTables {
  'platform.idempotency_records': {
    credential_id: string;
    method: string;
    path: string;
    idempotency_key: string;
    request_digest: string;
    response_status: number;
    response_headers: string;
    response_body: string | null;
    created_at: Date;
    expires_at: Date;
  };
}

/** How long a client waits before retrying a request whose first copy is still running. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/**
 * Runs a write at most once per (credential, method, path, key). The whole of it is one transaction:
 * an advisory lock on the key makes a concurrent duplicate answer `idempotency_key_in_flight`, the
 * recorded response commits together with the effect, and a failure rolls both back, so an error
 * response (a 422 above all) never consumes the key.
 */
export class IdempotentExecution {
  constructor(
    private readonly database: TransactionalDatabase,
    private readonly clock: Clock,
    private readonly retentionHours: number,
    private readonly secrets: SecretBox,
  ) {}

  async run(
    scope: IdempotencyScope,
    work: () => Promise<RecordedResponse>,
  ): Promise<{ response: RecordedResponse; replayed: boolean }> {
    const digest = createHash('sha256').update(scope.body).digest('hex');
    return this.database.run(async () => {
      await this.lockOrAnswerInFlight(scope);
      const recorded = await this.find(scope);
      if (recorded) {
        if (recorded.request_digest !== digest) throw Problems.idempotencyKeyConflict();
        return { response: this.toResponse(recorded), replayed: true };
      }
      const response = await work();
      if (response.status < 300) await this.record(scope, digest, response);
      return { response, replayed: false };
    });
  }

  async purgeExpired(): Promise<number> {
    const result = await this.database
      .current<IdempotencyTables>()
      .deleteFrom('platform.idempotency_records')
      .where('expires_at', '<=', this.clock.now())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async lockOrAnswerInFlight(scope: IdempotencyScope): Promise<void> {
    const lockName = [scope.credentialId, scope.method, scope.path, scope.key].join('\n');
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as locked
    `.execute(this.database.current());
    if (!rows[0]?.locked) throw Problems.idempotencyKeyInFlight(IN_FLIGHT_RETRY_AFTER_SECONDS);
  }

  private find(scope: IdempotencyScope) {
    return this.database
      .current<IdempotencyTables>()
      .selectFrom('platform.idempotency_records')
      .selectAll()
      .where('credential_id', '=', scope.credentialId)
      .where('method', '=', scope.method)
      .where('path', '=', scope.path)
      .where('idempotency_key', '=', scope.key)
      .where('expires_at', '>', this.clock.now())
      .executeTakeFirst();
  }

  private async record(scope: IdempotencyScope, digest: string, response: RecordedResponse): Promise<void> {
    const now = this.clock.now();
    const values = {
      credential_id: scope.credentialId,
      method: scope.method,
      path: scope.path,
      idempotency_key: scope.key,
      request_digest: digest,
      response_status: response.status,
      response_headers: JSON.stringify(response.headers),
      response_body: this.sealed(recordedText(response.replayBody ?? response.body)),
      created_at: now,
      expires_at: new Date(now.getTime() + this.retentionHours * 3_600_000),
    };
    // An expired record of the same key may still be waiting for the purge: the new one replaces it.
    await this.database
      .current<IdempotencyTables>()
      .insertInto('platform.idempotency_records')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['credential_id', 'method', 'path', 'idempotency_key']).doUpdateSet(values),
      )
      .execute();
  }

  /** An answer may carry a secret given once (a new key's, a new subscription's): records keep it sealed. */
  private sealed(text: string | null): string | null {
    return text === null ? null : this.secrets.seal(text);
  }

  private toResponse(row: { response_status: number; response_headers: unknown; response_body: string | null }): RecordedResponse {
    return {
      status: row.response_status,
      headers: parseJsonColumn(row.response_headers) as Record<string, string>,
      // Answered as the text recorded, never parsed and serialised again.
      body: row.response_body === null ? undefined : new JsonText(this.secrets.open(row.response_body)),
    };
  }
}

/**
 * The answer's body as the text it is sent as: what JSON text it already is, or what sending the value
 * makes of it (`JSON.stringify`, as `response.json` does), so that a replay sends the same bytes.
 */
function recordedText(body: unknown): string | null {
  if (body === undefined) return null;
  if (body instanceof JsonText) return body.text;
  return JSON.stringify(body);
}

/** pg parses jsonb; PGlite may hand it back as text. */
function parseJsonColumn(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
