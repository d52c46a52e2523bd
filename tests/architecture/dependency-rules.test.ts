import { lintTrees, type Lint, type Tree } from './lint-trees';

/**
 * The dependency rules of .dependency-cruiser.cjs bite: the project's own config, run by depcruise on a
 * small tree of two modules, fails lint for each forbidden import and passes the tree without it. What a
 * face exports by name, through re-exports depcruise cannot follow, is faces.test.ts's.
 */
/** Catalogue keeps its wire schema behind its face; orders reaches its read model through a port and an adapter, and lends no service. */
const CLEAN: Tree = {
  'tsconfig.check.json': JSON.stringify({ compilerOptions: { module: 'commonjs', moduleResolution: 'node10', strict: true }, include: ['modules'] }),
  'modules/catalogue/domain/product.ts': 'export interface Product { id: number; title: string }\n',
  'modules/catalogue/read-models/products.ts':
    "import type { Product } from '../domain/product';\nexport class Products { read(): Product[] { return []; } }\n",
  'modules/catalogue/adapters/http/products.schemas.ts':
    "import type { Product } from '../../domain/product';\nexport const productResource = (product: Product) => ({ object: 'product', id: product.id });\n",
  'modules/catalogue/adapters/http/products.routes.ts':
    "import { productResource } from './products.schemas';\nexport const productRoutes = [productResource];\n",
  'modules/catalogue/catalogue.container.ts': "import { productRoutes } from './adapters/http/products.routes';\nexport const catalogueContainer = { productRoutes };\n",
  'modules/catalogue/index.ts':
    "export { catalogueContainer } from './catalogue.container';\nexport type { Products } from './read-models/products';\nexport type { Product } from './domain/product';\n",
  'modules/orders/application/ports.ts': 'export interface ProductCatalogue { title(productId: number): string | undefined }\n',
  'modules/orders/application/record-order.service.ts':
    "import type { ProductCatalogue } from './ports';\nexport class RecordOrderService { constructor(readonly catalogue: ProductCatalogue) {} }\n",
  'modules/orders/adapters/catalogue/catalogue-products.ts':
    "import type { Product, Products } from '../../../catalogue';\nimport type { ProductCatalogue } from '../../application/ports';\n" +
    'export class CatalogueProducts implements ProductCatalogue {\n  constructor(readonly products: Products) {}\n' +
    '  title(productId: number) { return this.products.read().find((product: Product) => product.id === productId)?.title; }\n}\n',
  'modules/orders/orders.container.ts':
    "import { RecordOrderService } from './application/record-order.service';\nimport { CatalogueProducts } from './adapters/catalogue/catalogue-products';\n" +
    'export const ordersContainer = { services: [RecordOrderService], adapters: [CatalogueProducts] };\n',
  'modules/orders/index.ts': "export { ordersContainer } from './orders.container';\n",
};

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
      "import type { Products } from '../../catalogue';\nexport class RecordOrderService { constructor(readonly products: Products) {} }\n",
  },
  readModelReachesOut: {
    ...CLEAN,
    'modules/orders/read-models/order-lines.ts':
      "import type { Products } from '../../catalogue';\nimport type { CatalogueProducts } from '../adapters/catalogue/catalogue-products';\n" +
      'export class OrderLines { constructor(readonly products: Products, readonly adapter: CatalogueProducts) {} }\n',
  },
  useCaseServiceReachesOut: {
    ...CLEAN,
    'modules/orders/use-cases/create-order/record-order.service.ts':
      "import type { Products } from '../../../catalogue';\nimport type { CatalogueProducts } from '../../adapters/catalogue/catalogue-products';\n" +
      'export class RecordOrderService { constructor(readonly products: Products, readonly adapter: CatalogueProducts) {} }\n',
  },
  domainAndModelImportFace: {
    ...CLEAN,
    'modules/orders/domain/order.ts': "import { catalogueContainer } from '../../catalogue';\nexport const orderLine = { catalogueContainer };\n",
    'modules/orders/domain/line.ts': "import type { Product } from '../../catalogue/domain/product';\nexport interface Line { product: Product }\n",
    'modules/orders/model/order-submission.ts': "import type { Product } from '../../catalogue';\nexport type Submitted = Product[];\n",
  },
  faceReExportsModelSchemas: {
    ...CLEAN,
    'modules/catalogue/model/product.schemas.ts': "export const productShape = { title: 'string' };\n",
    'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { productShape } from './model/product.schemas';\n`,
    'modules/orders/adapters/http/orders.schemas.ts': "import { productShape } from '../../../catalogue';\nexport const orderLine = productShape;\n",
  },
  wireSchemaReExportedThroughTheContainer: {
    ...CLEAN,
    'modules/catalogue/catalogue.container.ts': `${CLEAN['modules/catalogue/catalogue.container.ts']}export { productResource } from './adapters/http/products.schemas';\n`,
    'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { productResource } from './catalogue.container';\n`,
    'modules/orders/adapters/http/orders.schemas.ts': "import { productResource } from '../../../catalogue';\nexport const orderLine = productResource;\n",
  },
  faceReExportsAnAdapterThatReExports: {
    ...CLEAN,
    'modules/catalogue/adapters/http/product-wire.ts': "export { productResource } from './products.schemas';\n",
    'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { productResource } from './adapters/http/product-wire';\n`,
  },
  modelDocumentsItself: {
    ...CLEAN,
    'modules/catalogue/model/product-shape.ts': "import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';\nexport const documents = extendZodWithOpenApi;\n",
  },
  domainNamesPublishedTypes: {
    ...CLEAN,
    'modules/orders/domain/order.ts': "import type { Product } from '../../catalogue';\nexport interface OrderLine { product: Product }\n",
  },
} satisfies Record<string, Tree>;

let verdicts: Map<keyof typeof TREES, Lint>;

beforeAll(async () => {
  verdicts = await lintTrees(TREES);
});

function lint(tree: keyof typeof TREES): Lint {
  const verdict = verdicts.get(tree);
  if (!verdict) throw new Error(`no verdict for the tree ${tree}`);
  return verdict;
}

describe('the dependency rules (make lint)', () => {
  it('pass two modules that meet through a face exporting read models, and a port', () => {
    expect(lint('clean')).toEqual({ failed: false, violations: [] });
  });

  it("fail a face that exports its module's wire schema, so that no adapter can reach it through the face", () => {
    const result = lint('faceExportsWireSchema');
    expect(result.failed).toBe(true);
    expect(result.violations.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort()).toEqual([
      'face-exports-no-wire-schemas: modules/catalogue/index.ts → modules/catalogue/adapters/http/products.schemas.ts',
      'face-hides-adapters: modules/catalogue/index.ts → modules/catalogue/adapters/http/products.schemas.ts',
      'no-re-exported-wire-schemas: modules/catalogue/index.ts → modules/catalogue/adapters/http/products.schemas.ts',
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

  it("fail a read model that imports another module's face or an adapter of its own: it reads through its module's ports, as a use case does", () => {
    const result = lint('readModelReachesOut');
    expect(result.failed).toBe(true);
    expect(result.violations.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort()).toEqual([
      'application-not-adapters: modules/orders/read-models/order-lines.ts → modules/orders/adapters/catalogue/catalogue-products.ts',
      'inner-layers-know-no-module: modules/orders/read-models/order-lines.ts → modules/catalogue/index.ts',
    ]);
  });

  it("fail a use case's service that imports another module's face or an adapter of its own: a service beside its use case keeps application/'s rules", () => {
    const result = lint('useCaseServiceReachesOut');
    expect(result.failed).toBe(true);
    expect(result.violations.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort()).toEqual([
      'application-not-adapters: modules/orders/use-cases/create-order/record-order.service.ts → modules/orders/adapters/catalogue/catalogue-products.ts',
      'inner-layers-know-no-module: modules/orders/use-cases/create-order/record-order.service.ts → modules/catalogue/index.ts',
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

  it("fail a face that re-exports a model's *.schemas.ts, so that another module's import of it through the face has nothing to reach", () => {
    const result = lint('faceReExportsModelSchemas');
    expect(result.failed).toBe(true);
    expect(result.violations.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort()).toEqual([
      'face-exports-no-wire-schemas: modules/catalogue/index.ts → modules/catalogue/model/product.schemas.ts',
      'no-re-exported-wire-schemas: modules/catalogue/index.ts → modules/catalogue/model/product.schemas.ts',
    ]);
  });

  it('fail a wire schema re-exported through the container, which the face re-exports in turn: the rules see through the chain', () => {
    const result = lint('wireSchemaReExportedThroughTheContainer');
    expect(result.failed).toBe(true);
    expect(result.violations).toEqual([
      { rule: 'no-re-exported-wire-schemas', from: 'modules/catalogue/catalogue.container.ts', to: 'modules/catalogue/adapters/http/products.schemas.ts' },
    ]);
  });

  it('fail a face re-exporting an adapter file that itself re-exports a wire schema: no file of an adapter is lent through a face', () => {
    const result = lint('faceReExportsAnAdapterThatReExports');
    expect(result.failed).toBe(true);
    expect(result.violations.map(({ rule }) => rule).sort()).toEqual(['face-hides-adapters', 'no-re-exported-wire-schemas']);
  });

  it('fail a model that reaches for zod-to-openapi: its documentation is the HTTP adapter’s', () => {
    const result = lint('modelDocumentsItself');
    expect(result.failed).toBe(true);
    expect(result.violations).toEqual([{ rule: 'model-is-pure', from: 'modules/catalogue/model/product-shape.ts', to: '@asteasolutions/zod-to-openapi' }]);
  });

  it("pass a domain file that names another module's published types, type-only, through its face", () => {
    expect(lint('domainNamesPublishedTypes')).toEqual({ failed: false, violations: [] });
  });
});
