import { randomUUID } from 'node:crypto';
import type { OperationExample } from '../../infra/openapi/operation-examples';
import { ContractValidator } from '../support/contract-validator';

export interface ExampleRequest {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** An answer's `data`, read loosely: a scenario takes the ids it needs from it. */
export type Data = Record<string, unknown> & { id: number };

interface Exchanged {
  operationId: string;
  status: number;
  contentType: string;
  text: string;
  idempotencyKey: string | undefined;
}

/**
 * Sends a scenario's requests to the service as a client would, with the demo key, and keeps the one it
 * says is its operation's example. What each request needs besides is read from the published contract:
 * the operation it belongs to, whether it takes an Idempotency-Key, the media type of its body.
 */
export class ExampleRecorder {
  readonly examples = new Map<string, OperationExample>();
  private readonly contract: ContractValidator;

  constructor(
    private readonly origin: string,
    private readonly apiKey: string,
    document: Record<string, unknown>,
  ) {
    this.contract = new ContractValidator(document);
  }

  /** A request a scenario needs on the way (a setup, a poll): answers its `data`. */
  async send<T = Data>(request: ExampleRequest): Promise<T> {
    return dataOf<T>(await this.exchange(request));
  }

  /**
   * The request as its operation's example: it must succeed, fit the operation's request body and be
   * answered as the contract says, or the recording stops here rather than write an example that lies.
   */
  async record<T = Data>(request: ExampleRequest): Promise<T> {
    const exchanged = await this.exchange(request);
    const { operationId } = exchanged;
    if (this.examples.has(operationId)) throw new Error(`${operationId} is recorded twice: a scenario should send the second with send()`);
    const mediaType = exchanged.contentType.split(';')[0]!.trim();
    const violations = [
      ...(request.body === undefined ? [] : this.contract.checkRequest(request.method, request.path, this.bodyMediaType(request)!, request.body)),
      ...this.contract.check({ method: request.method, path: request.path, status: exchanged.status, contentType: exchanged.contentType, body: Buffer.from(exchanged.text) }),
    ];
    if (violations.length > 0) throw new Error(`${operationId} cannot be its example:\n  ${violations.join('\n  ')}`);
    if (!/json$/.test(mediaType)) throw new Error(`${operationId} answered ${mediaType}: only JSON answers are examples`);
    this.examples.set(operationId, {
      request: {
        method: request.method,
        path: request.path,
        ...(request.query ? { query: request.query } : {}),
        ...(exchanged.idempotencyKey ? { idempotency_key: exchanged.idempotencyKey } : {}),
        ...(request.body === undefined ? {} : { body: request.body }),
      },
      response: { status: exchanged.status, body: JSON.parse(exchanged.text) as unknown },
    });
    return dataOf<T>(exchanged);
  }

  private async exchange(request: ExampleRequest): Promise<Exchanged> {
    const operation = this.contract.operationFor(request.method, request.path);
    if (!operation?.operationId) throw new Error(`${request.method.toUpperCase()} ${request.path} is no operation of the contract`);
    const idempotent = operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key');
    const idempotencyKey = idempotent ? randomUUID() : undefined;
    const mediaType = this.bodyMediaType(request);
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    const response = await fetch(`${this.origin}${request.path}${query}`, {
      method: request.method.toUpperCase(),
      headers: {
        Authorization: `Bearer ${this.apiKey}`,
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        ...(mediaType ? { 'Content-Type': mediaType } : {}),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${operation.operationId}: ${request.method.toUpperCase()} ${request.path}${query} answered ${response.status}: ${text.slice(0, 2000)}`);
    return { operationId: operation.operationId, status: response.status, contentType: response.headers.get('content-type') ?? '', text, idempotencyKey };
  }

  /** The media type the operation takes its body in (JSON, or JSON merge patch); none without a body. */
  private bodyMediaType(request: ExampleRequest): string | undefined {
    if (request.body === undefined) return undefined;
    const content = this.contract.operationFor(request.method, request.path)?.requestBody?.content ?? {};
    const type = Object.keys(content)[0];
    if (!type) throw new Error(`${request.method.toUpperCase()} ${request.path} takes no body`);
    return type;
  }
}

function dataOf<T>(exchanged: Exchanged): T {
  if (!/json/.test(exchanged.contentType)) return undefined as T;
  return (JSON.parse(exchanged.text) as { data?: unknown }).data as T;
}
