import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { created, defineOperation, type AnyOperation } from '../../../../infra/operations/operation';
import { CreateOptionRowsService } from './create-option-rows.service';
import { FAMILY_SEGMENTS } from '../../domain/option-families';

const customiser = z.object({ customiser_id: z.number().int().positive() });

/** Each row as its family's create takes it (its body is checked there, by the row's own document). */
const newRows = z.strictObject({
  rows: z.array(z.strictObject({ family: z.enum(FAMILY_SEGMENTS), body: z.record(z.string(), z.unknown()) })).min(1),
});

/**
 * The operator's: many rows of one customiser of the acting store at once, as many creates of the Store
 * API would make them but under one lock and one outbox write: what fills the demo's customisers. No route
 * offers it; a row may name only rows that existed before the call. Answers each row's family and id, in
 * the order asked.
 */
@injectable()
export default class CreateOptionRows {
  constructor(@inject(CreateOptionRowsService) private readonly rows: CreateOptionRowsService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'createOptionRows',
        // Many rows of several families at once (the demo's): one item naming the customiser.
        activity: { resourceType: 'option_row', subject: () => ({ id: null }) },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: customiser,
        body: newRows,
        problems: ['resource_not_found', 'validation_failed', 'unknown_field', 'form_type_not_supported'],
        handler: async ({ params, body }) => {
          const written = await this.rows.create(params.customiser_id, body.rows);
          return created({ rows: written.map((row) => ({ family: row.family, id: row.id })) });
        },
      }),
    ];
  }
}
