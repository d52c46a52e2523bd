/**
 * Jest's node environment, with V8's code cache kept across the test files a worker runs.
 *
 * Jest gives every test file a module registry of its own, and compiles every module again for it with
 * `vm.compileFunction`: about 1,800 modules, 0.3–0.4 s of CPU, for each file that starts the service. V8 can
 * skip that parse and compile when given the code cache of an earlier compile of the same source, which it
 * checks before using (a cache it rejects is compiled afresh). This environment wraps the worker's
 * `vm.compileFunction`, which jest-runtime calls, so that a module's source compiled once in a worker is
 * compiled from its cache in every later file: keyed by a hash of the exact source and parameters Jest
 * compiles, never by the file name. What runs is unchanged: each file still evaluates its own modules in its
 * own context; only the compiling is shared.
 */
// An environment is loaded by Jest as CommonJS, as jest.config.js is.
/* eslint-disable @typescript-eslint/no-require-imports */
const vm = require('node:vm');
const { createHash } = require('node:crypto');
const { Buffer } = require('node:buffer');
const { TestEnvironment } = require('jest-environment-node');

const WRAPPED = Symbol.for('signwright.code-cached-compile-function');

/** Once per worker process: every environment of the worker shares the wrapped function and its cache. */
if (!vm.compileFunction[WRAPPED]) {
  const compileFunction = vm.compileFunction;
  /** Code cache by source hash; a worker holds some megabytes of it, which Jest's per-file heaps dwarf. */
  const cache = new Map();
  const cached = function (code, params = [], options = {}) {
    // A caller that manages its own cache keeps doing so.
    if (options.cachedData !== undefined || options.produceCachedData) return compileFunction(code, params, options);
    const key = createHash('sha256').update(code).update('\0').update(params.join(',')).digest('base64');
    const data = cache.get(key);
    if (data) {
      const compiled = compileFunction(code, params, { ...options, cachedData: data });
      if (!compiled.cachedDataRejected) return compiled;
      cache.delete(key);
    }
    const compiled = compileFunction(code, params, { ...options, produceCachedData: true });
    // Copied: the buffer V8 hands back belongs to the test file's context, and would keep it (the file's
    // whole module registry) alive for as long as the worker runs.
    if (compiled.cachedDataProduced) cache.set(key, Buffer.from(compiled.cachedData));
    return compiled;
  };
  cached[WRAPPED] = true;
  vm.compileFunction = cached;
}

module.exports = TestEnvironment;
