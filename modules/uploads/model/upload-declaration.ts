import { z } from '../../../shared-kernel/validation/zod';

/**
 * What a client declares before sending bytes. `purposes` narrows who may declare what (the Store API
 * declares files for slots); what each member means is the HTTP adapter's (adapters/http/uploads.schemas.ts).
 */
export function uploadDeclaration<P extends string>(purposes: readonly [P, ...P[]]) {
  return z.strictObject({
    purpose: z.enum(purposes),
    filename: z
      .string()
      .trim()
      .min(1)
      .max(255)
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
      .regex(/^[^/\\\u0000-\u001f]+$/, 'a file name without a path'),
    content_type: z.string().trim().min(1).max(100),
    byte_size: z.number().int().positive(),
  });
}
