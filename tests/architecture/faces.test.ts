import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { judgeFaces, type FacesVerdict } from './faces';

/**
 * The faces (modules/<m>/index.ts) export no wire shape and no service, judged by name through every
 * re-export (tests/architecture/faces.ts): on this repository, and on small trees in a temporary directory,
 * where each planted export through a face fails and the clean tree passes.
 */
const ROOT = resolve(__dirname, '../..');

type Tree = Record<string, string>;

/** Catalogue publishes its product in its own wire schema; orders and the previous generation map the read model into theirs. */
const CLEAN: Tree = {
  'tsconfig.check.json': JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['ES2023'], module: 'commonjs', moduleResolution: 'node10', strict: true, skipLibCheck: true }, include: ['modules'] }),
  'modules/catalogue/domain/product.ts': 'export interface Product { id: number; title: string }\n',
  'modules/catalogue/model/product-shape.ts': "import { z } from 'zod';\nexport const productShape = z.strictObject({ title: z.string().min(1) });\n",
  'modules/catalogue/adapters/http/products.schemas.ts':
    "import { z } from 'zod';\nimport type { Product } from '../../domain/product';\nimport { productShape } from '../../model/product-shape';\n" +
    'export const productResourceSchema = productShape.extend({ id: z.number() });\n' +
    'export const productResource = (product: Product) => ({ id: product.id, title: product.title });\n',
  'modules/catalogue/catalogue.container.ts': "import { productResource } from './adapters/http/products.schemas';\nexport const catalogueContainer = { presenters: [productResource] };\n",
  'modules/catalogue/read-models/products.ts': "import type { Product } from '../domain/product';\nexport class Products {\n  get(id: number): Product {\n    return { id, title: 'A sign' };\n  }\n}\n",
  'modules/catalogue/application/record-product.service.ts': "import type { Product } from '../domain/product';\nexport class RecordProductService {\n  record(title: string): Product {\n    return { id: 1, title };\n  }\n}\n",
  'modules/catalogue/application/offered-interfaces.ts': "import type { Product } from '../domain/product';\nexport interface ProductRecords {\n  record(title: string): Product;\n}\n",
  'modules/catalogue/index.ts':
    "export { catalogueContainer } from './catalogue.container';\nexport type { Product } from './domain/product';\nexport const CatalogueTokens = { ReadProducts: Symbol('ReadProducts') };\n" +
    "export { Products } from './read-models/products';\nexport type { ProductRecords } from './application/offered-interfaces';\n",
  'modules/orders/adapters/http/orders.schemas.ts':
    "import { z } from 'zod';\nimport { CatalogueTokens, type Product } from '../../../catalogue';\n" +
    'export const orderLineSchema = z.object({ title: z.string() });\nexport const orderLine = (product: Product) => ({ title: product.title, token: CatalogueTokens.ReadProducts });\n',
  'modules/orders/index.ts': "export type { Product as OrderedProduct } from '../catalogue';\n",
};

const TREES = {
  clean: CLEAN,
  // dependency-cruiser sees the face depend on the container and the container on its own adapter: both allowed.
  schemaThroughContainer: {
    ...CLEAN,
    'modules/catalogue/catalogue.container.ts':
      "import { productResource, productResourceSchema } from './adapters/http/products.schemas';\nexport const catalogueContainer = { presenters: [productResource] };\nexport { productResourceSchema };\n",
    'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { productResourceSchema as productSchema } from './catalogue.container';\n`,
    'modules/orders/adapters/http/orders.schemas.ts': "import { productSchema } from '../../../catalogue';\nexport const orderLineSchema = productSchema;\n",
  },
  modelSchemaThroughFace: { ...CLEAN, 'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export * from './model/product-shape';\n` },
  recordMapperInModel: {
    ...CLEAN,
    'modules/catalogue/model/product-record.ts': "import type { Product } from '../domain/product';\nexport const productRecord = (product: Product) => ({ object: 'product', id: product.id });\n",
    'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { productRecord } from './model/product-record';\n`,
  },
  serviceThroughFace: { ...CLEAN, 'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { RecordProductService } from './application/record-product.service';\n` },
  serviceTypeThroughContainer: {
    ...CLEAN,
    'modules/catalogue/catalogue.container.ts': `${CLEAN['modules/catalogue/catalogue.container.ts']}export { RecordProductService as ProductWriter } from './application/record-product.service';\n`,
    'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export type { ProductWriter } from './catalogue.container';\n`,
  },
} satisfies Record<string, Tree>;

let parent: string;
const verdicts = new Map<keyof typeof TREES, FacesVerdict>();

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'faces-'));
  for (const [name, tree] of Object.entries(TREES) as [keyof typeof TREES, Tree][]) {
    const dir = join(parent, name);
    for (const [path, text] of Object.entries(tree)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    verdicts.set(name, judgeFaces(dir));
  }
});

afterAll(() => rm(parent, { recursive: true, force: true }));

const judged = (tree: keyof typeof TREES) => verdicts.get(tree)!;
const NOTHING: FacesVerdict = { exports: [] };

describe('the faces export no wire shape and no service', () => {
  it('of this repository', () => {
    expect(judgeFaces(ROOT)).toEqual(NOTHING);
  });

  it('pass two modules whose faces export read models, offered interfaces and tokens, each presenter with its own wire schema', () => {
    expect(judged('clean')).toEqual(NOTHING);
  });

  it('fail a wire schema another module imports through the face, re-exported by the container under another name', () => {
    expect(judged('schemaThroughContainer').exports).toEqual([
      'modules/catalogue/index.ts exports productSchema, a wire shape (modules/catalogue/adapters/http/products.schemas.ts)',
    ]);
  });

  it('fail a model’s zod schema re-exported by `export *`, and a record mapper kept in the model', () => {
    expect(judged('modelSchemaThroughFace').exports).toEqual(['modules/catalogue/index.ts exports productShape, a zod schema (modules/catalogue/model/product-shape.ts)']);
    expect(judged('recordMapperInModel').exports).toEqual(['modules/catalogue/index.ts exports productRecord, named as a wire record or schema (modules/catalogue/model/product-record.ts)']);
  });

  it('fail an application service on the face, as a value or as a type renamed through the container', () => {
    expect(judged('serviceThroughFace').exports).toEqual(['modules/catalogue/index.ts exports RecordProductService, an application service (modules/catalogue/application/record-product.service.ts)']);
    expect(judged('serviceTypeThroughContainer').exports).toEqual(['modules/catalogue/index.ts exports ProductWriter, an application service (modules/catalogue/application/record-product.service.ts)']);
  });
});
