import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * The dependency rules of .dependency-cruiser.cjs bite: the project's own config, run by depcruise on a
 * small tree of two modules, fails lint for each forbidden import and passes the tree without it.
 */
const ROOT = resolve(__dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
// The file its package names as `depcruise`, as `make lint` runs it (the file's name changes between majors).
const DEPCRUISER = join(ROOT, 'node_modules/dependency-cruiser');
const DEPCRUISE = join(DEPCRUISER, (JSON.parse(readFileSync(join(DEPCRUISER, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['depcruise']!);

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

const trees: string[] = [];

/**
 * Runs depcruise with the project's config, as `make lint` does, but asks for its JSON report so that the
 * verdict does not depend on how the terminal colours text (Jest passes FORCE_COLOR to its workers).
 */
async function lint(tree: Tree): Promise<Lint> {
  const dir = await mkdtemp(join(tmpdir(), 'dependency-rules-'));
  trees.push(dir);
  for (const [path, text] of Object.entries(tree)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return new Promise((done, fail) => {
    execFile(process.execPath, [DEPCRUISE, '--config', CONFIG, '--output-type', 'json', 'modules'], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error && !stdout) return fail(error);
      const report = JSON.parse(stdout) as { summary: { error: number; violations: Array<{ rule: { name: string; severity: string }; from: string; to: string }> } };
      const violations = report.summary.violations
        .filter(({ rule }) => rule.severity === 'error')
        .map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
      done({ failed: report.summary.error > 0, violations });
    });
  });
}

afterAll(() => Promise.all(trees.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the dependency rules (make lint)', () => {
  it('pass two modules that meet through a face exporting services and read models, and a port', async () => {
    await expect(lint(CLEAN)).resolves.toEqual({ failed: false, violations: [] });
  });

  it("fail a face that exports its module's wire schema, so that no adapter can reach it through the face", async () => {
    const result = await lint({
      ...CLEAN,
      'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { productResource } from './adapters/http/products.schemas';\n`,
      'modules/orders/adapters/http/orders.schemas.ts': "import { productResource } from '../../../catalogue';\nexport const orderLine = productResource;\n",
    });
    expect(result.failed).toBe(true);
    expect(result.violations).toEqual([
      { rule: 'face-hides-adapters', from: 'modules/catalogue/index.ts', to: 'modules/catalogue/adapters/http/products.schemas.ts' },
    ]);
  });

  it("fail an adapter that imports another module's wire schema directly", async () => {
    const result = await lint({
      ...CLEAN,
      'modules/orders/adapters/http/orders.schemas.ts':
        "import { productResource } from '../../../catalogue/adapters/http/products.schemas';\nexport const orderLine = productResource;\n",
    });
    expect(result.failed).toBe(true);
    expect(result.violations).toEqual(
      expect.arrayContaining([
        { rule: 'no-other-module-wire-schemas', from: 'modules/orders/adapters/http/orders.schemas.ts', to: 'modules/catalogue/adapters/http/products.schemas.ts' },
      ]),
    );
  });

  it("fail an application file that imports another module, even through that module's face", async () => {
    const result = await lint({
      ...CLEAN,
      'modules/orders/application/record-order.service.ts':
        "import type { ReadProductsService } from '../../catalogue';\nexport class RecordOrderService { constructor(readonly products: ReadProductsService) {} }\n",
    });
    expect(result.failed).toBe(true);
    expect(result.violations).toEqual([
      { rule: 'inner-layers-know-no-module', from: 'modules/orders/application/record-order.service.ts', to: 'modules/catalogue/index.ts' },
    ]);
  });

  it('fail domain and model files that import another module', async () => {
    const result = await lint({
      ...CLEAN,
      'modules/orders/domain/order.ts': "import type { Product } from '../../catalogue';\nexport interface OrderLine { product: Product }\n",
      'modules/orders/model/order-submission.ts': "import type { Product } from '../../catalogue';\nexport type Submitted = Product[];\n",
    });
    expect(result.failed).toBe(true);
    const inner = result.violations.filter(({ rule }) => rule === 'inner-layers-know-no-module');
    expect(inner.map(({ from, to }) => `${from} → ${to}`).sort()).toEqual([
      'modules/orders/domain/order.ts → modules/catalogue/index.ts',
      'modules/orders/model/order-submission.ts → modules/catalogue/index.ts',
    ]);
  });
});
