import { CHECK_TIMEOUT_MS, runCheck } from './repository-check';

/**
 * `make lint`, as one of `make test`'s test files: ESLint over the repository, then the dependency rules. It
 * runs beside the other test files rather than before them all (decision 0048); `make lint` runs it alone.
 */
describe('the lint (make lint)', () => {
  it('passes ESLint over the whole repository with no problem', async () => {
    expect(await runCheck('node_modules/eslint/bin/eslint.js', ['.'])).toEqual({ code: 0, output: '' });
  }, CHECK_TIMEOUT_MS);

  it('passes the dependency rules (dependency-cruiser) with no violation', async () => {
    const cruise = await runCheck('node_modules/dependency-cruiser/bin/dependency-cruiser.mjs', ['--config', '.dependency-cruiser.cjs', 'apps', 'modules', 'shared-kernel', 'infra', 'clients']);
    expect(cruise).toEqual({ code: 0, output: expect.stringMatching(/no dependency violations found/) });
  }, CHECK_TIMEOUT_MS);
});
