import type { Seed } from '../orders/order-fixtures';

export type SeededCustomiser = Seed['stores'][number]['customisers'][number];

export const storefrontKey = (key: string) => ({ 'X-Storefront-Key': key });

/** The first seeded customiser of a pricing model: active, priced, its referenced font carrying a real file. */
export function customiserOf(seed: Seed, model: string, store = 0): SeededCustomiser {
  return activeCustomiserOf(seed.stores[store]!, model);
}

/** A store's first active customiser of a pricing model, seeded or built. */
export function activeCustomiserOf(store: { customisers: readonly SeededCustomiser[] }, model: string): SeededCustomiser {
  const found = store.customisers.find((customiser) => customiser.pricing_model === model && customiser.active);
  if (!found) throw new Error(`the store has no active ${model} customiser`);
  return found;
}

/** A design the seeded customiser accepts: its referenced font and size, and its referenced colour. */
export function designFor(customiser: SeededCustomiser, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { referenced } = customiser.options;
  return {
    lines: ['Open late'],
    font_id: referenced.fonts,
    size_id: referenced.sizes,
    colour_id: referenced.colours,
    ...(customiser.pricing_model === 'frame_fit' ? { width_cm: 40, height_cm: 25 } : {}),
    ...overrides,
  };
}

export const sumOf = (lines: { amount: number }[]) => lines.reduce((sum, line) => sum + line.amount, 0);
