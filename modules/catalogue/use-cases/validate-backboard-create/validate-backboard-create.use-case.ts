import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { OPTION_FAMILIES } from '../../domain/option-families';
import { CreateOptionRowService } from '../../application/create-option-row.service';
import { familySchemas } from '../../adapters/http/option-family.schemas';
import { customiserParams } from '../../adapters/http/catalogue-routing';

const verdictSchema = z
  .object({
    object: z.literal('backboard_validation'),
    operation: z.literal('create').openapi({ description: 'The operation checked: always `create`.' }),
    customiser_id: z.number(),
    backboard_id: z.string().nullable().openapi({ description: 'Always null: nothing was created, so there is no backboard id yet.' }),
    valid: z.boolean().openapi({ description: 'Always true: the create would succeed now (one that would fail answers its problem instead). Advisory: nothing was written.' }),
  })
  .openapi('BackboardValidateCreate');

/**
 * POST /api/v3/customisers/{customiser_id}/backboards/validate-create: every rule of a backboard's create
 * (the family's own create, run dry), writing nothing.
 */
@injectable()
export default class ValidateBackboardCreate implements RouteSource {
  constructor(@inject(CreateOptionRowService) private readonly createRow: CreateOptionRowService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser backboards',
        auth: 'api_key',
        operationId: 'validateBackboardCreate',
        activity: { unrecorded: 'a check: it answers what a write would do and writes nothing' },
        method: 'post',
        path: '/api/v3/customisers/{customiser_id}/backboards/validate-create',
        summary: 'Check that a backboard could be created',
        description: 'Runs every rule of the create and writes nothing: 200 with valid true, or the identical problem the create would give. Consumes no idempotency key and no option-write budget.',
        scopes: ['customisers:write'],
        idempotency: 'none',
        params: customiserParams,
        body: familySchemas(OPTION_FAMILIES.backboards).create,
        response: { status: 200, kind: 'resource', schema: verdictSchema, description: 'The verdict.' },
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => {
          await this.createRow.create('backboards', params.customiser_id, body, { dryRun: true });
          return ok({ object: 'backboard_validation', operation: 'create', customiser_id: params.customiser_id, backboard_id: null, valid: true });
        },
      }),
    ];
  }
}
