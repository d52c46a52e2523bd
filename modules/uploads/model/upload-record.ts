import { z } from '../../../shared-kernel/validation/zod';
import type { Upload } from '../domain/upload';
import type { UploadTarget } from '../domain/upload-target';

/**
 * An upload as the service publishes it, to integrations (Store API) and shoppers (storefront) alike:
 * one `Upload` component, with its target while it is fresh.
 */
export const uploadRecordSchema = z
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

export function uploadRecord(upload: Upload, target: UploadTarget | null): z.infer<typeof uploadRecordSchema> {
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
