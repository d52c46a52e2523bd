/** Unit, integration and end-to-end tests: all against the real PostgreSQL and Redis on the machine. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/modules', '<rootDir>/shared-kernel', '<rootDir>/infra', '<rootDir>/tests', '<rootDir>/clients'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.check.json' }] },
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  // Generous: a deadline is for a hang, not for a slow machine (CI shares its two cores).
  testTimeout: 120000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/tests/support/closing-line-reporter.js'],
};
