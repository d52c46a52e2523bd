import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { created, defineOperation, type AnyOperation } from '../../../../infra/operations/operation';
import { RecordQuoteService } from '../../application/record-quote.service';

const answerValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

const submittedFile = z.strictObject({
  upload_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  byte_size: z.number().int().nonnegative(),
});

const quote = z.strictObject({
  customiser_id: z.number().int().positive(),
  form_id: z.number().int().positive(),
  answers: z.array(z.strictObject({ field_id: z.string(), value: answerValue })),
  /** Files already taken from the uploads context (takeFormAttachments), as a quote keeps them. */
  files: z.array(submittedFile).default([]),
  contact: z.strictObject({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
});

/**
 * The operator's (the command line's): a quote request on a form of one of the acting store's
 * customisers, recorded as a submission records it (form:submitted, the form's email) but with its
 * contact named rather than read from the answers: the demo's quotes, whose shoppers left more than the
 * form asks. The storefront's form submission runs it too, inside its own operation.
 */
@injectable()
export default class RecordQuote {
  constructor(@inject(RecordQuoteService) private readonly quotes: RecordQuoteService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'recordQuote',
        activity: { verb: 'created', resourceType: 'quote' },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        body: quote,
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ body }) => {
          const recorded = await this.quotes.record({
            customiserId: body.customiser_id,
            formId: body.form_id,
            answers: body.answers.map((answer) => ({ fieldId: answer.field_id, value: answer.value })),
            files: body.files,
            contact: body.contact,
          });
          return created({ object: 'quote', id: recorded.id, customiser_id: recorded.customiserId, form_id: recorded.formId, created_at: recorded.createdAt.toISOString() });
        },
      }),
    ];
  }
}
