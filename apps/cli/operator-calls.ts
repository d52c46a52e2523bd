import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import { InfraTokens } from '../../infra/infra.tokens';
import type { InProcessAnswer, InProcessCall, OperationCalls } from '../../infra/operations/operation-calls';
import type { OperationDirectory } from '../../infra/operations/operation-directory';
import { itemsOf, resourceOf } from '../../infra/operations/in-process-answers';
import { systemCredential } from '../../shared-kernel/request-context';
import { UNIT_OF_WORK, type UnitOfWork } from '../../shared-kernel/unit-of-work';

/** What a command gives an operation: its params, query and body, parsed there by the operation's own schemas. */
export type OperationInput = Pick<InProcessCall, 'params' | 'query' | 'body'>;

/**
 * The command line's one way into the modules: a declared operation (an operator's, or the Store API's
 * for the demo data), run through the pipeline as the service itself. Every call is a request of its
 * own, never a retry: where the operation requires an Idempotency-Key, it gets a fresh one.
 */
export class OperatorCalls {
  constructor(
    private readonly calls: Pick<OperationCalls, 'run'>,
    private readonly directory: Pick<OperationDirectory, 'find'>,
    private readonly unitOfWork: Pick<UnitOfWork, 'run'>,
    /** What the calls are recorded as: the command's words. */
    private readonly command: string,
    /** The store the service acts for; 0 for none (an operator's operation names its store itself). */
    private readonly storeId = 0,
  ) {}

  static of(container: Container, command: string): OperatorCalls {
    return new OperatorCalls(
      container.get<OperationCalls>(InfraTokens.OperationCalls),
      container.get<OperationDirectory>(InfraTokens.OperationDirectory),
      container.get<UnitOfWork>(UNIT_OF_WORK),
      command,
    );
  }

  /** The same calls, acting for one store: the Store API's operations act on the credential's store. */
  forStore(storeId: number): OperatorCalls {
    return new OperatorCalls(this.calls, this.directory, this.unitOfWork, this.command, storeId);
  }

  /**
   * Runs several calls as one unit of work: each operation still runs whole through the pipeline, whose
   * transaction joins this one, so they commit together or not at all, with one commit instead of one
   * each (the demo fills a customiser with a dozen operations; on PGlite every commit is a write to disk).
   */
  together<T>(work: () => Promise<T>): Promise<T> {
    return this.unitOfWork.run(work);
  }

  /** Runs an operation that answers one resource; answers its data. */
  async resource<T>(operationId: string, input: OperationInput = {}): Promise<T> {
    return resourceOf<T>(await this.run(operationId, input));
  }

  /** Runs an operation that answers a collection; answers the items of its first page. */
  async items<T>(operationId: string, input: OperationInput = {}): Promise<T[]> {
    return itemsOf<T>(await this.run(operationId, input)).items;
  }

  private run(operationId: string, input: OperationInput): Promise<InProcessAnswer> {
    const keyed = this.directory.find(operationId).idempotency === 'required';
    return this.calls.run(operationId, { credential: systemCredential(this.storeId, { command: this.command }), ...input, ...(keyed ? { idempotencyKey: randomUUID() } : {}), path: this.command });
  }
}
