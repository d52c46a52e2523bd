import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { CreateLetterPartSelectionService } from '../../application/create-letter-part-selection.service';
import {
  CREATE_CHECKED, CREATE_PROBLEMS, givenConfiguration, LETTER_PARTS_PATH, letterTypeParams, selectionCreateBody, selectionIdentity, VALID_VERDICT,
} from '../../adapters/http/letter-parts.schemas';

/** POST …/letter-parts/validate-create: every rule of a selection's create (the create, run dry), writing nothing. */
@injectable()
export default class ValidateLetterPartColourSelectionCreate implements RouteSource {
  constructor(@inject(CreateLetterPartSelectionService) private readonly createSelection: CreateLetterPartSelectionService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser letter parts',
        auth: 'api_key',
        operationId: 'validateLetterPartColourSelectionCreate',
        activity: { unrecorded: 'a check: it answers what a write would do and writes nothing' },
        method: 'post',
        path: `${LETTER_PARTS_PATH}/validate-create`,
        summary: 'Check that a letter-part colour selection could be created',
        description: 'Same body and validation as the create; nothing written, no key consumed, no option-write budget spent. Advisory.',
        scopes: ['customisers:write'],
        idempotency: 'none',
        params: letterTypeParams,
        body: selectionCreateBody,
        response: {
          status: 200,
          kind: 'resource',
          schema: z.object({ object: z.literal('letter_part_colour_selection_validation'), operation: CREATE_CHECKED, ...selectionIdentity, valid: VALID_VERDICT }),
          description: 'The verdict.',
        },
        problems: [...CREATE_PROBLEMS],
        handler: async ({ params, body }) => {
          await this.createSelection.create(params.customiser_id, params.letter_type_id, body.letter_part, givenConfiguration(body), { dryRun: true });
          return ok({ object: 'letter_part_colour_selection_validation', operation: 'create', customiser_id: params.customiser_id, letter_type_id: params.letter_type_id, letter_part: body.letter_part, valid: true });
        },
      }),
    ];
  }
}
