import { z } from '../../../../infra/openapi/zod';
import type { Quote } from '../../domain/quote';

export const quoteSchema = z
  .object({
    object: z.literal('quote'),
    id: z.number().int().openapi({ description: 'The quote request’s id, unique within the store.' }),
    customiser_id: z.number().int().openapi({ description: 'The id of the customiser whose form was filled in.' }),
    form_id: z.number().int().openapi({ description: 'The id of the form that was filled in.' }),
    answers: z
      .array(
        z.object({
          field_id: z.string().openapi({ description: 'The id (a UUID) of the form question answered.' }),
          name: z.string().openapi({ description: 'The question as it read when the form was submitted.' }),
          value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]).openapi({
            description: 'The answer: text, a number, true for a ticked checkbox, the options chosen of a question taking several, or null when left blank.',
          }),
        }),
      )
      .openapi({ description: 'The answers, in the form’s order of questions.' }),
    files: z
      .array(
        z.object({
          upload_id: z.string().openapi({ description: 'The id of the upload the file came in (`upl_…`).' }),
          filename: z.string().openapi({ description: 'The file’s name as the shopper sent it.' }),
          content_type: z.string().openapi({ description: 'The file’s media type (`image/png`).' }),
          byte_size: z.number().int().openapi({ description: 'The file’s size in bytes.' }),
        url: z.string().url().openapi({ description: 'Where the bytes are served: GET, with quotes:read.' }),
        }),
      )
      .openapi({ description: 'The files the shopper attached.' }),
    contact: z
      .object({
        name: z.string().nullable().openapi({ description: 'The shopper’s name, from the question marked as the name; null when none.' }),
        email: z.string().nullable().openapi({ description: 'The shopper’s email address, from the question marked as the email (or the first email question); null when none.' }),
        phone: z.string().nullable().openapi({ description: 'The shopper’s phone number, from the question marked as the phone; null when none.' }),
      })
      .openapi({ description: 'How to reach the shopper, read from the answers the form marks as contact details.' }),
    created_at: z.string().datetime(),
  })
  .openapi('Quote', { description: 'A quote request: the answers a shopper gave on a form, their files and contact details.' });

export type QuoteResource = z.infer<typeof quoteSchema>;

export function quoteResource(quote: Quote): QuoteResource {
  return {
    object: 'quote',
    id: quote.id,
    customiser_id: quote.customiserId,
    form_id: quote.formId,
    answers: quote.answers,
    files: quote.files,
    contact: quote.contact,
    created_at: quote.createdAt.toISOString(),
  };
}
