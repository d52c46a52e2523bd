import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { CreateLetterPartSelectionService } from '../../application/create-letter-part-selection.service';
import {
  CREATE_PROBLEMS, givenConfiguration, LETTER_PARTS_PATH, letterTypeParams, selectionCreateBody, selectionResource, selectionSchema,
} from '../../adapters/http/letter-parts.schemas';

/** POST …/letter-types/{letter_type_id}/letter-parts: a letter part's colour selection, its omitted fields at the category's defaults. */
@injectable()
export default class CreateLetterPartColourSelection implements RouteSource {
  constructor(
    @inject(CreateLetterPartSelectionService) private readonly createSelection: CreateLetterPartSelectionService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser letter parts',
        auth: 'api_key',
        operationId: 'createLetterPartColourSelection',
        method: 'post',
        path: LETTER_PARTS_PATH,
        summary: 'Create a letter-part colour selection',
        description: 'Omitted fields take the defaults the letter type category expects.',
        scopes: ['customisers:write'],
        idempotency: 'required',
        budget: optionWriteBudget(this.config),
        params: letterTypeParams,
        body: selectionCreateBody,
        response: { status: 201, kind: 'resource', schema: selectionSchema, description: 'The selection.' },
        createdResource: { path: `${LETTER_PARTS_PATH}/{letter_part}`, resourceFields: { letter_part: 'letter_part' } },
        problems: ['missing_idempotency_key', 'idempotency_key_conflict', ...CREATE_PROBLEMS],
        handler: async ({ params, body }) =>
          created(selectionResource((await this.createSelection.create(params.customiser_id, params.letter_type_id, body.letter_part, givenConfiguration(body)))!)),
      }),
    ];
  }
}
