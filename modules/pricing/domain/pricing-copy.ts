/** The ids of one store's rows, each to the id of its copy in another store. */
export type CopiedIds = ReadonlyMap<number, number>;

/** A stored document's members as its copy in another store holds them. */
export interface CopiedDocument {
  base_pricing: unknown;
  price_lists: unknown[];
  sheet_pricing: unknown;
}

/**
 * A pricing document as the copy of its customiser holds it: every size it names (base pricing rows,
 * price-list rows of the models whose rows name sizes) is the copied size, and each price list takes the
 * fresh id it is handed, in order, so that price list ids stay unique across stores.
 */
export function copiedDocument(document: CopiedDocument, sizes: CopiedIds, priceListIds: readonly number[]): CopiedDocument {
  const withCopiedSizes = (rows: unknown) => (Array.isArray(rows) ? rows.map((row) => copiedSizeReference(row, sizes)) : rows);
  const base = document.base_pricing as { rows?: unknown } | null;
  return {
    base_pricing: base && typeof base === 'object' ? { ...base, rows: withCopiedSizes(base.rows) } : base,
    price_lists: document.price_lists.map((list, index) => {
      const priceList = list as { rows?: unknown };
      return { ...priceList, price_list_id: priceListIds[index], rows: withCopiedSizes(priceList.rows) };
    }),
    sheet_pricing: document.sheet_pricing,
  };
}

function copiedSizeReference(row: unknown, sizes: CopiedIds): unknown {
  if (!row || typeof row !== 'object' || !('size_id' in row)) return row;
  const sizeId = (row as { size_id: unknown }).size_id;
  return typeof sizeId === 'number' ? { ...row, size_id: sizes.get(sizeId) ?? sizeId } : row;
}
