import { inject, injectable } from 'inversify';
import { z } from '../../../../infra/openapi/zod';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { idArgument, presentAsTool, toolId } from '../../../../shared-kernel/connector-tools';
import { Customisers } from '../../read-models/customisers';
import { customiserParams } from '../../adapters/http/catalogue-routing';
import { customiserResource, customiserSchema } from '../../adapters/http/customisers.schemas';

const customiserIdArgument = idArgument('The id of one of the store’s customisers.');

/** GET /api/v3/customisers/{customiser_id}: one customiser of the store; also a connector tool. */
@injectable()
export default class GetCustomiser implements RouteSource {
  constructor(@inject(Customisers) private readonly getCustomiser: Customisers) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customisers',
        auth: 'api_key',
        operationId: 'getCustomiser',
        method: 'get',
        path: '/api/v3/customisers/{customiser_id}',
        summary: 'Read a customiser',
        scopes: ['customisers:read'],
        idempotency: 'none',
        params: customiserParams,
        response: { status: 200, kind: 'resource', schema: customiserSchema, description: 'The customiser.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        tool: presentAsTool({
          name: 'get_customiser',
          title: 'Read a customiser',
          description: 'One customiser of the store: name, whether it is active, its pricing model, sign category, product family and selection mode.',
          input: z.strictObject({ customiser_id: customiserIdArgument }),
          request: ({ customiser_id }) => ({ params: { customiser_id: toolId(customiser_id) } }),
        }),
        handler: async ({ params }) => ok(customiserResource(await this.getCustomiser.get(params.customiser_id))),
      }),
    ];
  }
}
