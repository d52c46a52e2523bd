/** Unit, integration and end-to-end tests: all against the real PostgreSQL and Redis on the machine. */
module.exports = {
  // Node's environment, with the V8 code cache of the modules a worker compiled kept for its later files.
  testEnvironment: '<rootDir>/tests/support/code-cache-environment.js',
  roots: ['<rootDir>/apps', '<rootDir>/modules', '<rootDir>/shared-kernel', '<rootDir>/infra', '<rootDir>/tests', '<rootDir>/clients'],
  testMatch: ['**/*.test.ts'],
  // SWC only strips types (a fresh clone transforms every file once per worker): \`make typecheck\` is what checks them.
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true }, target: 'es2022', keepClassNames: true },
        module: { type: 'commonjs' },
        sourceMaps: true,
      },
    ],
  },
  // The source names a relative module by its emitted `.js` where TypeScript asks for it (a dynamic import()
  // under module node20); Jest runs the `.ts` itself.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  // Generous: a deadline is for a hang, not for a slow machine (CI shares its two cores).
  testTimeout: 120000,
  // One more worker than cores: e2e files spend much of their time waiting on servers, browsers and child processes.
  maxWorkers: 3,
  // Each test file's module registry stays on a worker's heap after the file (about 50–100 MB an end-to-end
  // file: Jest's vm modules), so a worker that ran a hundred files spent ever more of its CPU collecting
  // garbage over gigabytes. A worker past this size after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  // The slowest files first, from a recorded run's timings where this machine has none (a fresh clone).
  testSequencer: '<rootDir>/tests/support/slowest-first-sequencer.js',
  // Jest's own reporters (its 'default', named one by one so that its summary comes before what follows), then
  // the wall time and the ten slowest files, then the closing line, which CI reads: it stays the last line printed.
  reporters: [
    ['<rootDir>/tests/support/jest-own-reporter.js', { kind: 'progress' }],
    ['<rootDir>/tests/support/jest-own-reporter.js', { kind: 'summary' }],
    '<rootDir>/tests/support/timing-reporter.js',
    '<rootDir>/tests/support/closing-line-reporter.js',
  ],
};
