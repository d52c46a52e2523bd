import type { OptionRow } from '../domain/option-row';
import type { Product } from '../domain/product';
import type { OptionWrite } from './option-write-effects';
import type { DesignedProduct } from './record-designed-product.service';
import type { LoadedCustomiser, SizeRowWrites } from './write-sizes.service';

/*
 * What the catalogue does for another context inside that context's running operation (and its
 * transaction), offered as interfaces bound to CatalogueTokens. The face names these interfaces, never
 * the classes that keep them, so another context depends on what the catalogue promises, not on how.
 * What a presenter runs is an operation; what another context only reads is a read model.
 */

/** A customiser's size rows, which pricing reads and writes with its document (one read per write). */
export interface SizeRows {
  sizesOf(customiser: LoadedCustomiser): Promise<OptionRow[]>;
  write(customiser: LoadedCustomiser, writes: SizeRowWrites, current?: readonly OptionRow[]): Promise<number[]>;
}

/** Says that a write changed what a customiser's shoppers see (its storefront snapshot, its language sync). */
export interface OptionWriteNotices {
  written(...writes: OptionWrite[]): Promise<void>;
}

/** A product a shopper designed, recorded with product:created. */
export interface DesignedProductRecords {
  record(input: DesignedProduct): Promise<Product>;
}

/** Which integration a product came from, and the id that integration gave it. */
export interface IntegrationProductIds {
  integrationOf(storeId: number, productId: number): Promise<number | null | undefined>;
  record(storeId: number, productId: number, externalId: string): Promise<'recorded' | 'taken' | 'no_product'>;
}
