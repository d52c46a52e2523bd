import { z } from '../../../../infra/openapi/zod';
import type { Quote } from '../../domain/quote';

export const quoteSchema = z
  .object({
    object: z.literal('quote'),
    id: z.number().int(),
    customiser_id: z.number().int(),
    form_id: z.number().int(),
    answers: z.array(
      z.object({
        field_id: z.string(),
        name: z.string(),
        value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]),
      }),
    ),
    files: z.array(
      z.object({
        upload_id: z.string(),
        filename: z.string(),
        content_type: z.string(),
        byte_size: z.number().int(),
        url: z.string().url().openapi({ description: 'Where the bytes are served: GET, with quotes:read.' }),
      }),
    ),
    contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
    created_at: z.string().datetime(),
  })
  .openapi('Quote', { description: 'A quote request: the answers a shopper gave on a form, their files and contact details.' });

export function quoteResource(quote: Quote): z.infer<typeof quoteSchema> {
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
