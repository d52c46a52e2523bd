import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { DELETED_FOR_GOOD, LETTER_PARTS_PATH, letterPartParams, selectionIdentity, selectionResource, selectionSchema } from '../../adapters/http/letter-parts.schemas';
import { DeleteLetterPartSelectionService } from './delete-letter-part-selection.service';

/**
 * DELETE …/letter-parts/{letter_part}: a selection whose part its letter type no longer lists, reset to
 * the category's defaults and emptied first; answers a deletion receipt.
 */
@injectable()
export default class DeleteLetterPartColourSelection implements RouteSource {
  constructor(
    @inject(DeleteLetterPartSelectionService) private readonly deleteSelection: DeleteLetterPartSelectionService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser letter parts',
        auth: 'api_key',
        operationId: 'deleteLetterPartColourSelection',
        method: 'delete',
        path: `${LETTER_PARTS_PATH}/{letter_part}`,
        summary: 'Delete a letter-part colour selection',
        description:
          'Only a selection whose part its letter type no longer lists (else 422 `letter_part_not_deletable`, reason `letter_part_declared`), whose configuration is back at the category’s defaults with no uploaded image (else 422 `letter_part_not_deletable`, reason `configured_letter_part`; the detail names the fields and their defaults), and whose bucket is empty, unshared and untranslated (else 409 `resource_in_use`, reason `selection_not_empty` with each colour named in `referenced_by`, or `selection_shared`, `selection_translated`). Reset and empty it with a PATCH of the selection first.',
        scopes: ['customisers:write'],
        idempotency: 'required',
        budget: optionWriteBudget(this.config),
        params: letterPartParams,
        response: {
          status: 200,
          kind: 'resource',
          schema: z.object({ object: z.literal('letter_part_colour_selection_deletion_receipt'), ...selectionIdentity, deleted: DELETED_FOR_GOOD, resource: selectionSchema }),
          description: 'Deletion receipt.',
        },
        problems: ['resource_not_found', 'missing_idempotency_key', 'letter_part_not_deletable', 'resource_in_use', 'unknown_field'],
        handler: async ({ params }) => {
          const selection = await this.deleteSelection.delete(params.customiser_id, params.letter_type_id, params.letter_part);
          return ok({
            object: 'letter_part_colour_selection_deletion_receipt',
            customiser_id: selection.customiserId,
            letter_type_id: selection.letterTypeId,
            letter_part: selection.letterPart,
            deleted: true,
            resource: selectionResource(selection),
          });
        },
      }),
    ];
  }
}
