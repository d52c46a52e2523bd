import { HTTP_ROUTES, type RouteSource } from '../http/route';
import { OPERATIONS, type AnyOperation } from './operation';

/**
 * Every operation the modules declare, found by its id: what a presenter other than its own route (the
 * connector's tools, the merchant admin, the command line, the previous generation's routes) runs
 * through the pipeline. Read on first use, not when built: a route source that presents another
 * module's operation is itself a route source, and would otherwise have to exist before itself.
 */
export class OperationDirectory {
  private byId: Map<string, AnyOperation> | undefined;

  constructor(private readonly declared: () => AnyOperation[]) {}

  find(operationId: string): AnyOperation {
    const operation = this.operations().get(operationId);
    // A presenter naming no operation is a declaration error, found the first time it is used.
    if (!operation) throw new Error(`No module declares the operation ${operationId}`);
    return operation;
  }

  has(operationId: string): boolean {
    return this.operations().has(operationId);
  }

  private operations(): Map<string, AnyOperation> {
    if (this.byId) return this.byId;
    const byId = new Map<string, AnyOperation>();
    for (const operation of this.declared()) {
      if (byId.has(operation.operationId)) throw new Error(`Two operations are declared as ${operation.operationId}`);
      byId.set(operation.operationId, operation);
    }
    this.byId = byId;
    return byId;
  }
}

/** What the directory reads from a container: every route source's routes and every operation no route presents. */
export interface DeclaredOperations {
  getAll<T>(token: symbol, options: { optional: true }): T[];
}

export function directoryOf(container: DeclaredOperations): OperationDirectory {
  return new OperationDirectory(() => [
    ...container.getAll<RouteSource>(HTTP_ROUTES, { optional: true }).flatMap((source) => source.routes()),
    ...container.getAll<AnyOperation | AnyOperation[]>(OPERATIONS, { optional: true }).flat(),
  ]);
}
