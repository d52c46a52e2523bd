import { randomUUID } from 'node:crypto';
import type { RecordedResponse } from '../idempotency/idempotent-execution';
import { JsonText } from '../../shared-kernel/http/json-text';
import { runInRequestContext, type RequestCredential } from '../../shared-kernel/request-context';
import type { FileAnswer } from './operation';
import type { OperationDirectory } from './operation-directory';
import type { OperationPipeline, OperationPresenter } from './operation-pipeline';

/** A call from inside the service: the merchant admin's pages and forms, the command line. */
export interface InProcessCall {
  /** Who acts: a person's session for a store, or the service itself (the command line). */
  credential: RequestCredential;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** A form's key: the same form sent twice (a reload, a double click) answers the first result. */
  idempotencyKey?: string;
  /** What a key's record is scoped to besides the credential: the page's own action path. */
  path: string;
}

/** What an operation answered, as plain JSON values (a resource, or one page of a collection), or a file's bytes. */
export type InProcessAnswer =
  | { kind: 'resource'; status: number; data: unknown; replayed: boolean }
  | { kind: 'collection'; items: unknown[]; nextCursor: string | null; replayed: boolean }
  | { kind: 'file'; file: FileAnswer; replayed: boolean };

/**
 * Runs a declared operation for a presenter inside the service, through the one pipeline: scopes,
 * budget, idempotency and the transaction are the operation's, exactly as over HTTP or as a tool.
 * The answer is the handler's result as JSON would carry it, which is also what an idempotency record
 * keeps, so that a replay answers the same thing.
 */
export class OperationCalls {
  constructor(
    private readonly pipeline: Pick<OperationPipeline, 'run'>,
    private readonly directory: Pick<OperationDirectory, 'find'>,
    private readonly origin: URL,
  ) {}

  async run(operationId: string, call: InProcessCall): Promise<InProcessAnswer> {
    const operation = this.directory.find(operationId);
    const body = call.body ?? (operation.refusesAnyBody ? undefined : {});
    const { response, replayed } = await runInRequestContext({ requestId: `local_${randomUUID()}`, credential: call.credential }, () =>
      this.pipeline.run(operation, IN_PROCESS, {
        credential: call.credential,
        // The person or the operator is already known and limited where they came in (a login, a shell).
        quotaSpent: true,
        params: call.params ?? {},
        query: call.query ?? {},
        body,
        // A form's key belongs to its write; the reads that draw the page after it take none.
        idempotencyKey: operation.idempotency === 'none' ? undefined : call.idempotencyKey,
        idempotencyScope: () => ({ method: 'LOCAL', path: call.path, body: Buffer.from(JSON.stringify(body ?? null)) }),
        url: new URL(call.path, this.origin),
        headers: {},
      }),
    );
    // A replay answers the record's text, as it answers an HTTP client the bytes it sent the first time.
    const answered = response.body instanceof JsonText ? (JSON.parse(response.body.text) as InProcessAnswer) : (response.body as InProcessAnswer);
    return { ...answered, replayed };
  }
}

/** Plain JSON of the result: what the record keeps and what a replay gives back unchanged. */
const IN_PROCESS: OperationPresenter = {
  present(result): RecordedResponse {
    // A download is a read, never recorded: its bytes are handed over as they are.
    if (result.kind === 'file') return { status: 200, headers: {}, body: { kind: 'file', file: result.file } };
    if (result.kind === 'collection') return { status: 200, headers: {}, body: { kind: 'collection', items: result.items.map(plain), nextCursor: result.nextCursor } };
    const resource = (data: unknown) => ({ kind: 'resource', status: result.status, data: plain(data) });
    return { status: result.status, headers: {}, body: resource(result.data), ...(result.replayData !== undefined ? { replayBody: resource(result.replayData) } : {}) };
  },
};

function plain(value: unknown): unknown {
  return value instanceof JsonText || (typeof value === 'object' && value !== null) ? JSON.parse(JSON.stringify(value)) : value;
}
