import type { PricingSize } from './pricing-document';

export interface SizePlan {
  create: { index: number; size: PricingSize }[];
  update: { index: number; size: PricingSize & { size_id: number } }[];
  remove: number[];
}

/**
 * Arrays replace wholesale: an entry with `size_id` updates that size in place, one without creates a
 * size, and a size the document no longer lists is removed.
 */
export function planSizes(incoming: readonly PricingSize[], existingIds: readonly number[]): SizePlan {
  const kept = new Set(incoming.map((size) => size.size_id).filter((id): id is number => id !== null));
  return {
    create: incoming.flatMap((size, index) => (size.size_id === null ? [{ index, size }] : [])),
    update: incoming.flatMap((size, index) => (size.size_id !== null ? [{ index, size: size as PricingSize & { size_id: number } }] : [])),
    remove: existingIds.filter((id) => !kept.has(id)),
  };
}
