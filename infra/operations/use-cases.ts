import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteSource } from '../http/route';

/** A use case: an injectable class whose routes declare its operation and run its handler. */
export type UseCaseClass = new (...dependencies: never[]) => RouteSource;

const USE_CASE_FILE = /\.use-case\.(ts|js)$/;

/**
 * The use cases of a module, found in its `use-cases/` folder instead of listed by hand: each
 * `<verb>-<thing>.use-case.ts` (beside its test) default-exports one class, which the module's container
 * binds as a route source. Adding a use case is adding its folder; nothing else names it. A use-case file
 * that exports no class is a declaration error: the service must not start without it.
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
      if (typeof useCase !== 'function' || typeof (useCase.prototype as Partial<RouteSource>).routes !== 'function') {
        throw new Error(`${join(folder, file)} must default-export its use case: a class with routes()`);
      }
      return useCase as UseCaseClass;
    });
}
