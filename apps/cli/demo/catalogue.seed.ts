import type { Container } from 'inversify';
import type { FamilySegment, PricingModel } from '../../../modules/catalogue';
import type { OperatorCalls } from '../operator-calls';
import { demoCalls } from './demo-calls';

export interface SeededCustomiser {
  id: number;
  pricing_model: PricingModel;
  sign_category: string;
  active: boolean;
  per_word_available: boolean;
  options: { [family: string]: unknown; referenced: Partial<Record<FamilySegment, number>>; unreferenced: Partial<Record<FamilySegment, number>> };
  letter_types: { id: number; letter_parts: string[]; parts_with_selection: string[] }[];
  forms: { fallback: number; other: number };
  backboards: { with_shape: number; without_shape: number };
}

export interface Plan {
  name: string;
  pricingModel: PricingModel;
  signCategory: string;
  productFamily: string;
  active: boolean;
  onePiece?: boolean;
}

const MODELS: PricingModel[] = ['simple_letter', 'advanced_letter', 'frame_fit', 'legacy_fixed_height'];

/** The customisers of one store: every pricing model, one sign cut as one piece, and fillers to page. */
export function plans(count: number): Plan[] {
  const list: Plan[] = MODELS.map((model) => ({
    name: `${model.replace(/_/g, ' ')} neon`,
    pricingModel: model,
    signCategory: 'neon',
    productFamily: 'neon',
    active: true,
  }));
  list.push({ name: 'Cut metal letters', pricingModel: 'advanced_letter', signCategory: 'metal_channel_letter', productFamily: 'channel_letter', active: true, onePiece: true });
  for (let index = list.length; index < count; index += 1) {
    list.push({ name: `Sign ${index + 1}`, pricingModel: MODELS[index % 3]!, signCategory: 'neon', productFamily: 'neon', active: index % 4 !== 0 });
  }
  return list;
}

/** Customisers filled at once: each in its own transaction, so their round trips to the database overlap. */
const FILLED_AT_ONCE = 4;

export async function seedCatalogue(container: Container, storeId: number, customiserCount: number): Promise<SeededCustomiser[]> {
  const calls = demoCalls(container, storeId);
  // Created one after the other, so that ids follow the plan (listings are in creation order)…
  const created: { plan: Plan; id: number }[] = [];
  for (const plan of plans(customiserCount)) created.push({ plan, id: await createCustomiser(calls, plan) });
  // …then filled a few at a time.
  const seeded: SeededCustomiser[] = new Array(created.length);
  for (let start = 0; start < created.length; start += FILLED_AT_ONCE) {
    await Promise.all(
      created.slice(start, start + FILLED_AT_ONCE).map(async ({ plan, id }, offset) => {
        seeded[start + offset] = await calls.together(() => fillCustomiser(calls, plan, id));
      }),
    );
  }
  return seeded;
}

/** One customiser of a plan, created and filled with every option family (each step its own transaction). */
export async function seedCustomiser(container: Container, storeId: number, plan: Plan): Promise<SeededCustomiser> {
  const calls = demoCalls(container, storeId);
  const id = await createCustomiser(calls, plan);
  return calls.together(() => fillCustomiser(calls, plan, id));
}

/**
 * A customiser of a plan, created (and activated) but holding no option rows: what a listing reads, at a
 * fraction of a filled customiser's cost (tests that page through many customisers).
 */
export function seedBareCustomiser(container: Container, storeId: number, plan: Plan): Promise<number> {
  return createCustomiser(demoCalls(container, storeId), plan);
}

const SHAPE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><path d="M0 0h100v40H0z"/></svg>';

/** Path parameters as a request's path carries them: text. */
const ids = (values: Record<string, number | string>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

/**
 * Created inactive, as the Store API creates every customiser (the operator, one of the retired legacy
 * model, which the Store API no longer creates); then cut as one piece, and activated, as the plan says.
 * In one transaction.
 */
function createCustomiser(calls: OperatorCalls, plan: Plan): Promise<number> {
  return calls.together(async () => {
    const described = { name: plan.name, sign_category: plan.signCategory, product_family: plan.productFamily };
    const { id } =
      plan.pricingModel === 'legacy_fixed_height'
        ? await calls.resource<{ id: number }>('createLegacyCustomiser', { body: described })
        : await calls.resource<{ id: number }>('createCustomiser', { body: { ...described, pricing_model: plan.pricingModel, selection_mode: 'single_style' } });
    if (plan.onePiece) await calls.resource('updateCustomiserSettings', { params: ids({ customiser_id: id }), body: { cut_as_one_piece: true } });
    if (plan.active) await calls.resource('activateCustomiser', { params: ids({ customiser_id: id }) });
    return id;
  });
}

/** The families in the order the demo data set lists them. */
const FAMILY_ORDER: FamilySegment[] = [
  'font-tiers', 'length-pricings', 'sizes', 'legacy-sizes', 'fonts', 'colours', 'backlights', 'jackets', 'mountings', 'mounting-colours',
  'letter-types', 'backboards', 'support-finishes', 'extras', 'presets', 'forms', 'icons', 'labels', 'languages', 'materials',
];

/**
 * A customiser filled with every option family, as a client would fill it through the Store API, but for
 * the rows: the operator's batches, where the Store API takes one row a call.
 */
async function fillCustomiser(calls: OperatorCalls, plan: Plan, customiserId: number): Promise<SeededCustomiser> {
  const customiser = ids({ customiser_id: customiserId });
  const created: Partial<Record<FamilySegment, number[]>> = {};
  // Rows go in batches of rows that name only rows of earlier batches: one lock, insert and outbox write per batch, not per row.
  const batch = async <Rows extends [FamilySegment, Record<string, unknown>][]>(rows: [...Rows]) => {
    const written = await calls.resource<{ rows: { family: FamilySegment; id: number }[] }>('createOptionRows', {
      params: { customiser_id: customiserId },
      body: { rows: rows.map(([family, body]) => ({ family, body })) },
    });
    for (const row of written.rows) (created[row.family] ??= []).push(row.id);
    return written.rows.map((row) => row.id) as { [Index in keyof Rows]: number };
  };

  const [tier, spareTier, fontPricing, sparePricing, iconPricing, size, spareSize, legacySize, spareLegacySize, colour, spareColour,
    backlight, spareBacklight, jacket, spareJacket, mounting, spareMounting, neon, channel, fallback, other, icon, label, material] = await batch([
    ['font-tiers', { name: 'Standard' }],
    ['font-tiers', { name: 'Premium', price_multiplier: 1.2 }],
    ['length-pricings', lengthPricing('Tube length')],
    ['length-pricings', lengthPricing('Spare length')],
    ['length-pricings', lengthPricing('Icon outline')],
    ['sizes', { name: 'Medium', char_limit: 20, line_limit: 3, width_cm: 60, height_cm: 20 }],
    ['sizes', { name: 'Huge', char_limit: 30, line_limit: 4, width_cm: 180 }],
    ['legacy-sizes', { name: '10 cm letters', height_cm: 10 }],
    ['legacy-sizes', { name: '20 cm letters', height_cm: 20 }],
    ['colours', { name: 'Warm white', hexcode: '#FFE4B5', base_price: 500 }],
    ['colours', { name: 'Ice blue', hexcode: '#A5F2F3' }],
    ['backlights', { name: 'RGB backlight', colour_type: 'single', hexcode: '#FFFFFF' }],
    ['backlights', { name: 'No backlight' }],
    ['jackets', { name: 'White jacket', jacket_type: 'white', base_price: 1500 }],
    ['jackets', { name: 'Coloured jacket', jacket_type: 'coloured' }],
    ['mountings', { name: 'Wall screws', base_price: 0 }],
    ['mountings', { name: 'Hanging kit', base_price: 1200 }],
    ['letter-types', { name: 'Neon tube', category: 'neon', letter_parts: ['face', 'halo', 'tube'] }],
    ['letter-types', { name: 'Channel letter', category: 'channel_letter', letter_parts: ['face', 'halo'] }],
    ['forms', form('Send us your artwork', [{ name: 'Email', input_type: 'email', required: true }, { name: 'Artwork', input_type: 'file', required: true }])],
    ['forms', form('Ask for a quote', [{ name: 'Email', input_type: 'email', required: true, reply_to: true }])],
    ['icons', { name: 'Heart', base_price: 800 }],
    ['labels', { name: 'Step 1', text: 'Type your text' }],
    ['materials', { name: 'Acrylic 5 mm', thickness_mm: 5 }],
  ]);
  const [font, spareFont, mountingColour, spareMountingColour, withShape, withoutShape, extra, language] = await batch([
    ['fonts', { name: 'Neon Script', font_tier_id: tier, length_pricing_id: fontPricing, minimum_size_id: size, minimum_legacy_fixed_height_size_id: legacySize }],
    ['fonts', { name: 'Block Sans' }],
    ['mounting-colours', { name: 'Silver standoffs', hexcode: '#C0C0C0', mounting_ids: [mounting] }],
    ['mounting-colours', { name: 'Black standoffs', hexcode: '#000000' }],
    ['backboards', { name: 'Cut to shape', letter_type_ids: [neon], base_price: 2500, price_per_sq_cm: 0.05 }],
    ['backboards', { name: 'Rectangle', backboard_type: 'board', base_price: 2000 }],
    ['extras', { name: 'Dimmer', colour_ids: [colour], base_price: 1900 }],
    ['languages', { name: 'Deutsch', code: 'de', translations: { [`colours:${colour}`]: { name: 'Warmweiß' } } }],
  ]);
  await calls.resource('placeBackboardShape', {
    params: { customiser_id: customiserId, backboard_id: withShape },
    body: { svg: SHAPE_SVG, geometry: { status: 'measured', failure_reason: null, measured_at: new Date().toISOString() } },
  });
  const [finish, spareFinish] = await batch([
    ['support-finishes', { name: 'Gloss acrylic', finish_kind: 'colour', backboard_ids: [withShape] }],
    ['support-finishes', { name: 'Matte acrylic', finish_kind: 'colour' }],
  ]);
  const [preset] = await batch([
    ['presets', {
      name: 'Warm classic', font_id: font, size_id: size, jacket_id: jacket, backlight_id: backlight, colour_id: colour,
      mounting_colour_id: mountingColour, support_finish_id: finish, backboard_id: withShape, letter_type_id: neon,
    }],
  ]);
  const options = Object.fromEntries(FAMILY_ORDER.flatMap((family) => (created[family] ? [[family, created[family]]] : []))) as Record<string, number[]>;
  const referenced: Partial<Record<FamilySegment, number>> = {
    'font-tiers': tier, 'length-pricings': fontPricing, sizes: size, 'legacy-sizes': legacySize, fonts: font, colours: colour, backlights: backlight,
    jackets: jacket, mountings: mounting, 'mounting-colours': mountingColour, 'letter-types': neon, backboards: withShape, 'support-finishes': finish, forms: fallback,
  };
  const unreferenced: Partial<Record<FamilySegment, number>> = {
    'font-tiers': spareTier, 'length-pricings': sparePricing, sizes: spareSize, 'legacy-sizes': spareLegacySize, fonts: spareFont, colours: spareColour,
    backlights: spareBacklight, jackets: spareJacket, mountings: spareMounting, 'mounting-colours': spareMountingColour, 'letter-types': channel,
    backboards: withoutShape, 'support-finishes': spareFinish, extras: extra, presets: preset, forms: other, icons: icon, labels: label, languages: language, materials: material,
  };
  await calls.resource('updateCustomiserSettings', { params: customiser, body: { ai_designer_fallback_form_id: fallback, icon_length_pricing_id: iconPricing } });
  const neonParts = ids({ customiser_id: customiserId, letter_type_id: neon });
  await calls.resource('createLetterPartColourSelection', { params: neonParts, body: { letter_part: 'face', name: 'Face colour' } });
  await calls.resource('createLetterPartColourSelection', { params: neonParts, body: { letter_part: 'tube' } });
  await calls.resource('updateLetterPartColourSelection', { params: { ...neonParts, letter_part: 'face' }, body: { colour_ids: [colour] } });
  return {
    id: customiserId,
    pricing_model: plan.pricingModel,
    sign_category: plan.signCategory,
    active: plan.active,
    per_word_available: !plan.onePiece,
    options: { ...options, referenced, unreferenced },
    letter_types: [
      { id: neon, letter_parts: ['face', 'halo', 'tube'], parts_with_selection: ['face', 'tube'] },
      { id: unreferenced['letter-types']!, letter_parts: ['face', 'halo'], parts_with_selection: [] },
    ],
    forms: { fallback, other },
    backboards: { with_shape: withShape, without_shape: withoutShape },
  };
}

function lengthPricing(name: string) {
  return { name, letter_pricing_method: 'material_length', rows: [{ length_limit_cm: null, price_per_cm: 0.5, base_price: 1000 }] };
}

function form(name: string, fields: Record<string, unknown>[]) {
  return { name, form_type: 'quote', recipient_emails: ['maker@signs.example'], fields: fields.map((field) => ({ required: false, reply_to: false, ...field })) };
}
