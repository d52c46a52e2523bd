import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { verifyWebhook } from '../../../modules/webhooks';
import { eventually } from '../../support/eventually';
import { outboxDrained } from '../../support/outbox';
import { aCustomiser, type BuiltStore, type CustomiserWish } from '../../support/builders';
import { aNewIntegration } from '../../support/operator';
import { contractValidatorFor } from '../../support/contract-recorder';
import { publishedContractText } from '../../support/published-contract-cache';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { expectProblem } from '../../support/problem-assertions';
import { generatedFont } from '../../support/generated-font';
import { bothModes, type TestService } from '../../support/test-service';
import type { WebhookReceiver } from '../../support/webhook-receiver';
import { bearer } from '../orders/order-fixtures';
import { customiserOf, designFor, storefrontKey, sumOf } from './storefront-fixtures';

/** One customiser per pricing model, priced as in the demo, its referenced font carrying the file advanced-letter pricing traces. */
const CUSTOMISERS: CustomiserWish[] = [
  { pricingModel: 'simple_letter', sheet: true, fontFile: true },
  { pricingModel: 'advanced_letter', fontFile: true },
  { pricingModel: 'frame_fit', fontFile: true },
];

/**
 * What differs in the embedded default (PGlite, caches in memory, the in-process queue): where pricing
 * is read and cached, and how a completed design is stored, made idempotent and delivered. Server mode
 * holds every rule of the operations; the embedded default proves, on one customiser of each kind it
 * completes, that it reaches the same: a price, a repricing, a completion delivered, a replay.
 */
const EMBEDDED_CUSTOMISERS = [CUSTOMISERS[0]!, CUSTOMISERS[2]!];

/** Pricing a design and completing it on the storefront (CONTRACT 6), with product:created delivered. */
describe.each(bothModes)('storefront designs (%s mode)', (mode) => {
  /** A test of a rule the database, caches and queue play no part in: proved once, in server mode. */
  const inServerMode = (mode === 'server' ? it : () => undefined) as unknown as typeof it;
  let delivering: DeliveringService;
  let service: TestService;
  let stores: BuiltStore[];
  let receiver: WebhookReceiver;
  const store = () => stores[0]!;
  const key = () => storefrontKey(store().storefront_key);
  const price = (customiserId: number, design: Record<string, unknown>) =>
    service.http.post(`/storefront/v1/customisers/${customiserId}/price`).set(key()).send(design);
  const complete = (customiserId: number, design: Record<string, unknown>, idempotencyKey = randomUUID()) =>
    service.http.post(`/storefront/v1/customisers/${customiserId}/designs`).set(key()).set('Idempotency-Key', idempotencyKey).send(design);

  beforeAll(async () => {
    delivering = await startDeliveringService({ mode, stores: [{ customisers: mode === 'server' ? CUSTOMISERS : EMBEDDED_CUSTOMISERS }] });
    ({ service, stores, receiver } = delivering);
  });
  afterAll(() => delivering.close());

  describe('price', () => {
    it.each(mode === 'server' ? ['simple_letter', 'advanced_letter', 'frame_fit'] : ['simple_letter'])('prices a %s design: total in minor units, the sum of its lines', async (model) => {
      const customiser = customiserOf({ stores }, model);
      const answer = (await price(customiser.id, designFor(customiser)).expect(200)).body.data;
      expect(answer).toMatchObject({ object: 'design_price', customiser_id: customiser.id, currency: 'EUR' });
      expect(Number.isInteger(answer.total)).toBe(true);
      expect(answer.total).toBe(sumOf(answer.lines));
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.lines.map((line: { code: string }) => line.code)).toContain('base');
    });

    inServerMode('measures an advanced-letter design from the font’s outlines: longer text, longer outline, higher price', async () => {
      const customiser = customiserOf({ stores }, 'advanced_letter');
      const short = (await price(customiser.id, designFor(customiser, { lines: ['Hi'] })).expect(200)).body.data;
      const long = (await price(customiser.id, designFor(customiser, { lines: ['Hi there', 'open late', 'daily'] })).expect(200)).body.data;
      expect(long.dimensions.outline_length_cm).toBeGreaterThan(short.dimensions.outline_length_cm);
      expect(long.total).toBeGreaterThan(short.total);
    });

    inServerMode('prices a per-word design by each word’s outline in its own font, and refuses a word in a font without a file', async () => {
      // A customiser of its own: it turns per-word and its second font gets a file.
      const customiser = await aCustomiser(service, store(), CUSTOMISERS[1]!);
      const all = bearer(store().keys.all!);
      const { fonts: pacifico, colours: colour } = customiser.options.referenced;
      const boxes = customiser.options.unreferenced.fonts!;
      await service.http.patch(`/api/v3/customisers/${customiser.id}`).set(all).send({ selection_mode: 'per_word' }).expect(200);
      const perWord = (lines: string[], fonts: number[]) => designFor(customiser, { lines, words: fonts.map((font_id) => ({ font_id, colour_id: colour })) });

      const fileless = expectProblem(await price(customiser.id, perWord(['Hi AB'], [pacifico!, boxes])), 422, 'validation_failed');
      expect(fileless.errors).toEqual([expect.objectContaining({ pointer: '/words/1/font_id', code: 'font_file_missing' })]);

      // The second font gets a file: the generated box font, whose only letters are A and B.
      const bytes = generatedFont('Boxes');
      const upload = (await service.http.post('/api/v3/uploads').set(all).set('Idempotency-Key', randomUUID()).send({ purpose: 'font_ttf', filename: 'boxes.ttf', content_type: 'font/ttf', byte_size: bytes.length }).expect(201)).body.data;
      const target = new URL(upload.upload_target.url);
      await service.http.put(target.pathname + target.search).set('Content-Type', 'font/ttf').send(bytes).expect(200);
      await service.http.put(`/api/v3/customisers/${customiser.id}/fonts/${boxes}/font-file`).set(all).send({ upload_id: upload.id }).expect(200);

      const measured = async (design: Record<string, unknown>) => (await price(customiser.id, design).expect(200)).body.data.dimensions.outline_length_cm as number;
      const hi = await measured(perWord(['Hi'], [pacifico!]));
      const ab = await measured(perWord(['AB'], [boxes]));
      expect(await measured(perWord(['Hi AB'], [pacifico!, boxes]))).toBeCloseTo(hi + ab, 6);
      // In Pacifico alone, 'AB' has other outlines than the boxes: the word's own font is what is traced.
      expect(await measured(perWord(['AB'], [pacifico!]))).not.toBeCloseTo(ab, 1);
      const missing = expectProblem(await price(customiser.id, perWord(['Hi Hi'], [pacifico!, boxes])), 422, 'validation_failed');
      expect(missing.errors).toEqual([expect.objectContaining({ pointer: '/lines/0', code: 'character_not_in_font' })]);
    });

    it('reprices at once after a pricing write', async () => {
      // A customiser of its own, whose pricing the test rewrites.
      const customiser = await aCustomiser(service, store(), CUSTOMISERS[0]!);
      const design = designFor(customiser, { colour_id: undefined });
      const before = (await price(customiser.id, design).expect(200)).body.data;
      const all = bearer(store().keys.all!);
      const document = (await service.http.get(`/api/v3/customisers/${customiser.id}/pricing`).set(all).expect(200)).body.data;
      const rows = document.base_pricing.rows.map((row: { size_id: number; base_price: Record<string, number> }) =>
        row.size_id === customiser.options.referenced.sizes ? { ...row, base_price: { ...row.base_price, line_1: 12_345 } } : row,
      );
      await service.http.patch(`/api/v3/customisers/${customiser.id}/pricing`).set(all).send({ base_pricing: { ...document.base_pricing, rows } }).expect(200);
      const after = (await price(customiser.id, design).expect(200)).body.data;
      expect(after.lines.find((line: { code: string }) => line.code === 'base').amount).toBe(12_345);
      expect(after.total - before.total).toBe(12_345 - before.lines.find((line: { code: string }) => line.code === 'base').amount);
    });

    inServerMode('answers 422 with pointers into the design', async () => {
      const customiser = customiserOf({ stores }, 'simple_letter');
      const problem = expectProblem(
        await price(customiser.id, designFor(customiser, { lines: ['x'.repeat(150)], font_id: 999_999, colour_id: 999_998 })),
        422,
        'validation_failed',
      );
      const errors = problem.errors as { pointer: string; code: string }[];
      expect(errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ pointer: '/lines', code: 'too_many_characters' }),
          expect.objectContaining({ pointer: '/font_id', code: 'unsupported_value' }),
          expect.objectContaining({ pointer: '/colour_id', code: 'unsupported_value' }),
        ]),
      );
      const lines = expectProblem(await price(customiser.id, designFor(customiser, { lines: ['a', 'b', 'c', 'd', 'e'] })), 422, 'validation_failed');
      expect(lines.errors).toEqual([expect.objectContaining({ pointer: '/lines', code: 'too_many_lines' })]);
      // The seeded font may be made no smaller than the size it names; the smallest size is below it.
      const configuration = (await service.http.get(`/storefront/v1/customisers/${customiser.id}`).set(key()).expect(200)).body.data;
      const smallest = configuration.sizes.find((size: { name: string }) => size.name === 'Small');
      const small = expectProblem(await price(customiser.id, designFor(customiser, { size_id: smallest.id, lines: ['Hi'] })), 422, 'validation_failed');
      expect(small.errors).toEqual([expect.objectContaining({ pointer: '/size_id', code: 'below_minimum_size' })]);
      expectProblem(await price(customiser.id, { ...designFor(customiser), price: 1 }), 422, 'unknown_field');
      expectProblem(await price(customiser.id, designFor(customiser, { width_cm: 40 })), 422, 'validation_failed');
    });

    inServerMode('answers 422 for a frame-fit design without its dimensions', async () => {
      const customiser = customiserOf({ stores }, 'frame_fit');
      const problem = expectProblem(await price(customiser.id, designFor(customiser, { width_cm: undefined })), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/width_cm', code: 'required' })]);
    });
  });

  describe('completion', () => {
    const callbackPath = '/hooks/create-product';
    let integrationId: number;
    let signingSecret: string;

    beforeAll(async () => {
      receiver.answer(callbackPath, (request) => ({ status: 200, body: JSON.stringify({ external_id: `shop-${JSON.parse(request.body).product.product_id}` }) }));
      ({ id: integrationId, signing_secret: signingSecret } = await aNewIntegration(service, store().id, { name: 'Shop', create_product_url: receiver.url(callbackPath) }));
    });

    inServerMode('requires an Idempotency-Key', async () => {
      const customiser = customiserOf({ stores }, 'simple_letter');
      expectProblem(await service.http.post(`/storefront/v1/customisers/${customiser.id}/designs`).set(key()).send(designFor(customiser)), 400, 'missing_idempotency_key');
    });

    it('prices on the server, stores the product with its customisations, and delivers a verifiable product:created whose external_id is stored', async () => {
      const customiser = customiserOf({ stores }, 'simple_letter');
      const design = designFor(customiser, { lines: ['Good', 'vibes'] });
      const priced = (await price(customiser.id, design).expect(200)).body.data;
      const product = (await complete(customiser.id, design).expect(201)).body.data;
      expect(product).toMatchObject({ object: 'product', customiser_id: customiser.id, integration_id: integrationId, price_amount: priced.total, currency: 'EUR' });
      expect(product.customisations).toEqual(expect.arrayContaining([{ key: 'text', label: 'Text', value: 'Good\nvibes' }, expect.objectContaining({ key: 'font' })]));

      const preview = new URL(product.artwork.preview_image_url);
      expect(product.artwork).toEqual({ preview_image_url: preview.href, svg_url: preview.href });
      const drawing = await service.http.get(preview.pathname).expect(200);
      expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(drawing.headers['content-security-policy']).toMatch(/sandbox/);
      expect(Buffer.from(drawing.body).toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>(<path fill="#FFE4B5" d="M[^"]+"\/>){2}<\/svg>$/);

      const [request] = await receiver.waitFor(callbackPath, 1);
      expect(verifyWebhook({ headers: request!.headers, body: request!.body, secret: signingSecret })).toBeDefined();
      const delivered = JSON.parse(request!.body).product;
      expect(delivered).toMatchObject({ product_id: product.id, price: priced.total, customiser_id: customiser.id, title: product.title, product_image_url: preview.href });
      expect(delivered.uploads).toEqual([{ url: preview.href, type: 'product_image' }]);
      expect(delivered.external_data.design.lines).toEqual(['Good', 'vibes']);
      // The published document's validator, compiled once already for the responses' checks.
      expect(contractValidatorFor(publishedContractText(service.container, service.config)).checkWebhook('product:created', JSON.parse(request!.body))).toEqual([]);
      const stored = await eventually(async () => {
        const read = (await service.http.get(`/api/v3/products/${product.id}`).set(bearer(store().keys.all!)).expect(200)).body.data;
        return read.store_product_id === `shop-${product.id}` ? read : undefined;
      }, 'the stored external_id');
      expect(stored.price_amount).toBe(priced.total);
    });

    it('is idempotent per design submission: a retry replays the product and emits nothing more', async () => {
      const customiser = customiserOf({ stores }, 'frame_fit');
      const submission = randomUUID();
      const first = (await complete(customiser.id, designFor(customiser), submission).expect(201)).body.data;
      const replay = await complete(customiser.id, designFor(customiser), submission).expect(201);
      expect(replay.headers['idempotency-replay']).toBe('true');
      expect(replay.body.data.id).toBe(first.id);
      const callbacks = () => receiver.at(callbackPath).filter((request) => JSON.parse(request.body).product.product_id === first.id);
      await eventually(() => (callbacks().length > 0 ? true : undefined), "the product's product:created callback");
      // Every event is in the outbox before it is relayed: once it is drained, a second product:created would be there.
      await outboxDrained(service);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from platform.outbox_events where type = 'product:created' and jsonb_path_exists(payload, '$.** ? (@.product_id == $id)', jsonb_build_object('id', ${first.id}::int))`.execute(service.runtime.database.root);
      expect(rows[0]!.n).toBe(1);
      expect(callbacks()).toHaveLength(1);
      expectProblem(await complete(customiser.id, designFor(customiser, { width_cm: 99 }), submission), 409, 'idempotency_key_conflict');
    });

    inServerMode('records nothing for an invalid design', async () => {
      const customiser = customiserOf({ stores }, 'simple_letter');
      const listed = async () => (await service.http.get('/api/v3/products?limit=100').set(bearer(store().keys.all!)).expect(200)).body.data.length;
      const before = await listed();
      expectProblem(await complete(customiser.id, designFor(customiser, { size_id: 1 })), 422, 'validation_failed');
      expect(await listed()).toBe(before);
    });
  });
});
