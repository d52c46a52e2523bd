import { z } from '../openapi/zod';
import { JsonText } from '../../shared-kernel/http/json-text';
import { systemCredential, type RequestCredential } from '../../shared-kernel/request-context';
import { created, ok, page, type AnyOperation, type OperationResult } from './operation';
import { activityOf, activityPlanOf, isRecordedWrite } from './operation-activity';

const key: RequestCredential = { kind: 'api_key', id: '7', storeId: 5, scopes: [], wildcard: false, test: false };
const colour = z.object({ object: z.literal('colour'), id: z.number(), customiser_id: z.number() });

/** An operation as a route declares it: what derivation reads is its id, its answer's schema and its declaration. */
function operation(operationId: string, schema: z.ZodType | undefined, extra: Partial<AnyOperation> = {}): AnyOperation {
  return {
    operationId,
    auth: 'api_key',
    scopes: [],
    idempotency: 'none',
    problems: [],
    handler: async () => ok({}),
    ...(schema ? { response: { status: 200, kind: 'resource', schema } } : {}),
    ...extra,
  } as AnyOperation;
}

const derive = (op: AnyOperation, result: OperationResult, params: unknown = {}, credential = key) => activityOf(op, { params, body: {}, result, credential });

describe('the activity a write leaves, derived in one place', () => {
  it('names the resource type by the object its answer declares and the verb by the operation id’s first word', () => {
    expect(activityPlanOf(operation('createColour', colour))).toEqual({ resourceType: 'colour', verb: 'created' });
    expect(activityPlanOf(operation('replaceColour', colour))).toEqual({ resourceType: 'colour', verb: 'updated' });
    expect(activityPlanOf(operation('deactivateColour', colour))).toEqual({ resourceType: 'colour', verb: 'deactivated' });
    expect(derive(operation('updateColour', colour), ok({ object: 'colour', id: 3, customiser_id: 12 }))).toEqual({ storeId: 5, action: 'colour.updated', resource: { type: 'colour', id: '3', customiserId: 12 } });
  });

  it('reads a deletion receipt’s removed resource, and a customiser is its own customiser', () => {
    const receipt = z.object({ object: z.string(), id: z.number(), deleted: z.literal(true), resource: colour });
    const removed = { object: 'colour_deletion_receipt', id: 3, deleted: true, resource: { object: 'colour', id: 3, customiser_id: 12 } };
    expect(derive(operation('deleteColour', receipt), ok(removed))).toEqual({ storeId: 5, action: 'colour.deleted', resource: { type: 'colour', id: '3', customiserId: 12 } });
    const customiser = z.object({ object: z.literal('customiser'), id: z.number() });
    expect(derive(operation('activateCustomiser', customiser), ok({ object: 'customiser', id: 12 }))?.resource).toEqual({ type: 'customiser', id: '12', customiserId: 12 });
  });

  it('names a document kept as text (a pricing document) by the customiser of its path', () => {
    const pricing = z.object({ object: z.literal('customiser_pricing'), customiser_id: z.number() });
    const answered = ok(new JsonText('{"object":"customiser_pricing","customiser_id":12}'));
    expect(derive(operation('replaceCustomiserPricing', pricing), answered, { customiser_id: 12 })).toEqual({
      storeId: 5,
      action: 'customiser_pricing.updated',
      resource: { type: 'customiser_pricing', id: '12', customiserId: 12 },
    });
  });

  it('takes what an operation declares where its answer cannot say it', () => {
    const send = operation('sendWebhookTestEvent', z.object({ object: z.literal('webhook_delivery'), id: z.number() }), {
      activity: { resourceType: 'webhook_subscription', verb: 'test_event_sent', subject: ({ params }) => ({ id: (params as { subscription_id: number }).subscription_id }) },
    });
    expect(derive(send, ok({ object: 'webhook_delivery', id: 99 }), { subscription_id: 4 })).toEqual({
      storeId: 5,
      action: 'webhook_subscription.test_event_sent',
      resource: { type: 'webhook_subscription', id: '4', customiserId: null },
    });
    const reorder = operation('reorderBackboards', undefined, { activity: { resourceType: 'backboard', subject: () => ({ id: null }) } });
    expect(derive(reorder, page([], null), { customiser_id: 12 })?.resource).toEqual({ type: 'backboard', id: null, customiserId: 12 });
  });

  it('records the operator’s write in the store it names, and refuses to record one for no store', () => {
    const createKey = operation('createApiKey', undefined, { auth: 'operator', activity: { resourceType: 'api_key', subject: ({ params }) => ({ storeId: (params as { store_id: number }).store_id }) } });
    expect(derive(createKey, created({ id: 41 }), { store_id: 8 }, systemCredential(0, { command: 'keys create' }))).toMatchObject({ storeId: 8, action: 'api_key.created', resource: { id: '41' } });
    const undeclared = operation('createIntegration', undefined, { auth: 'operator', activity: { resourceType: 'integration' } });
    expect(() => derive(undeclared, created({ id: 2 }), {}, systemCredential(0, { command: 'integrations create' }))).toThrow(/for no store/);
  });

  it('records no read, no shopper’s or public operation, and no write declared to change nothing', () => {
    expect(isRecordedWrite(operation('getColour', colour, { safe: true }))).toBe(false);
    expect(isRecordedWrite(operation('createStorefrontUpload', colour, { auth: 'storefront_key' }))).toBe(false);
    expect(isRecordedWrite(operation('validateColour', colour, { activity: { unrecorded: 'a check' } }))).toBe(false);
    expect(derive(operation('getColour', colour, { safe: true }), ok({ object: 'colour', id: 3 }))).toBeUndefined();
  });

  it('fails a write whose activity can be neither derived nor found declared, naming what is missing', () => {
    expect(() => activityPlanOf(operation('renameColour', colour))).toThrow(/renameColour .*no known verb/);
    expect(() => activityPlanOf(operation('updateColours', z.object({ object: z.enum(['colour', 'font']) })))).toThrow(/updateColours .*no single `object`/);
  });
});
