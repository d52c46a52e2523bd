import { inject, injectable } from 'inversify';
import { listingQuery } from '../../../../infra/http/listing-query';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { LETTER_PARTS_PATH, letterTypeParams, selectionResource, selectionSchema } from '../../adapters/http/letter-parts.schemas';
import { ListLetterPartSelectionsService } from './list-letter-part-selections.service';

/** GET …/letter-types/{letter_type_id}/letter-parts: a letter type's colour selections, oldest first. */
@injectable()
export default class ListLetterPartColourSelections implements RouteSource {
  constructor(@inject(ListLetterPartSelectionsService) private readonly listSelections: ListLetterPartSelectionsService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser letter parts',
        auth: 'api_key',
        operationId: 'listLetterPartColourSelections',
        method: 'get',
        path: LETTER_PARTS_PATH,
        summary: "List a letter type's letter-part colour selections",
        scopes: ['customisers:read'],
        idempotency: 'none',
        description: 'Oldest first, stable across pages.',
        params: letterTypeParams,
        query: z.object(listingQuery),
        response: { status: 200, kind: 'collection', schema: selectionSchema, description: 'A page of the letter type’s selections.' },
        problems: ['resource_not_found', 'unknown_parameter', 'invalid_parameter', 'invalid_cursor'],
        handler: async ({ params, query }) => {
          const listed = await this.listSelections.list(params.customiser_id, params.letter_type_id, { limit: query.limit, cursor: query.cursor });
          return page(listed.items.map(selectionResource), listed.nextCursor);
        },
      }),
    ];
  }
}
