import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContainerModuleLoadOptions, Newable } from 'inversify';
import { HTTP_ROUTES, type AnyRoute } from '../http/route';
import { OPERATIONS, type AnyOperation } from './operation';

/**
 * A use case: an injectable class that declares its operation and runs its handler. One the Store API
 * presents declares routes; one only the merchant admin or the command line presents (a person's or the
 * operator's operation, never a route) declares operations.
 */
export type UseCase = { routes(): AnyRoute[] } | { operations(): AnyOperation[] };
export type UseCaseClass = Newable<UseCase>;

const USE_CASE_FILE = /\.use-case\.(ts|js)$/;

/**
 * The use cases of a module, found in its `use-cases/` folder instead of listed by hand: each
 * `<verb>-<thing>.use-case.ts` (beside its test) default-exports one class. Adding a use case is adding
 * its folder; nothing else names it. A use-case file that exports no use case is a declaration error:
 * the service must not start without it.
 */
export function useCasesIn(moduleDir: string): UseCaseClass[] {
  const folder = join(moduleDir, 'use-cases');
  let files: string[];
  try {
    files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return files
    .filter((file) => USE_CASE_FILE.test(file) && !file.endsWith('.d.ts'))
    .sort()
    .map((file) => {
      // The module system's own require (Jest's in tests), so that a use case is loaded once, with the rest.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const useCase = (require(join(folder, file)) as { default?: unknown }).default;
      const prototype = (typeof useCase === 'function' ? useCase.prototype : undefined) as Partial<Record<'routes' | 'operations', unknown>> | undefined;
      if (typeof prototype?.routes !== 'function' && typeof prototype?.operations !== 'function') {
        throw new Error(`${join(folder, file)} must default-export its use case: a class with routes() or operations()`);
      }
      return useCase as UseCaseClass;
    });
}

/**
 * Binds each use case of a module where its presenters find it: route sources to HTTP_ROUTES, the rest's
 * operations to OPERATIONS (the operation directory reads both). Its class is its own binding (autobind).
 */
export function bindUseCases(bind: ContainerModuleLoadOptions['bind'], moduleDir: string): void {
  for (const useCase of useCasesIn(moduleDir)) {
    if ('routes' in useCase.prototype) bind(HTTP_ROUTES).to(useCase as Newable<Extract<UseCase, { routes(): AnyRoute[] }>>);
    else bind(OPERATIONS).toDynamicValue((context) => (context.get(useCase) as Extract<UseCase, { operations(): AnyOperation[] }>).operations());
  }
}
