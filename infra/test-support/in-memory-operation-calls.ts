import { InMemoryUnitOfWork } from '../../shared-kernel/test-support/in-memory-unit-of-work';
import type { IdempotencyScope, RecordedResponse } from '../idempotency/idempotent-execution';
import { RequestRateLimits } from '../http/request-rate-limits';
import { RateLimiters } from '../rate-limit/rate-limiters';
import type { AnyOperation } from '../operations/operation';
import { OperationCalls } from '../operations/operation-calls';
import { OperationDirectory } from '../operations/operation-directory';
import { OperationPipeline } from '../operations/operation-pipeline';

/** Idempotency records in memory: a repeat of a recorded key answers what was recorded (the replay's body where there is one). */
class RecordsInMemory {
  private readonly records = new Map<string, RecordedResponse>();

  async run(scope: IdempotencyScope, work: () => Promise<RecordedResponse>) {
    const name = [scope.credentialId, scope.method, scope.path, scope.key].join('\n');
    const recorded = this.records.get(name);
    if (recorded) return { response: { ...recorded, body: recorded.replayBody ?? recorded.body }, replayed: true };
    const response = await work();
    this.records.set(name, response);
    return { response, replayed: false };
  }
}

/**
 * The one pipeline in memory, over the operations given: what a unit test of an operation runs it
 * through, as the command line and the merchant admin do (strict parsing, scopes, idempotency).
 */
export function inMemoryOperationCalls(operations: AnyOperation[], unitOfWork = new InMemoryUnitOfWork()): OperationCalls {
  const limits = { environment: 'test', rateLimits: { perKeyPerMinute: 1000, perIpPerMinute: 1000, diagnosticWindowSeconds: 5, optionWritesPerMinute: 1000, storefrontPerIpPerMinute: 1000, storefrontSubmissionsPerIpPerMinute: 1000 } };
  const pipeline = new OperationPipeline({
    rateLimits: new RequestRateLimits(new RateLimiters(undefined, `test-${Math.random()}:`), limits as never),
    idempotency: new RecordsInMemory(),
    database: unitOfWork,
  });
  return new OperationCalls(pipeline, new OperationDirectory(() => operations), new URL('http://service.test'));
}
