import { Problems } from '../../shared-kernel/problems/problems';
import { actorOf } from '../../shared-kernel/actor';
import type { ActivityRecording } from '../../shared-kernel/activity-recording';
import { currentRequestContext, type RequestCredential } from '../../shared-kernel/request-context';
import { readIdempotencyKey } from '../idempotency/idempotency-key';
import type { IdempotentExecution, RecordedResponse } from '../idempotency/idempotent-execution';
import type { TransactionalDatabase } from '../database/transactional-database';
import type { RequestRateLimits } from '../http/request-rate-limits';
import type { QuotaState } from '../rate-limit/rate-limiters';
import type { AnyOperation, OperationInput, OperationResult } from './operation';
import { parseBodyOf, parseParamsOf, parseQueryOf } from './operation-input';
import { answersLivemode, withoutLivemode } from './livemode';
import { activityOf } from './operation-activity';

export interface OperationPipelineDependencies {
  rateLimits: Pick<RequestRateLimits, 'spendForCredential' | 'spendingBudget'>;
  idempotency: Pick<IdempotentExecution, 'run'>;
  database: Pick<TransactionalDatabase, 'run'>;
  /** Where each write that succeeded is recorded, in its transaction; absent, nothing is (unit tests of other parts). */
  activity?: ActivityRecording;
}

/**
 * One call of an operation as a transport received it: who calls (already authenticated by the
 * transport), the raw params, query and body for the operation's strict schemas, and what an
 * idempotency record is keyed by.
 */
export interface OperationCall {
  /** Absent for a public operation. */
  credential: RequestCredential | undefined;
  /** The transport already spent this caller's quota (the storefront spends one per address). */
  quotaSpent?: boolean;
  /** The caller asked for the diagnostic bucket instead of the quota (test keys off production). */
  diagnostic?: boolean;
  /** Told what is left of the caller's quota once this call has spent from it, for the transport to show. */
  quotaLeft?(quota: QuotaState): void;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** False where the transport has seen, from the body's bytes, that none of its strings can be unstorable. */
  bodyMayHoldUnstorable?: boolean;
  /** The Idempotency-Key as sent (header or tool argument), checked against the operation's rule. */
  idempotencyKey: string | undefined;
  /**
   * What an idempotency record is scoped to besides the credential and key, with the body's exact
   * bytes (a repeat must send the same); asked only when a key was sent.
   */
  idempotencyScope(): { method: string; path: string; body: Buffer };
  /** Where a per-address budget is counted. */
  ip?: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
}

/** What a transport makes of an operation's result and of its own admissions; built once per operation. */
export interface OperationPresenter {
  present(result: OperationResult, call: OperationCall): RecordedResponse;
  /** Told once the caller is known and allowed, whatever the operation then answers. */
  admitted?(credential: RequestCredential): void;
  /**
   * What the call requires of the resource's current state before the handler may change it (HTTP's
   * If-Match): run in the operation's transaction, after its budget and never on an idempotent replay;
   * it throws the problem that refuses the call.
   */
  precondition?(call: OperationCall): Promise<void>;
}

export interface OperationAnswer {
  response: RecordedResponse;
  replayed: boolean;
}

/**
 * The one way every operation runs, whichever transport carries it (Express routes, MCP tools):
 * quota, generation, scopes, idempotency key, strict parsing, budget, idempotency, transaction,
 * handler, presentation. Authentication is the transport's (a bearer key, a storefront key, a
 * connector token); everything after it is here, so no transport can skip a limit.
 */
export class OperationPipeline {
  constructor(private readonly deps: OperationPipelineDependencies) {}

  async run(operation: AnyOperation, presenter: OperationPresenter, call: OperationCall): Promise<OperationAnswer> {
    const credential = call.credential;
    if (credential) {
      if (!call.quotaSpent) {
        const quota = await this.deps.rateLimits.spendForCredential(credential, { diagnostic: call.diagnostic === true });
        call.quotaLeft?.(quota);
      }
      admit(operation, credential);
      presenter.admitted?.(credential);
    }
    const key = readIdempotencyKey(call.idempotencyKey, operation.idempotency);
    const input: OperationInput<unknown, unknown, unknown> = {
      params: parseParamsOf(operation, call.params),
      query: parseQueryOf(operation, call.query),
      body: parseBodyOf(operation, credential && answersLivemode(operation) ? withoutLivemode(call.body, !credential.test, { mergePatch: operation.bodyIsMergePatch === true }) : call.body, call.bodyMayHoldUnstorable ?? true),
      url: call.url,
      headers: call.headers,
    };
    const execute = () =>
      this.spendingBudget(operation, call, async () => {
        await presenter.precondition?.(call);
        const result = await operation.handler(input as never);
        if (credential) await this.recordActivity(operation, input, result, credential);
        return presenter.present(result, call);
      });
    if (key !== undefined && credential) {
      return this.deps.idempotency.run({ ...call.idempotencyScope(), credentialId: credentialKey(credential), key }, execute);
    }
    return { response: operation.safe ? await execute() : await this.deps.database.run(execute), replayed: false };
  }

  /**
   * The write's activity, in its transaction (inside idempotency, so never on a replay), with one
   * statement: a write that rolls back, whatever fails after this, leaves none.
   */
  private async recordActivity(operation: AnyOperation, input: OperationInput<unknown, unknown, unknown>, result: OperationResult, credential: RequestCredential): Promise<void> {
    if (!this.deps.activity) return;
    const activity = activityOf(operation, { params: input.params, body: input.body, result, credential });
    if (!activity) return;
    await this.deps.activity.record({ ...activity, actor: actorOf(credential), requestId: currentRequestContext()?.requestId ?? null });
  }

  /**
   * Spent only when the operation really runs (inside idempotency, so never on a replay); refunded when it
   * fails. A budget limits callers; the service itself (the demo seed's thousand option rows) spends none.
   */
  private async spendingBudget<T>(operation: AnyOperation, call: OperationCall, work: () => Promise<T>): Promise<T> {
    const budget = operation.budget;
    if (!budget || call.credential?.kind === 'system') return work();
    const key = budget.per === 'ip' ? `ip:${call.ip ?? 'unknown'}` : call.credential && credentialKey(call.credential);
    if (key === undefined) return work();
    const whose = budget.per === 'ip' ? 'this address' : call.credential?.kind === 'merchant_session' ? 'your login' : 'this API key';
    return this.deps.rateLimits.spendingBudget(budget, key, whose, work);
  }
}

/** The key's generation, then its scopes; legacy wildcard keys satisfy every scope. */
function admit(operation: AnyOperation, credential: RequestCredential): void {
  // No transport a caller reaches presents an operator's operation; one that did would be a wiring error.
  if (operation.auth === 'operator' && credential.kind !== 'system') throw new Error(`${operation.operationId} is the operator's: only the command line runs it`);
  if (operation.auth === 'person' && credential.kind !== 'merchant_session') throw new Error(`${operation.operationId} is a person's: only the merchant admin runs it`);
  if (operation.auth === 'legacy_api_key' && !(credential.kind === 'api_key' && credential.wildcard)) throw Problems.legacyKeyRequired();
  if (credential.wildcard) return;
  for (const scope of operation.scopes) {
    if (!credential.scopes.includes(scope)) throw Problems.insufficientScope(operation.scopes, credential.scopes);
  }
}

function credentialKey(credential: RequestCredential): string {
  return `${credential.kind}:${credential.id}`;
}
