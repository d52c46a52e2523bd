import { z } from '../../../shared-kernel/validation/zod';

/**
 * What a client declares before sending bytes. `purposes` narrows who may declare what (the Store API
 * declares files for slots; shoppers, on the storefront, only form attachments); `name` and
 * `description` are the presenter's words for it in the published document.
 */
export function uploadDeclaration<P extends string>(purposes: readonly [P, ...P[]], name: string, description?: string) {
  return z
    .strictObject({
      purpose: z.enum(purposes).openapi({
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
    .openapi(name, description ? { description } : {});
}
