import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { LETTER_PARTS_PATH, letterPartParams, selectionPatchBody, selectionResource, selectionSchema } from '../../adapters/http/letter-parts.schemas';
import { UpdateLetterPartSelectionService } from './update-letter-part-selection.service';

/** PATCH …/letter-parts/{letter_part}: a JSON merge patch of a selection's configuration and its bucket of colours. */
@injectable()
export default class UpdateLetterPartColourSelection implements RouteSource {
  constructor(
    @inject(UpdateLetterPartSelectionService) private readonly updateSelection: UpdateLetterPartSelectionService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser letter parts',
        auth: 'api_key',
        operationId: 'updateLetterPartColourSelection',
        method: 'patch',
        path: `${LETTER_PARTS_PATH}/{letter_part}`,
        summary: 'Reconfigure a letter-part colour selection (JSON merge patch of its configuration and colours)',
        description:
          'Changes any configuration field and the bucket, `colour_ids` (replaced whole; `[]` empties it), by the create’s rules (`customer_text_not_supported`, `field_not_used_by_letter_part`); colours must be the customiser’s, and one that saved presets of this letter type use cannot leave the bucket (409 `resource_in_use`, reason `colour_used_by_presets`). A part that its letter type no longer lists can still be reconfigured. Before a delete, send the fields its `letter_part_not_deletable` refusal names back at their defaults and `colour_ids: []`. `default_upload_image_url` is read-only.',
        scopes: ['customisers:write'],
        idempotency: 'optional',
        budget: optionWriteBudget(this.config),
        params: letterPartParams,
        body: selectionPatchBody,
        bodyIsMergePatch: true,
        response: { status: 200, kind: 'resource', schema: selectionSchema, description: 'The selection.' },
        problems: ['resource_not_found', 'validation_failed', 'invalid_document', 'unknown_field', 'customer_text_not_supported', 'field_not_used_by_letter_part', 'resource_in_use', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params, body }) =>
          ok(selectionResource(await this.updateSelection.update(params.customiser_id, params.letter_type_id, params.letter_part, body as JsonObject))),
      }),
    ];
  }
}
