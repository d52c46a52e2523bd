import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { Customiser, PricingModel, SelectionMode } from '../domain/customiser';
import type { CustomiserSettings } from '../domain/customiser-settings';
import type { FamilySegment } from '../domain/option-families';
import type { OptionRow, Referencer } from '../domain/option-row';
import type { LetterPartSelection } from '../domain/letter-part-selection';
import type { LetterPartConfiguration } from '../domain/letter-parts';
import type { Product } from '../domain/product';
import type { CatalogueCopy } from '../domain/catalogue-copy';

export interface NewCustomiser {
  storeId: number;
  name: string;
  pricingModel: PricingModel;
  signCategory: string;
  productFamily: string;
  selectionMode: SelectionMode;
  active: boolean;
}

export interface CustomiserFilters {
  active?: boolean;
  pricingModel?: string;
}

export interface CustomiserRepository {
  create(customiser: NewCustomiser): Promise<Customiser>;
  find(storeId: number, id: number, options?: { forUpdate?: boolean }): Promise<Customiser | undefined>;
  list(storeId: number, filters: CustomiserFilters, page: PageRequest<number>): Promise<Page<Customiser, number>>;
  save(customiser: Customiser): Promise<Customiser>;
}

export interface SettingsRepository {
  get(customiserId: number): Promise<CustomiserSettings>;
  save(storeId: number, customiserId: number, settings: CustomiserSettings): Promise<void>;
}

export interface CustomiserScope {
  storeId: number;
  customiserId: number;
}

export interface FamilyId {
  family: FamilySegment;
  id: number;
}

export interface RowLocator {
  storeId: number;
  customiserId: number;
  family: FamilySegment;
}

export interface OptionRowRepository {
  create(locator: RowLocator, attributes: Record<string, unknown>): Promise<OptionRow>;
  find(locator: RowLocator, id: number, options?: { forUpdate?: boolean }): Promise<OptionRow | undefined>;
  list(locator: RowLocator, page: PageRequest<number>): Promise<Page<OptionRow, number>>;
  listAll(locator: RowLocator): Promise<OptionRow[]>;
  /** A row of the store's family, whichever customiser holds it. */
  findAnywhere(locator: Omit<RowLocator, 'customiserId'>, id: number): Promise<OptionRow | undefined>;
  /** Every row of every family of one customiser. */
  listByCustomiser(storeId: number, customiserId: number): Promise<OptionRow[]>;
  save(row: OptionRow): Promise<OptionRow>;
  delete(row: OptionRow): Promise<void>;
  /** New rows of one family in one statement, answered in the order of `attributes`. */
  createMany(locator: RowLocator, attributes: readonly Record<string, unknown>[]): Promise<OptionRow[]>;
  /** The attributes of many rows written in one statement; a row of another store is left alone. */
  saveMany(rows: readonly OptionRow[]): Promise<void>;
  /** The rows of `locator` among `ids` removed in one statement; an id of no such row is passed over. */
  deleteMany(locator: RowLocator, ids: readonly number[]): Promise<void>;
  /**
   * The rows of one customiser among `wanted` (pairs of family and id): what a write's references name,
   * fetched in one query whatever the number of families they span.
   */
  findAmong(scope: CustomiserScope, wanted: readonly FamilyId[]): Promise<OptionRow[]>;
  /**
   * The rows of one customiser whose `fields` name any of `ids` (as a single id, or one of a list), in id
   * order and in one query whatever the number of fields and ids: a row naming several appears once.
   */
  referencing(scope: CustomiserScope, fields: readonly ReferencingField[], ids: readonly number[]): Promise<OptionRow[]>;
}

/** A field of a family's rows that names rows of another family: one id, or a list of them (`many`). */
export interface ReferencingField {
  family: FamilySegment;
  field: string;
  many: boolean;
}

/** Where a page of a letter type's selections ends: the last one's creation time (as stored) and part. */
export interface SelectionPosition {
  at: string;
  part: string;
}

export interface LetterPartSelectionRepository {
  listByLetterType(storeId: number, customiserId: number, letterTypeId: number): Promise<LetterPartSelection[]>;
  pageByLetterType(storeId: number, customiserId: number, letterTypeId: number, page: PageRequest<SelectionPosition>): Promise<Page<LetterPartSelection, SelectionPosition>>;
  find(storeId: number, customiserId: number, letterTypeId: number, part: string, options?: { forUpdate?: boolean }): Promise<LetterPartSelection | undefined>;
  create(selection: Omit<LetterPartSelection, 'createdAt' | 'updatedAt'>): Promise<LetterPartSelection>;
  /** Saves a reconfigured selection (configuration and bucket), its `updated_at` now; answers it as stored. */
  update(selection: LetterPartSelection, change: { configuration: LetterPartConfiguration; colourIds: readonly number[] }): Promise<LetterPartSelection>;
  delete(selection: LetterPartSelection): Promise<void>;
  /** Selections whose bucket holds any of `colourIds`, in one query. */
  holdingColours(storeId: number, customiserId: number, colourIds: readonly number[]): Promise<LetterPartSelection[]>;
  /** Selections of any of `letterTypeIds`, in one query. */
  listByLetterTypes(storeId: number, customiserId: number, letterTypeIds: readonly number[]): Promise<LetterPartSelection[]>;
  setBucket(storeId: number, letterTypeId: number, part: string, bucket: { colourIds: number[]; shared?: boolean; translations?: Record<string, unknown> }): Promise<void>;
}

/** Rows of one family of one customiser whose referencers are wanted: one row for a delete, many for a bulk write. */
export interface ReferenceTargets {
  storeId: number;
  customiserId: number;
  family: FamilySegment;
  ids: readonly number[];
}

/**
 * Answers "who points at any of these rows?" with one query, however many ids: a write that removes many
 * rows asks once, not once per row. Every context that can reference option rows registers one
 * (multi-injected under CatalogueTokens.ReferenceFinder): the catalogue's own rows, settings and
 * letter-part selections, pricing's base-pricing and price-list rows. A delete asks them all. A referencer
 * of several targets is named once.
 */
export interface ReferenceFinder {
  /**
   * The context whose records this finder names (`catalogue`, `pricing`): a context that removes rows in a
   * write of its own, which replaces its own references in the same write, asks every finder but its own.
   */
  readonly context: string;
  find(targets: ReferenceTargets): Promise<Referencer[]>;
}

/** What the catalogue needs to know of a store, from the identity context. */
/** Writes a store's whole catalogue again under another store: customisers, settings, option rows, letter-part selections. */
export interface CatalogueCopies {
  copy(fromStoreId: number, toStoreId: number): Promise<CatalogueCopy>;
  /** Deletes a store's whole catalogue and its products (a test store's, before it is copied again); answers the customisers' ids. */
  drop(storeId: number): Promise<number[]>;
}

export interface StoreProfiles {
  profile(storeId: number): Promise<{ currency: string | null; perWordStyling: boolean }>;
}

export type NewProduct = Omit<Product, 'id' | 'createdAt' | 'updatedAt'>;

export interface ProductRepository {
  create(product: NewProduct, projection: Record<string, unknown>): Promise<Product>;
  find(storeId: number, id: number): Promise<Product | undefined>;
  findByStoreProductId(storeId: number, storeProductId: string): Promise<Product | undefined>;
  list(storeId: number, page: PageRequest<number>): Promise<Page<Product, number>>;
  /** Serialises synchronisations of one store for the rest of the transaction. */
  lockStore(storeId: number): Promise<void>;
  countCreated(storeId: number, source: Product['source'], from: Date, to: Date): Promise<number>;
  setStoreProductId(storeId: number, id: number, storeProductId: string): Promise<void>;
}

export interface IntegrationWrites {
  /** True only for an enabled custom integration of this store. */
  acceptsWrites(storeId: number, integrationId: number): Promise<boolean>;
}
