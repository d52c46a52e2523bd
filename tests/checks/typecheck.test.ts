import { CHECK_TIMEOUT_MS, runCheck } from './repository-check';

/**
 * `make typecheck`, as one of `make test`'s test files: every type of the repository, tests and benchmarks
 * included, checked without emitting anything. It runs beside the other test files rather than before them
 * all (decision 0048); `make typecheck` runs it alone.
 */
it('type-checks the whole repository (tsc -p tsconfig.check.json) with no error', async () => {
  expect(await runCheck('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.check.json'])).toEqual({ code: 0, output: '' });
}, CHECK_TIMEOUT_MS);
