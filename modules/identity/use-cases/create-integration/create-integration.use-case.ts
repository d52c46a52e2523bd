import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { created, defineOperation, type AnyOperation } from '../../../../infra/operations/operation';
import { CreateIntegrationService } from '../../application/create-integration.service';
import { acceptsWrites, type Integration } from '../../domain/integration';
import { storeParams } from '../operator-inputs';

const newIntegration = z.strictObject({
  type: z.string(),
  name: z.string(),
  enabled: z.boolean().default(true),
  create_product_url: z.string().nullable().default(null),
});

/** An integration in the words of the Store API's store resource, which lists them. */
function integrationRecord(integration: Integration) {
  return {
    object: 'integration' as const,
    id: integration.id,
    type: integration.type,
    name: integration.name,
    enabled: integration.enabled,
    accepts_writes: acceptsWrites(integration),
    create_product_url: integration.createProductUrl,
  };
}

/** `signwright integrations create`: the signing secret of its create-product calls is in this answer only. */
@injectable()
export default class CreateIntegration {
  constructor(@inject(CreateIntegrationService) private readonly integrations: CreateIntegrationService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'createIntegration',
        activity: { resourceType: 'integration', subject: ({ params }) => ({ storeId: params.store_id }) },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: storeParams,
        body: newIntegration,
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => {
          const { integration, signingSecret } = await this.integrations.create({
            storeId: params.store_id,
            type: body.type,
            name: body.name,
            enabled: body.enabled,
            createProductUrl: body.create_product_url,
          });
          return created({ ...integrationRecord(integration), signing_secret: signingSecret }, integrationRecord(integration));
        },
      }),
    ];
  }
}
