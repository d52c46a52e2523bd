import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Selectors of a transaction begun by a module's own code (a rule's options replace, never add to, another block's). */
const NO_TRANSACTION_BEGUN = [
  {
    selector: "CallExpression[callee.property.name='run'][callee.object.property.name=/^(unitOfWork|database)$/]",
    message: 'A module begins no transaction: the operation pipeline (or the task engine, for an attempt) runs this in its own.',
  },
  {
    selector: "CallExpression[callee.property.name='transaction']",
    message: 'A module begins no transaction: the operation pipeline (or the task engine, for an attempt) runs this in its own.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'clients/*/dist/**', 'node_modules/**', 'coverage/**', '.data/**', '*.cjs', 'jest.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'error',
    },
  },
  {
    // Transactions begin where work comes in: the operation pipeline for every operation (HTTP, tool,
    // admin, command line), the task engine for an attempt's record. A module's code runs inside them
    // and begins none. The entry points a module keeps, outside the Store API's pipeline: the OAuth token
    // endpoint and the signed upload target. tests/architecture/lint-rules.test.ts proves the rule bites.
    files: ['modules/**/*.ts'],
    ignores: ['**/*.test.ts', 'modules/*/test-support/**', 'modules/identity/adapters/web/oauth-endpoints.router.ts', 'modules/uploads/adapters/http/upload-targets.router.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_TRANSACTION_BEGUN,
      ],
    },
  },
  {
    // A model is the shape that checks a document; what it means on the wire (descriptions, formats,
    // examples, component names) is the HTTP adapter's, which documents the model's schemas with
    // documented() (infra/openapi/documented.ts). tests/architecture/lint-rules.test.ts proves it bites.
    files: ['modules/*/model/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(openapi|describe|meta)$/]",
          message: 'Wire documentation lives with the HTTP adapter (adapters/http/, documented()), not in model/: keep the model plain zod.',
        },
        ...NO_TRANSACTION_BEGUN,
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { process: 'readonly', module: 'writable', require: 'readonly' } },
  },
  {
    // Scripts the service sends to browsers as they are written.
    files: ['modules/*/adapters/web/assets/**/*.js', 'infra/admin/assets/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly', fetch: 'readonly', URL: 'readonly', Intl: 'readonly', FontFace: 'readonly', crypto: 'readonly', navigator: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', getComputedStyle: 'readonly', ResizeObserver: 'readonly' },
    },
  },
  {
    // The client's example scripts talk to their user on the console.
    files: ['clients/*/examples/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
