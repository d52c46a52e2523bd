/**
 * The architecture's import rules (docs/architecture.md), checked in `make test`: modules meet only
 * through each other's index.ts, which shows no adapter; only adapters meet other modules; domain code
 * stays free of frameworks and adapters, layers point inwards. tests/architecture/ proves the rules bite.
 */
const FRAMEWORKS = '^(express|kysely|kysely-pglite-dialect|pg|@electric-sql/pglite|zod|@asteasolutions/zod-to-openapi|inversify|bullmq|ioredis|pino|prom-client|rate-limiter-flexible|jose|@modelcontextprotocol/sdk|nodemailer|undici)(/|$)';

module.exports = {
  forbidden: [
    {
      name: 'no-other-module-insides',
      comment: 'Another module is reached only through its index.ts.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/' },
      to: { path: '^modules/([^/]+)/.+', pathNot: ['^modules/$1/', '^modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'face-hides-adapters',
      comment:
        "A module's index.ts exports its container, tokens, operations' types, models and read models: never its HTTP, connector or web adapters " +
        '(wire schemas, presenters). Each presenter maps read models into its own wire shape. Migrations and the container stay.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/index\\.ts$' },
      to: { path: '^modules/$1/adapters/(http|connector|web)/' },
    },
    {
      name: 'inner-layers-know-no-module',
      comment:
        'application/, read-models/, model/ and a use case\'s service import no other module, not even its face: what a use case or a read model needs of ' +
        'another module is a port in its own application/ports.ts, implemented in adapters/<other-module>/ over that module\'s face.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/((application|read-models|model)/|use-cases/.+\\.service\\.ts$)' },
      to: { path: '^modules/', pathNot: '^modules/$1/' },
    },
    {
      name: 'domain-names-only-published-types',
      comment:
        "domain/ may name another module's published types (import type, through its face: the language two contexts share, " +
        "such as pricing's document for the storefront's price calculation); nothing else of another module, and nothing at run time.",
      severity: 'error',
      from: { path: '^modules/([^/]+)/domain/' },
      to: { path: '^modules/', pathNot: ['^modules/$1/', '^modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'domain-names-only-published-types',
      comment: "domain/ imports another module's face for types only (import type): a value would run that module's code in this one's rules.",
      severity: 'error',
      from: { path: '^modules/([^/]+)/domain/' },
      to: { path: '^modules/[^/]+/index\\.ts$', pathNot: '^modules/$1/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'face-exports-no-wire-schemas',
      comment:
        "A module's index.ts re-exports no *.schemas.ts file, of its adapters or its model: a wire schema is one presenter's, so no other " +
        'module may reach one through the face. tests/architecture/faces.test.ts judges the same by name, through every kind of re-export.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/index\\.ts$' },
      to: { path: '\\.schemas\\.ts$' },
    },
    {
      name: 'no-re-exported-wire-schemas',
      comment:
        'Only an HTTP, connector or web adapter re-exports (export … from) a wire schema file or another adapter file: a face cannot reach one ' +
        'through a chain of re-exports (a model file or the container re-exporting a presenter).',
      severity: 'error',
      from: { pathNot: '^modules/[^/]+/adapters/(http|connector|web)/' },
      to: {
        path: ['\\.schemas\\.ts$', '^modules/[^/]+/adapters/(http|connector|web)/'],
        dependencyTypes: ['export'],
      },
    },
    {
      name: 'no-other-module-wire-schemas',
      comment:
        "No adapter, application or read-model file imports another module's wire schemas (its adapters/http/ or a *.schemas.ts). " +
        'face-hides-adapters and no-other-module-insides already imply it; named, so that the reason a lint fails says what was reached for.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/(adapters|application|read-models)/' },
      to: { path: '^modules/[^/]+/(adapters/http/|.+\\.schemas\\.ts$)', pathNot: '^modules/$1/' },
    },
    {
      name: 'admin-presents-operations',
      comment:
        "The merchant admin (a module's adapters/admin/) presents operations through the pipeline (context.run): it calls no application " +
        "service nor read model, opens no transaction and spends no budget of its own. Its operation declarations (*.operation(s).ts) call services, as " +
        "routes do; its login authenticates the session (web-sessions) and reads where the service is (connector-origins).",
      severity: 'error',
      from: { path: '^modules/[^/]+/adapters/admin/', pathNot: '\\.operations?\\.ts$' },
      to: {
        path: ['^modules/[^/]+/(application|read-models)/', '^modules/[^/]+/index\\.ts$', '^shared-kernel/unit-of-work', '^infra/rate-limit/', '^infra/database/'],
        pathNot: '^modules/identity/application/(web-sessions\\.service|connector-origins)\\.ts$',
      },
    },
    {
      name: 'previous-generation-presents-v3',
      comment:
        'The previous generation presents the Store API\'s own operations (found in the operation directory) in its older words: ' +
        'it imports no other module at all, neither a service nor a schema, not even through a face.',
      severity: 'error',
      from: { path: '^modules/previous-generation/' },
      to: { path: '^modules/', pathNot: '^modules/previous-generation/' },
    },
    {
      name: 'command-line-presents-operations',
      comment:
        'The command line (and its demo seed) runs declared operations through the pipeline (OperatorCalls): it takes nothing of a ' +
        "module at run time, only the types of its published words (import type through its face), never a service.",
      severity: 'error',
      from: { path: '^apps/cli/' },
      to: { path: '^modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'apps-use-module-faces',
      comment: 'Composition roots import a module only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/' },
      to: { path: '^modules/[^/]+/.+', pathNot: '^modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'domain-is-plain',
      comment: 'domain/ imports nothing but itself and the shared kernel: no framework, no adapter, no application.',
      severity: 'error',
      from: { path: '^modules/[^/]+/domain/' },
      to: {
        pathNot: ['^modules/[^/]+/domain/', '^modules/[^/]+/index\\.ts$', '^shared-kernel/(problems|events|validation/json-pointer|validation/email-address|html-escape|clock|merge-patch|webhook-secret|scopes|tasks|actor)', '^node:', '^(crypto|util)$'],
      },
    },
    {
      name: 'model-is-pure',
      comment:
        'model/ holds aggregates built with zod: they import their own domain, the shared kernel and zod, nothing with I/O, and no OpenAPI: ' +
        "what a model's schema means on the wire is the HTTP adapter's (documented(), infra/openapi/documented.ts; ESLint refuses .openapi() in model/).",
      severity: 'error',
      from: { path: '^modules/([^/]+)/model/' },
      to: {
        pathNot: ['^modules/$1/(model|domain)/', '^shared-kernel/', '^node:', '^zod(/|$)'],
      },
    },
    {
      name: 'domain-no-frameworks',
      severity: 'error',
      from: { path: '^modules/[^/]+/domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'application-not-adapters',
      comment: 'application/, read-models/ and a use case\'s service use ports; they never import an adapter or a framework other than Inversify.',
      severity: 'error',
      from: { path: '^modules/[^/]+/((application|read-models)/|use-cases/.+\\.service\\.ts$)' },
      to: { path: ['^modules/[^/]+/adapters/', '^infra/(?!infra\\.tokens)', FRAMEWORKS], pathNot: '^(inversify|reflect-metadata)' },
    },
    {
      name: 'shared-kernel-is-small',
      comment: 'The shared kernel depends on no module, no infra and no I/O library.',
      severity: 'error',
      from: { path: '^shared-kernel/' },
      to: { path: ['^modules/', '^infra/', '^apps/', '^(express|kysely|pg|bullmq|ioredis|pino)(/|$)'] },
    },
    {
      name: 'infra-knows-no-module',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: ['^modules/', '^apps/'] },
    },
    {
      name: 'client-stands-alone',
      comment: 'The typed client (clients/) is a package of its own: it knows the service only through the OpenAPI document.',
      severity: 'error',
      from: { path: '^clients/' },
      to: { path: '^(apps|modules|shared-kernel|infra|tests|bench)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', 'test-support'] },
    tsConfig: { fileName: 'tsconfig.check.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['require', 'node', 'default', 'types'] },
  },
};
