import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { judgeFaces, type FacesVerdict, type Loan } from './faces';

/**
 * The faces (modules/<m>/index.ts) export no wire shape, judged by name through every re-export
 * (tests/architecture/faces.ts): on this repository, and on small trees in a temporary directory, where
 * each planted export or import of a wire shape through a face fails and the clean tree passes.
 */
const ROOT = resolve(__dirname, '../..');

const toPreviousGeneration = (face: string, names: string[]): Loan[] => names.map((name) => ({ face, name, to: 'modules/previous-generation/' }));

/**
 * The wire shapes faces still lend to the previous generation's v2 routes, until those derive their
 * documentation from v3's declarations: each re-exported by its face from the module's
 * adapters/http/lent-to-previous-generation.ts (the one exception of face-hides-adapters). The list only
 * shrinks: a loan nobody borrows any more fails here until its line in the face and the file go.
 */
const LOANS: Loan[] = [
  ...toPreviousGeneration('modules/pricing/index.ts', ['basePricingSchema', 'DOCUMENT_MEMBER_DESCRIPTIONS', 'PRICE_LIST_SCHEMAS', 'pricingSizeSchema', 'sheetPricingSchema']),
  ...toPreviousGeneration('modules/catalogue/index.ts', ['productPayloadSchema', 'storedProductUploadSchema']),
  ...toPreviousGeneration('modules/orders/index.ts', ['orderSubmission']),
];

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
  'modules/catalogue/index.ts':
    "export { catalogueContainer } from './catalogue.container';\nexport type { Product } from './domain/product';\nexport const CatalogueTokens = { ReadProducts: Symbol('ReadProducts') };\n",
  'modules/orders/adapters/http/orders.schemas.ts':
    "import { z } from 'zod';\nimport { CatalogueTokens, type Product } from '../../../catalogue';\n" +
    'export const orderLineSchema = z.object({ title: z.string() });\nexport const orderLine = (product: Product) => ({ title: product.title, token: CatalogueTokens.ReadProducts });\n',
  'modules/orders/index.ts': "export type { Product as OrderedProduct } from '../catalogue';\n",
};

const LENT = {
  'modules/catalogue/adapters/http/lent-to-previous-generation.ts': "export { productResourceSchema } from './products.schemas';\n",
  'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { productResourceSchema } from './adapters/http/lent-to-previous-generation';\n`,
  'modules/previous-generation/adapters/http/products-v2.schemas.ts': "import { productResourceSchema } from '../../../catalogue';\nexport const legacyProduct = productResourceSchema;\n",
};
const A_LOAN: Loan[] = toPreviousGeneration('modules/catalogue/index.ts', ['productResourceSchema']);

const TREES = {
  clean: { tree: CLEAN, loans: [] },
  // dependency-cruiser sees the face depend on the container and the container on its own adapter: both allowed.
  schemaThroughContainer: {
    tree: {
      ...CLEAN,
      'modules/catalogue/catalogue.container.ts':
        "import { productResource, productResourceSchema } from './adapters/http/products.schemas';\nexport const catalogueContainer = { presenters: [productResource] };\nexport { productResourceSchema };\n",
      'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { productResourceSchema as productSchema } from './catalogue.container';\n`,
      'modules/orders/adapters/http/orders.schemas.ts': "import { productSchema } from '../../../catalogue';\nexport const orderLineSchema = productSchema;\n",
    },
    loans: [],
  },
  modelSchemaThroughFace: { tree: { ...CLEAN, 'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export * from './model/product-shape';\n` }, loans: [] },
  recordMapperInModel: {
    tree: {
      ...CLEAN,
      'modules/catalogue/model/product-record.ts': "import type { Product } from '../domain/product';\nexport const productRecord = (product: Product) => ({ object: 'product', id: product.id });\n",
      'modules/catalogue/index.ts': `${CLEAN['modules/catalogue/index.ts']}export { productRecord } from './model/product-record';\n`,
    },
    loans: [],
  },
  loanTakenByAnotherModule: {
    tree: { ...CLEAN, ...LENT, 'modules/orders/adapters/http/orders.schemas.ts': "import * as catalogue from '../../../catalogue';\nexport const orderLineSchema = catalogue.productResourceSchema;\n" },
    loans: A_LOAN,
  },
  loanNobodyBorrows: { tree: { ...CLEAN, ...LENT, 'modules/previous-generation/adapters/http/products-v2.schemas.ts': 'export const legacyProduct = {};\n' }, loans: A_LOAN },
  loanBorrowed: { tree: { ...CLEAN, ...LENT }, loans: A_LOAN },
} satisfies Record<string, { tree: Tree; loans: Loan[] }>;

let parent: string;
const verdicts = new Map<keyof typeof TREES, FacesVerdict>();

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'faces-'));
  for (const [name, { tree, loans }] of Object.entries(TREES) as [keyof typeof TREES, { tree: Tree; loans: Loan[] }][]) {
    const dir = join(parent, name);
    for (const [path, text] of Object.entries(tree)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    verdicts.set(name, judgeFaces(dir, loans));
  }
});

afterAll(() => rm(parent, { recursive: true, force: true }));

const judged = (tree: keyof typeof TREES) => verdicts.get(tree)!;
const NOTHING: FacesVerdict = { exports: [], imports: [], staleLoans: [] };

describe('the faces export no wire shape', () => {
  it('of this repository: only the loans to the previous generation, which it alone imports', () => {
    expect(judgeFaces(ROOT, LOANS)).toEqual(NOTHING);
  });

  it('pass two modules whose faces export read models, services and tokens, each presenter with its own wire schema', () => {
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

  it('let a loan through the face to its borrower alone, and fail it taken by another module or no longer borrowed', () => {
    expect(judged('loanBorrowed')).toEqual(NOTHING);
    expect(judged('loanTakenByAnotherModule')).toEqual({
      exports: [],
      imports: ['modules/orders/adapters/http/orders.schemas.ts imports productResourceSchema from modules/catalogue/index.ts, lent to modules/previous-generation/ only'],
      staleLoans: [],
    });
    expect(judged('loanNobodyBorrows').staleLoans).toEqual([
      'modules/previous-generation/ no longer imports productResourceSchema from modules/catalogue/index.ts: remove it from the face and the loan',
    ]);
  });
});
