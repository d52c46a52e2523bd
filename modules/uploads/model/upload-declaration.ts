import { z } from '../../../shared-kernel/validation/zod';

/**
 * What a client declares before sending bytes. `purposes` narrows who may declare what (the Store API
 * declares files for slots; shoppers, on the storefront, only form attachments); `name` and
 * `description` are the presenter's words for it in the published document.
 */
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
