import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { created, defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { enabledOf, topicsAfterWrite } from '../../domain/webhook-vocabulary';
import { webhookV2, webhookV2Bodies, webhookV2Params, webhookV2Schema, type V3Subscription } from './webhooks-v2.schemas';
import { presenting } from './previous-generation-routing';
import { resourceOf, runPresented, type PresentingInput, answerSchemaOf, presentedRoute } from '../../../../infra/operations/presented-operation';
import { everyItemOf, pathText } from './v3-calls';

const PATH = '/api/v2/webhooks';

/** CRUD of /api/v2/webhooks: v3's webhook subscription operations, one topic each, active or disabled. */
@injectable()
export class WebhooksV2Routes implements RouteSource {
  constructor(
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    const list = presentedRoute(this.directory, 'listWebhookSubscriptions');
    const create = presentedRoute(this.directory, 'createWebhookSubscription');
    const get = presentedRoute(this.directory, 'getWebhookSubscription');
    const update = presentedRoute(this.directory, 'updateWebhookSubscription');
    const remove = presentedRoute(this.directory, 'deleteWebhookSubscription');
    const schema = webhookV2Schema(answerSchemaOf(get));
    const bodies = webhookV2Bodies(create.body);
    const resource = { status: 200, kind: 'resource' as const, schema, description: 'The webhook.' };
    const one = `${PATH}/{webhook_id}`;
    const params = webhookV2Params(get.params);
    const subscription = (id: unknown) => ({ params: { subscription_id: pathText(id) } });
    const read = async (id: unknown, input: PresentingInput) => resourceOf<V3Subscription>(await runPresented(get, subscription(id), input));
    return [
      defineRoute({
        ...presenting(this.config, list),
        operationId: 'legacyListWebhooks',
        method: 'get',
        path: PATH,
        summary: 'List every webhook of the store (previous generation)',
        description: 'All of them, oldest first, in one plain array; secrets are never listed. Replaced by GET /api/v3/webhook-subscriptions (webhooks:read).',
        response: { status: 200, kind: 'collection', schema, description: 'Every webhook.' },
        handler: async (input) => page((await everyItemOf<V3Subscription>(list, input)).map(webhookV2), null),
      }),
      defineRoute({
        ...presenting(this.config, create),
        operationId: 'legacyCreateWebhook',
        activity: { resourceType: 'webhook_subscription', verb: 'created' },
        method: 'post',
        path: PATH,
        summary: 'Create a webhook (previous generation)',
        description: 'Creates a v3 webhook subscription to the one topic; the answer carries its secret, shown here only. Replaced by POST /api/v3/webhook-subscriptions (webhooks:write).',
        body: bodies.create,
        response: { ...resource, status: 201, description: 'The webhook, with its secret.' },
        // This generation reads its webhooks back, so its create says where, as every v3 create does.
        createdResource: { path: one, resourceFields: { webhook_id: 'id' } },
        handler: async (input) => {
          const { topic, url, status } = input.body;
          const request = { body: { url, topics: [topic], enabled: enabledOf(status) } };
          return created(webhookV2(resourceOf<V3Subscription>(await runPresented(create, request, input))));
        },
      }),
      defineRoute({
        ...presenting(this.config, get),
        operationId: 'legacyGetWebhook',
        method: 'get',
        path: one,
        summary: 'Read a webhook (previous generation)',
        description: 'Replaced by GET /api/v3/webhook-subscriptions/{subscription_id} (webhooks:read).',
        params,
        response: resource,
        handler: async (input) => ok(webhookV2(await read(input.params.webhook_id, input))),
      }),
      defineRoute({
        ...presenting(this.config, update, get),
        operationId: 'legacyUpdateWebhook',
        activity: { resourceType: 'webhook_subscription', verb: 'updated' },
        method: 'put',
        path: one,
        summary: 'Update a webhook (previous generation)',
        description:
          'Changes the fields sent. A new topic replaces the one shown (the subscription’s first) and keeps any other topic a v3 client added; status active enables the subscription, disabled turns it off. Replaced by PATCH /api/v3/webhook-subscriptions/{subscription_id} (webhooks:write).',
        params,
        body: bodies.update,
        response: resource,
        handler: async (input) => {
          const { topic, url, status } = input.body;
          // Read first, as this generation always did: the topic it shows is the first of those v3 holds now.
          const current = await read(input.params.webhook_id, input);
          const patch = {
            ...(url !== undefined ? { url } : {}),
            ...(topic !== undefined ? { topics: topicsAfterWrite(current.topics, String(topic)) } : {}),
            ...(status !== undefined ? { enabled: enabledOf(status) } : {}),
          };
          return ok(webhookV2(resourceOf<V3Subscription>(await runPresented(update, { ...subscription(input.params.webhook_id), body: patch }, input))));
        },
      }),
      defineRoute({
        ...presenting(this.config, remove),
        operationId: 'legacyDeleteWebhook',
        activity: { resourceType: 'webhook_subscription', verb: 'deleted' },
        method: 'delete',
        path: one,
        summary: 'Delete a webhook (previous generation)',
        description: 'Removes the subscription with its delivery log and answers the webhook as it was. Replaced by DELETE /api/v3/webhook-subscriptions/{subscription_id} (webhooks:write).',
        params,
        response: { ...resource, description: 'The webhook removed.' },
        handler: async (input) => {
          const receipt = resourceOf<{ resource: V3Subscription }>(await runPresented(remove, subscription(input.params.webhook_id), input));
          return ok(webhookV2(receipt.resource));
        },
      }),
    ];
  }
}
