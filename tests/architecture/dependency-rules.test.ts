import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * The dependency rules of .dependency-cruiser.cjs bite: the project's own config, run by depcruise on a
 * small tree of two modules, fails lint for each forbidden import and passes the tree without it.
 */
const ROOT = resolve(__dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const CRUISE_TREES = join(__dirname, 'cruise-trees.mjs');

type Tree = Record<string, string>;

/** Catalogue keeps its wire schema behind its face; orders reaches it through a port and an adapter. */
const CLEAN: Tree = {
  'tsconfig.check.json': JSON.stringify({ compilerOptions: { module: 'commonjs', moduleResolution: 'node10', strict: true }, include: ['modules'] }),
  'modules/catalogue/domain/product.ts': 'export interface Product { id: number; title: string }\n',
  'modules/catalogue/application/read-products.service.ts':
    "import type { Product } from '../domain/product';\nexport class ReadProductsService { read(): Product[] { return []; } }\n",
  'modules/catalogue/adapters/http/products.schemas.ts':
    "import type { Product } from '../../domain/product';\nexport const productResource = (product: Product) => ({ object: 'product', id: product.id });\n",
  'modules/catalogue/adapters/http/products.routes.ts':
    "import { productResource } from './products.schemas';\nexport const productRoutes = [productResource];\n",
  'modules/catalogue/catalogue.container.ts': "import { productRoutes } from './adapters/http/products.routes';\nexport const catalogueContainer = { productRoutes };\n",
  'modules/catalogue/index.ts':
    "export { catalogueContainer } from './catalogue.container';\nexport type { ReadProductsService } from './application/read-products.service';\nexport type { Product } from './domain/product';\n",
  'modules/orders/application/ports.ts': 'export interface ProductCatalogue { title(productId: number): string | undefined }\n',
  'modules/orders/application/record-order.service.ts':
    "import type { ProductCatalogue } from './ports';\nexport class RecordOrderService { constructor(readonly catalogue: ProductCatalogue) {} }\n",
  'modules/orders/adapters/catalogue/catalogue-products.ts':
    "import type { Product, ReadProductsService } from '../../../catalogue';\nimport type { ProductCatalogue } from '../../application/ports';\n" +
    'export class CatalogueProducts implements ProductCatalogue {\n  constructor(readonly products: ReadProductsService) {}\n' +
    '  title(productId: number) { return this.products.read().find((product: Product) => product.id === productId)?.title; }\n}\n',
  'modules/orders/index.ts': "export type { RecordOrderService } from './application/record-order.service';\n",
};

interface Violation {
  rule: string;
  from: string;
  to: string;
}

interface Lint {
  failed: boolean;
  violations: Violation[];
}

/** Each tree the tests below judge: the clean one, and the clean one with one kind of forbidden import. */
const TREES = {
  clean: CLEAN,
  faceExportsWireSchema: {
    ...CLEAN,
    'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { productResource } from './adapters/http/products.schemas';\n`,
    'modules/orders/adapters/http/orders.schemas.ts': "import { productResource } from '../../../catalogue';\nexport const orderLine = productResource;\n",
  },
  adapterImportsWireSchema: {
    ...CLEAN,
    'modules/orders/adapters/http/orders.schemas.ts':
      "import { productResource } from '../../../catalogue/adapters/http/products.schemas';\nexport const orderLine = productResource;\n",
  },
  applicationImportsFace: {
    ...CLEAN,
    'modules/orders/application/record-order.service.ts':
      "import type { ReadProductsService } from '../../catalogue';\nexport class RecordOrderService { constructor(readonly products: ReadProductsService) {} }\n",
  },
  domainAndModelImportFace: {
    ...CLEAN,
    'modules/orders/domain/order.ts': "import { catalogueContainer } from '../../catalogue';\nexport const orderLine = { catalogueContainer };\n",
    'modules/orders/domain/line.ts': "import type { Product } from '../../catalogue/domain/product';\nexport interface Line { product: Product }\n",
    'modules/orders/model/order-submission.ts': "import type { Product } from '../../catalogue';\nexport type Submitted = Product[];\n",
  },
  domainNamesPublishedTypes: {
    ...CLEAN,
    'modules/orders/domain/order.ts': "import type { Product } from '../../catalogue';\nexport interface OrderLine { product: Product }\n",
  },
} satisfies Record<string, Tree>;

let parent: string;
const verdicts = new Map<keyof typeof TREES, Lint>();

/**
 * Runs depcruise's command line with the project's config on every tree, as `make lint` does, in one
 * process (cruise-trees.mjs: loading depcruise and TypeScript is most of a run), and reads each tree's
 * JSON report, so that the verdict does not depend on how the terminal colours text.
 */
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'dependency-rules-'));
  const dirs = new Map<keyof typeof TREES, string>();
  for (const [name, tree] of Object.entries(TREES) as [keyof typeof TREES, Tree][]) {
    const dir = join(parent, name);
    dirs.set(name, dir);
    for (const [path, text] of Object.entries(tree)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
  }
  await new Promise<void>((done, fail) => {
    execFile(process.execPath, [CRUISE_TREES, CONFIG, ...dirs.values()], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) =>
      error ? fail(new Error(`cruise-trees failed: ${stderr}`)) : done(),
    );
  });
  for (const [name, dir] of dirs) {
    const report = JSON.parse(await readFile(join(dir, 'depcruise-report.json'), 'utf8')) as {
      summary: { error: number; violations: Array<{ rule: { name: string; severity: string }; from: string; to: string }> };
    };
    const violations = report.summary.violations.filter(({ rule }) => rule.severity === 'error').map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
    verdicts.set(name, { failed: report.summary.error > 0, violations });
  }
});

afterAll(() => rm(parent, { recursive: true, force: true }));

function lint(tree: keyof typeof TREES): Lint {
  const verdict = verdicts.get(tree);
  if (!verdict) throw new Error(`no verdict for the tree ${tree}`);
  return verdict;
}

describe('the dependency rules (make lint)', () => {
  it('pass two modules that meet through a face exporting services and read models, and a port', () => {
    expect(lint('clean')).toEqual({ failed: false, violations: [] });
  });

  it("fail a face that exports its module's wire schema, so that no adapter can reach it through the face", () => {
    const result = lint('faceExportsWireSchema');
    expect(result.failed).toBe(true);
    expect(result.violations).toEqual([
      { rule: 'face-hides-adapters', from: 'modules/catalogue/index.ts', to: 'modules/catalogue/adapters/http/products.schemas.ts' },
    ]);
  });

  it("fail an adapter that imports another module's wire schema directly", () => {
    const result = lint('adapterImportsWireSchema');
    expect(result.failed).toBe(true);
    expect(result.violations).toEqual(
      expect.arrayContaining([
        { rule: 'no-other-module-wire-schemas', from: 'modules/orders/adapters/http/orders.schemas.ts', to: 'modules/catalogue/adapters/http/products.schemas.ts' },
      ]),
    );
  });

  it("fail an application file that imports another module, even through that module's face", () => {
    const result = lint('applicationImportsFace');
    expect(result.failed).toBe(true);
    expect(result.violations).toEqual([
      { rule: 'inner-layers-know-no-module', from: 'modules/orders/application/record-order.service.ts', to: 'modules/catalogue/index.ts' },
    ]);
  });

  it("fail a model file that imports another module's face, and a domain file that takes a value from it or reaches past it", () => {
    const result = lint('domainAndModelImportFace');
    expect(result.failed).toBe(true);
    const inner = result.violations.filter(({ rule }) => rule === 'inner-layers-know-no-module' || rule === 'domain-names-only-published-types');
    expect(inner.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort()).toEqual([
      'domain-names-only-published-types: modules/orders/domain/line.ts → modules/catalogue/domain/product.ts',
      'domain-names-only-published-types: modules/orders/domain/order.ts → modules/catalogue/index.ts',
      'inner-layers-know-no-module: modules/orders/model/order-submission.ts → modules/catalogue/index.ts',
    ]);
  });

  it("pass a domain file that names another module's published types, type-only, through its face", () => {
    expect(lint('domainNamesPublishedTypes')).toEqual({ failed: false, violations: [] });
  });
});
