import type { Container } from 'inversify';
import { actingForStore } from '../../../shared-kernel/request-context';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import {
  CatalogueTokens,
  type AttachBackboardShapeService,
  type CreateCustomiserService,
  type CreateLetterPartSelectionService,
  type CreateOptionRowService,
  type FamilySegment,
  type PricingModel,
  type SetCustomiserActivityService,
  type SetLetterPartBucketService,
  type UpdateCustomiserSettingsService,
} from '../../../modules/catalogue';

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
  const unitOfWork = container.get<UnitOfWork>(UNIT_OF_WORK);
  const inTransaction = <T>(work: () => Promise<T>) => actingForStore(storeId, () => unitOfWork.run(work));
  // Created one after the other, so that ids follow the plan (listings are in creation order)…
  const created: { plan: Plan; id: number }[] = [];
  for (const plan of plans(customiserCount)) created.push({ plan, id: await inTransaction(() => createCustomiser(container, plan)) });
  // …then filled a few at a time.
  const seeded: SeededCustomiser[] = new Array(created.length);
  for (let start = 0; start < created.length; start += FILLED_AT_ONCE) {
    await Promise.all(
      created.slice(start, start + FILLED_AT_ONCE).map(async ({ plan, id }, offset) => {
        seeded[start + offset] = await inTransaction(() => fillCustomiser(container, plan, id));
      }),
    );
  }
  return seeded;
}

/** One customiser of a plan, created and filled with every option family (each step its own transaction). */
export async function seedCustomiser(container: Container, storeId: number, plan: Plan): Promise<SeededCustomiser> {
  const unitOfWork = container.get<UnitOfWork>(UNIT_OF_WORK);
  const inTransaction = <T>(work: () => Promise<T>) => actingForStore(storeId, () => unitOfWork.run(work));
  const id = await inTransaction(() => createCustomiser(container, plan));
  return inTransaction(() => fillCustomiser(container, plan, id));
}

/**
 * A customiser of a plan, created (and activated) but holding no option rows: what a listing reads, at a
 * fraction of a filled customiser's cost (tests that page through many customisers).
 */
export async function seedBareCustomiser(container: Container, storeId: number, plan: Plan): Promise<number> {
  const unitOfWork = container.get<UnitOfWork>(UNIT_OF_WORK);
  return actingForStore(storeId, () => unitOfWork.run(() => createCustomiser(container, plan)));
}

const SHAPE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><path d="M0 0h100v40H0z"/></svg>';

async function createCustomiser(container: Container, plan: Plan): Promise<number> {
  const customiser = await container.get<CreateCustomiserService>(CatalogueTokens.CreateCustomiser).create({
    name: plan.name,
    pricingModel: plan.pricingModel,
    signCategory: plan.signCategory,
    productFamily: plan.productFamily,
    selectionMode: 'single_style',
    settings: { cut_as_one_piece: plan.onePiece ?? false },
  });
  if (plan.active) await container.get<SetCustomiserActivityService>(CatalogueTokens.SetCustomiserActivity).set(customiser.id, true);
  return customiser.id;
}

async function fillCustomiser(container: Container, plan: Plan, customiserId: number): Promise<SeededCustomiser> {
  const customiser = { id: customiserId };
  const rows = container.get<CreateOptionRowService>(CatalogueTokens.CreateOptionRow);
  const options: Record<string, number[]> = {};
  const add = async (family: FamilySegment, attributes: Record<string, unknown>) => {
    const row = (await rows.create(family, customiser.id, attributes))!;
    (options[family] ??= []).push(row.id);
    return row.id;
  };
  const referenced: Partial<Record<FamilySegment, number>> = {};
  const unreferenced: Partial<Record<FamilySegment, number>> = {};
  const pair = async (family: FamilySegment, used: Record<string, unknown>, spare: Record<string, unknown>) => {
    referenced[family] = await add(family, used);
    unreferenced[family] = await add(family, spare);
    return referenced[family]!;
  };

  const tier = await pair('font-tiers', { name: 'Standard' }, { name: 'Premium', price_multiplier: 1.2 });
  const fontPricing = await pair('length-pricings', lengthPricing('Tube length'), lengthPricing('Spare length'));
  const iconPricing = await add('length-pricings', lengthPricing('Icon outline'));
  const size = await pair('sizes', { name: 'Medium', char_limit: 20, line_limit: 3, width_cm: 60, height_cm: 20 }, { name: 'Huge', char_limit: 30, line_limit: 4, width_cm: 180 });
  const legacySize = await pair('legacy-sizes', { name: '10 cm letters', height_cm: 10 }, { name: '20 cm letters', height_cm: 20 });
  const font = await pair(
    'fonts',
    { name: 'Neon Script', font_tier_id: tier, length_pricing_id: fontPricing, minimum_size_id: size, minimum_legacy_fixed_height_size_id: legacySize },
    { name: 'Block Sans' },
  );
  const colour = await pair('colours', { name: 'Warm white', hexcode: '#FFE4B5', base_price: 500 }, { name: 'Ice blue', hexcode: '#A5F2F3' });
  const backlight = await pair('backlights', { name: 'RGB backlight', colour_type: 'single', hexcode: '#FFFFFF' }, { name: 'No backlight' });
  const jacket = await pair('jackets', { name: 'White jacket', jacket_type: 'white', base_price: 1500 }, { name: 'Coloured jacket', jacket_type: 'coloured' });
  const mounting = await pair('mountings', { name: 'Wall screws', base_price: 0 }, { name: 'Hanging kit', base_price: 1200 });
  const mountingColour = await pair('mounting-colours', { name: 'Silver standoffs', hexcode: '#C0C0C0', mounting_ids: [mounting] }, { name: 'Black standoffs', hexcode: '#000000' });
  const neon = await add('letter-types', { name: 'Neon tube', category: 'neon', letter_parts: ['face', 'halo', 'tube'] });
  unreferenced['letter-types'] = await add('letter-types', { name: 'Channel letter', category: 'channel_letter', letter_parts: ['face', 'halo'] });
  referenced['letter-types'] = neon;
  const withShape = await add('backboards', { name: 'Cut to shape', letter_type_ids: [neon], base_price: 2500, price_per_sq_cm: 0.05 });
  const withoutShape = await add('backboards', { name: 'Rectangle', backboard_type: 'board', base_price: 2000 });
  referenced.backboards = withShape;
  unreferenced.backboards = withoutShape;
  await container.get<AttachBackboardShapeService>(CatalogueTokens.AttachBackboardShape).attach(customiser.id, withShape, {
    svg: SHAPE_SVG,
    geometry: { status: 'measured', failure_reason: null, measured_at: new Date().toISOString() },
  });
  const finish = await pair('support-finishes', { name: 'Gloss acrylic', finish_kind: 'colour', backboard_ids: [withShape] }, { name: 'Matte acrylic', finish_kind: 'colour' });
  unreferenced.extras = await add('extras', { name: 'Dimmer', colour_ids: [colour], base_price: 1900 });
  await add('presets', {
    name: 'Warm classic', font_id: font, size_id: size, jacket_id: jacket, backlight_id: backlight, colour_id: colour,
    mounting_colour_id: mountingColour, support_finish_id: finish, backboard_id: withShape, letter_type_id: neon,
  });
  unreferenced.presets = options.presets![0];
  const fallback = await add('forms', form('Send us your artwork', [{ name: 'Email', input_type: 'email', required: true }, { name: 'Artwork', input_type: 'file', required: true }]));
  const other = await add('forms', form('Ask for a quote', [{ name: 'Email', input_type: 'email', required: true, reply_to: true }]));
  referenced.forms = fallback;
  unreferenced.forms = other;
  unreferenced.icons = await add('icons', { name: 'Heart', base_price: 800 });
  unreferenced.labels = await add('labels', { name: 'Step 1', text: 'Type your text' });
  unreferenced.languages = await add('languages', { name: 'Deutsch', code: 'de', translations: { [`colours:${colour}`]: { name: 'Warmweiß' } } });
  unreferenced.materials = await add('materials', { name: 'Acrylic 5 mm', thickness_mm: 5 });
  referenced['length-pricings'] = fontPricing;
  await container.get<UpdateCustomiserSettingsService>(CatalogueTokens.UpdateSettings).update(
    customiser.id,
    { ai_designer_fallback_form_id: fallback, icon_length_pricing_id: iconPricing },
  );
  const selections = container.get<CreateLetterPartSelectionService>(CatalogueTokens.CreateLetterPartSelection);
  await selections.create(customiser.id, neon, 'face', { name: 'Face colour' });
  await selections.create(customiser.id, neon, 'tube', {});
  await container.get<SetLetterPartBucketService>(CatalogueTokens.SetLetterPartBucket).set(customiser.id, neon, 'face', { colourIds: [colour] });
  return {
    id: customiser.id,
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
