import { z } from '../../../../infra/openapi/zod';
import type { Upload } from '../../domain/upload';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../domain/upload-purposes';
import type { UploadTarget } from '../../application/declare-upload.service';

/** What a client declares before sending bytes; `purposes` narrows who may declare what (shoppers: form attachments). */
export function uploadDeclaration<P extends string>(purposes: readonly [P, ...P[]], name: string, description?: string) {
  return z
    .strictObject({
      purpose: z.enum(purposes),
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
      filename: z.string().trim().min(1).max(255).regex(/^[^/\\\u0000-\u001f]+$/, 'a file name without a path'),
      content_type: z.string().trim().min(1).max(100),
      byte_size: z.number().int().positive(),
    })
    .openapi(name, description ? { description } : {});
}

/** The Store API declares files for slots; shoppers' form attachments are declared on the storefront only. */
export const declareUploadBody = uploadDeclaration(
  (Object.keys(UPLOAD_PURPOSES) as UploadPurpose[]).filter((purpose) => purpose !== 'form_attachment') as [UploadPurpose, ...UploadPurpose[]],
  'UploadDeclaration',
);

export const uploadSchema = z
  .object({
    object: z.literal('upload'),
    id: z.string(),
    purpose: z.string(),
    filename: z.string(),
    content_type: z.string(),
    byte_size: z.number().int(),
    status: z.enum(['pending', 'uploaded', 'attached', 'rejected']),
    bytes_received: z.boolean(),
    verification_failure_code: z.string().nullable(),
    expires_at: z.string().datetime(),
    attached_at: z.string().datetime().nullable(),
    created_at: z.string().datetime(),
    upload_target: z
      .object({ method: z.literal('PUT'), url: z.string().url(), headers: z.record(z.string(), z.string()), expires_at: z.string().datetime() })
      .nullable(),
  })
  .openapi('Upload');

export const attachmentBody = z.strictObject({ upload_id: z.string().regex(/^upl_[A-Za-z0-9_-]{16}$/, 'an upload id') }).openapi('UploadAttachment');

export function uploadResource(upload: Upload, target: UploadTarget | null): z.infer<typeof uploadSchema> {
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
