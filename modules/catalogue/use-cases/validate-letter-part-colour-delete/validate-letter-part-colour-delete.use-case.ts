import { inject, injectable } from 'inversify';
import { idParam } from '../../../../infra/http/listing-query';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { LETTER_PARTS_PATH, letterPartParams, selectionIdentity, VALID_VERDICT } from '../../adapters/http/letter-parts.schemas';
import { ValidateLetterPartColourDeleteService } from './validate-letter-part-colour-delete.service';

/** POST …/letter-parts/{letter_part}/colours/{colour_id}/validate-delete: whether a colour could leave a part's bucket, writing nothing. */
@injectable()
export default class ValidateLetterPartColourDelete implements RouteSource {
  constructor(@inject(ValidateLetterPartColourDeleteService) private readonly validateColourDelete: ValidateLetterPartColourDeleteService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser letter parts',
        auth: 'api_key',
        operationId: 'validateLetterPartColourDelete',
        activity: { unrecorded: 'a check: it answers what a write would do and writes nothing' },
        method: 'post',
        path: `${LETTER_PARTS_PATH}/{letter_part}/colours/{colour_id}/validate-delete`,
        summary: "Check that a colour could leave a letter part's bucket",
        description: 'No body. 200 verdict (advisory), or the identical 409 resource_in_use the removal would give.',
        scopes: ['customisers:write'],
        idempotency: 'none',
        params: letterPartParams.extend({ colour_id: idParam().openapi({ description: 'The id of the colour whose removal from the part is checked.' }) }),
        response: {
          status: 200,
          kind: 'resource',
          schema: z.object({
            object: z.literal('letter_part_colour_validation'),
            operation: z.literal('delete').openapi({ description: 'The operation checked: always `delete` (of the colour from the part).' }),
            ...selectionIdentity,
            colour_id: z.number().openapi({ description: 'The id of the colour whose removal was checked.' }),
            valid: VALID_VERDICT,
          }),
          description: 'The verdict.',
        },
        problems: ['resource_not_found', 'resource_in_use', 'unknown_field'],
        handler: async ({ params }) => {
          const p = params as unknown as { customiser_id: number; letter_type_id: number; letter_part: string; colour_id: number };
          await this.validateColourDelete.validate(p.customiser_id, p.letter_type_id, p.letter_part, p.colour_id);
          return ok({ object: 'letter_part_colour_validation', operation: 'delete', customiser_id: p.customiser_id, letter_type_id: p.letter_type_id, letter_part: p.letter_part, colour_id: p.colour_id, valid: true });
        },
      }),
    ];
  }
}
