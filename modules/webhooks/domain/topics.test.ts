import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { closeObjectSchemas } from '../../../tests/support/closed-object-schemas';
import { WEBHOOK_TOPICS, type WebhookTopic } from './topics';

const topic = (name: string): WebhookTopic => {
  const found = WEBHOOK_TOPICS.find((entry) => entry.topic === name);
  if (!found) throw new Error(`no topic ${name}`);
  return found;
};

describe('the webhook event-type catalogue', () => {
  it('names the spec’s three topics once each, current ones first', () => {
    expect(WEBHOOK_TOPICS.map((entry) => entry.topic)).toEqual(['order:created', 'product:created', 'form:submitted']);
  });

  it('deprecates form:submitted as of 2026-08-24 in favour of the quotes listing with quotes:read', () => {
    expect(topic('form:submitted')).toMatchObject({
      deprecated: true,
      deprecatedSince: '2026-08-24',
      replacement: { operation: 'GET /api/v3/quotes', scope: 'quotes:read' },
    });
    expect(topic('order:created').deprecated).toBe(false);
    expect(topic('product:created').deprecated).toBe(false);
  });

  it('opens every deprecated topic’s description with "Deprecated." and names the replacement and its scope', () => {
    for (const entry of WEBHOOK_TOPICS.filter((candidate) => candidate.deprecated)) {
      if (!entry.deprecated) continue;
      expect(entry.description.startsWith('Deprecated. ')).toBe(true);
      expect(entry.description).toContain(entry.replacement.operation);
      expect(entry.description).toContain(entry.replacement.scope);
      expect(entry.deprecatedSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const entry of WEBHOOK_TOPICS.filter((candidate) => !candidate.deprecated)) expect(entry.description).not.toMatch(/^Deprecated/);
  });

  it('describes each body as a JSON Schema object wrapping the resource the spec names, with livemode beside it (test mode)', () => {
    const wrapper = { 'order:created': 'order', 'product:created': 'product', 'form:submitted': 'form_submission' } as const;
    for (const entry of WEBHOOK_TOPICS) {
      const key = wrapper[entry.topic as keyof typeof wrapper];
      expect(entry.payloadSchema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', title: entry.topic, type: 'object', required: [key, 'livemode'] });
      expect(entry.payloadSchema).toMatchObject({ properties: { livemode: { type: 'boolean' } } });
    }
  });

  it('gives the product:created body every field of the spec’s Events table', () => {
    const product = (topic('product:created').payloadSchema.properties as Record<string, { required: string[] }>).product;
    expect(product?.required).toEqual([
      'product_id', 'title', 'description', 'description_html', 'external_id', 'external_data', 'price', 'compare_price',
      'customiser_id', 'logo_upload_id', 'product_image_url', 'uploads', 'created_at', 'updated_at',
    ]);
  });

  it('gives form:submitted no stable resource id of the submission', () => {
    const submission = (topic('form:submitted').payloadSchema.properties as Record<string, { required: string[] }>).form_submission;
    expect(submission?.required).not.toContain('id');
    expect(submission?.required).not.toContain('quote_id');
  });

  it('gives every topic an example body that keeps its payload schema, naming no member the schema does not list', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    for (const entry of WEBHOOK_TOPICS) {
      const validate = ajv.compile(closeObjectSchemas(entry.payloadSchema, {}) as object);
      expect({ topic: entry.topic, valid: validate(entry.example), errors: validate.errors ?? null }).toEqual({ topic: entry.topic, valid: true, errors: null });
    }
    // The check has teeth: a member the schema does not list fails it.
    const order = WEBHOOK_TOPICS[0]!;
    const surprised = { order: { ...(order.example.order as object), surprise: true } };
    expect(ajv.compile(closeObjectSchemas(order.payloadSchema, {}) as object)(surprised)).toBe(false);
  });
});
