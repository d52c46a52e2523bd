import { z } from '../../../../infra/openapi/zod';
import type { Upload, UploadTarget } from '../../../uploads';
import { FORM_ATTACHMENT_PURPOSE } from '../../domain/form-answers';

/**
 * A file a shopper declares to send with a form, and the upload as the storefront answers it. The
 * storefront's own wire shapes: the declaration is checked here as the Store API's is (the uploads
 * service then holds it to its purpose's types and size), and the answer is the Store API's Upload
 * component, mapped from the `Upload` and `UploadTarget` read models. It publishes the same Upload
 * component as the Store API does, so it must say the same (the published-contract test fails a
 * component with two different definitions).
 */

export const shopperUploadBody = z
  .strictObject({
    purpose: z.enum([FORM_ATTACHMENT_PURPOSE]).openapi({
      description: 'What the file is for, which decides the file types accepted and the size cap: `font_ttf` (TrueType, 10 MiB), `backboard_shape_svg` (SVG, 2 MiB), `form_attachment` (PDF, PNG, JPEG or SVG, 25 MiB).',
    }),
    filename: z
      .string()
      .trim()
      .min(1)
      .max(255)
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
      .regex(/^[^/\\\u0000-\u001f]+$/, 'a file name without a path')
      .openapi({ description: 'The file’s name, without a path, 1 to 255 characters; its extension must be one the purpose accepts.' }),
    content_type: z.string().trim().min(1).max(100).openapi({ description: 'The file’s media type (`font/ttf`), up to 100 characters; it must be one the purpose accepts for the extension.' }),
    byte_size: z.number().int().positive().openapi({ description: 'The file’s exact size in bytes, at most the purpose’s cap (422 with `max_byte_size` above it): the bytes sent must match it.' }),
  })
  .openapi('ShopperUploadDeclaration', { description: 'A file a shopper sends with a form: purpose form_attachment only.' });

export const shopperUploadSchema = z
  .object({
    object: z.literal('upload'),
    id: z.string().openapi({ description: 'The upload’s id: `upl_` and 16 letters, digits, `_` or `-`.' }),
    purpose: z.string().openapi({ description: 'What the file is for (`font_ttf`, `backboard_shape_svg`, `form_attachment`), as declared.' }),
    filename: z.string().openapi({ description: 'The file’s name, as declared.' }),
    content_type: z.string().openapi({ description: 'The file’s media type, as declared (in lowercase).' }),
    byte_size: z.number().int().openapi({ description: 'The file’s size in bytes, as declared.' }),
    status: z.enum(['pending', 'uploaded', 'attached', 'rejected']).openapi({
      description: '`pending` until the bytes land; `uploaded` once they have; `attached` once a file slot took them; `rejected` when they failed the check at attachment (see `verification_failure_code`).',
    }),
    bytes_received: z.boolean().openapi({ description: 'Whether the bytes have landed (any status but `pending`).' }),
    verification_failure_code: z.string().nullable().openapi({ description: 'Why the bytes were refused when attached (`not_a_font`, `svg_without_dimensions` …); null unless `rejected`.' }),
    expires_at: z.string().datetime().openapi({ description: 'When an upload not attached by then lapses (24 hours after it was declared): an ISO 8601 timestamp in UTC.' }),
    attached_at: z.string().datetime().nullable().openapi({ description: 'When a file slot took the upload: an ISO 8601 timestamp in UTC; null until then.' }),
    created_at: z.string().datetime().openapi({ description: 'When the upload was declared: an ISO 8601 timestamp in UTC.' }),
    upload_target: z
      .object({
        method: z.literal('PUT').openapi({ description: 'The method to send the bytes with: always `PUT`.' }),
        url: z.string().url().openapi({ description: 'Where to send the bytes, as the raw body: a signed absolute URL.' }),
        headers: z.record(z.string(), z.string()).openapi({ description: 'Every header to send with the bytes, with its value (`Content-Type`, `Content-Length`).' }),
        expires_at: z.string().datetime().openapi({ description: 'When the target stops taking bytes (about ten minutes after issue): an ISO 8601 timestamp in UTC.' }),
      })
      .nullable()
      .openapi({ description: 'Where and how to send the bytes. Only in the answer that declared the upload; null elsewhere, and in an idempotent replay (declare a new upload once it has expired).' }),
  })
  .openapi('Upload');

export function shopperUploadResource(upload: Upload, target: UploadTarget | null): z.infer<typeof shopperUploadSchema> {
  return {
    object: 'upload',
    id: upload.id,
    purpose: upload.purpose,
    filename: upload.filename,
    content_type: upload.contentType,
    byte_size: upload.byteSize,
    status: upload.status,
    bytes_received: upload.status !== 'pending',
    verification_failure_code: upload.verificationFailureCode,
    expires_at: upload.expiresAt.toISOString(),
    attached_at: upload.attachedAt?.toISOString() ?? null,
    created_at: upload.createdAt.toISOString(),
    upload_target: target && { method: target.method, url: target.url, headers: target.headers, expires_at: target.expiresAt.toISOString() },
  };
}
