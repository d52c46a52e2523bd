import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { LETTER_PARTS_PATH, letterPartParams, selectionResource, selectionSchema } from '../../adapters/http/letter-parts.schemas';
import { GetLetterPartSelectionService } from './get-letter-part-selection.service';

/** GET …/letter-parts/{letter_part}: one letter part's colour selection (where its create's `Location` points). */
@injectable()
export default class GetLetterPartColourSelection implements RouteSource {
  constructor(@inject(GetLetterPartSelectionService) private readonly getSelection: GetLetterPartSelectionService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser letter parts',
        auth: 'api_key',
        operationId: 'getLetterPartColourSelection',
        method: 'get',
        path: `${LETTER_PARTS_PATH}/{letter_part}`,
        summary: 'Read a letter-part colour selection',
        scopes: ['customisers:read'],
        idempotency: 'none',
        params: letterPartParams,
        response: { status: 200, kind: 'resource', schema: selectionSchema, description: 'The selection.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(selectionResource(await this.getSelection.get(params.customiser_id, params.letter_type_id, params.letter_part))),
      }),
    ];
  }
}
