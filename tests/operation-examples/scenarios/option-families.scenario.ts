import { FAMILY_SEGMENTS, type FamilySegment } from '../../../modules/catalogue';
import type { DemoStore, Scenario } from './scenario';

type Referenced = DemoStore['customisers'][number]['options']['referenced'];
type Body = Record<string, unknown>;

/**
 * A row a merchant would add to each family of the demo's first customiser, then change: referencing the
 * customiser's own rows where the family does.
 */
export const NEW_ROWS: Record<FamilySegment, (referenced: Referenced) => { create: Body; update: Body }> = {
  'font-tiers': () => ({ create: { name: 'Signature', description: 'Hand-lettered script faces', price_multiplier: 1.35 }, update: { price_multiplier: 1.5 } }),
  'length-pricings': () => ({
    create: { name: 'Flex tube', letter_pricing_method: 'material_length', rows: [{ length_limit_cm: null, price_per_cm: 0.55, base_price: 1200 }] },
    update: { name: 'Flex tube (LED)' },
  }),
  sizes: () => ({ create: { name: 'Large', char_limit: 25, line_limit: 3, width_cm: 120, height_cm: 40 }, update: { char_limit: 30 } }),
  'legacy-sizes': () => ({ create: { name: '15 cm letters', height_cm: 15 }, update: { char_limit: 12 } }),
  fonts: (referenced) => ({
    create: { name: 'Monoline Neon', font_tier_id: referenced['font-tiers'], length_pricing_id: referenced['length-pricings'], minimum_size_id: referenced.sizes },
    update: { stencil_safe: true },
  }),
  colours: () => ({ create: { name: 'Hot pink', hexcode: '#FF69B4', base_price: 500 }, update: { base_price: 650 } }),
  backlights: () => ({ create: { name: 'Warm white backlight', colour_type: 'single', hexcode: '#FFF4E0' }, update: { description: 'A soft glow on the wall behind the letters' } }),
  jackets: () => ({ create: { name: 'Frosted jacket', jacket_type: 'white', base_price: 1800 }, update: { base_price: 2000 } }),
  mountings: () => ({ create: { name: 'Ceiling chains', base_price: 1500 }, update: { description: 'Two 1 m chains with ceiling hooks' } }),
  'mounting-colours': (referenced) => ({ create: { name: 'Gold standoffs', hexcode: '#D4AF37', mounting_ids: [referenced.mountings] }, update: { opacity: 0.8 } }),
  'letter-types': () => ({ create: { name: 'Halo-lit channel letter', category: 'channel_letter', letter_parts: ['face', 'halo'] }, update: { letter_parts: ['face', 'halo', 'return'] } }),
  backboards: () => ({ create: { name: 'Clear acrylic board', backboard_type: 'board', base_price: 3000, price_per_sq_cm: 0.04 }, update: { base_price: 3200 } }),
  'support-finishes': () => ({ create: { name: 'Brushed aluminium', finish_kind: 'colour', hexcode: '#A8A9AD' }, update: { opacity: 0.9 } }),
  extras: () => ({ create: { name: 'Remote control', description: 'Dims and switches the sign from across the room', base_price: 2500 }, update: { base_price: 2200 } }),
  presets: (referenced) => ({
    create: { name: 'Warm evening', font_id: referenced.fonts, size_id: referenced.sizes, colour_id: referenced.colours, letter_type_id: referenced['letter-types'] },
    update: { description: 'Our best seller, ready to personalise' },
  }),
  forms: () => ({
    create: {
      name: 'Request a mock-up',
      form_type: 'quote',
      recipient_emails: ['studio@signs.example'],
      fields: [
        { name: 'Email', input_type: 'email', required: true, reply_to: true },
        { name: 'Wording', input_type: 'text', required: true },
      ],
    },
    update: { button_label: 'Send my request' },
  }),
  icons: () => ({ create: { name: 'Star', base_price: 600 }, update: { base_price: 700 } }),
  labels: () => ({ create: { name: 'Step 2', text: 'Pick a colour' }, update: { text: 'Pick a colour for your letters' } }),
  languages: (referenced) => ({
    create: { name: 'Français', code: 'fr', translations: { [`colours:${referenced.colours}`]: { name: 'Blanc chaud' } } },
    update: { name: 'Français (France)', code: 'fr-FR' },
  }),
  materials: () => ({ create: { name: 'Acrylic 8 mm', thickness_mm: 8, base_price: 900 }, update: { thickness_mm: 10 } }),
};

/** Each family of the demo's first customiser: its rows listed, a seeded one read, a new one created, changed and deleted. */
export const optionFamiliesScenario: Scenario = async ({ api, store }) => {
  const customiser = store.customisers[0]!;
  for (const family of FAMILY_SEGMENTS) {
    const base = `/api/v3/customisers/${customiser.id}/${family}`;
    const seeded = customiser.options.referenced[family] ?? (customiser.options[family] as number[])[0]!;
    const { create, update } = NEW_ROWS[family](customiser.options.referenced);
    await api.record({ method: 'get', path: base, query: { limit: '2' } });
    await api.record({ method: 'get', path: `${base}/${seeded}` });
    const row = await api.record({ method: 'post', path: base, body: create });
    await api.record({ method: 'patch', path: `${base}/${row.id}`, body: update });
    await api.record({ method: 'delete', path: `${base}/${row.id}` });
  }
};
