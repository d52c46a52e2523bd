import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { Customiser, PricingModel, SelectionMode } from '../domain/customiser';
import type { CustomiserSettings } from '../domain/customiser-settings';
import type { FamilySegment } from '../domain/option-families';
import type { OptionRow, Referencer } from '../domain/option-row';
import type { LetterPartSelection } from '../domain/letter-part-selection';
import type { Product } from '../domain/product';

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
  /** Which of `ids` are rows of `locator.family`. */
  existingIds(locator: RowLocator, ids: readonly number[]): Promise<number[]>;
  /** Rows of `locator.family` whose `field` names `id` (a single id, or one of a list). */
  referencing(locator: RowLocator, field: string, many: boolean, id: number): Promise<OptionRow[]>;
}

export interface LetterPartSelectionRepository {
  listByLetterType(storeId: number, customiserId: number, letterTypeId: number): Promise<LetterPartSelection[]>;
  find(storeId: number, customiserId: number, letterTypeId: number, part: string, options?: { forUpdate?: boolean }): Promise<LetterPartSelection | undefined>;
  create(selection: Omit<LetterPartSelection, 'createdAt' | 'updatedAt'>): Promise<LetterPartSelection>;
  delete(selection: LetterPartSelection): Promise<void>;
  holdingColour(storeId: number, customiserId: number, colourId: number): Promise<LetterPartSelection[]>;
  setBucket(storeId: number, letterTypeId: number, part: string, bucket: { colourIds: number[]; shared?: boolean; translations?: Record<string, unknown> }): Promise<void>;
}

export interface ReferenceTarget {
  storeId: number;
  customiserId: number;
  family: FamilySegment;
  id: number;
}

/**
 * Answers "who points at this row?". Every context that can reference option rows registers one
 * (multi-injected under CatalogueTokens.ReferenceFinder); a delete asks them all.
 */
export interface ReferenceFinder {
  find(target: ReferenceTarget): Promise<Referencer[]>;
}

/** What the catalogue needs to know of a store, from the identity context. */
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
