import { idParam } from '../../../../infra/http/listing-query';
import { documented } from '../../../../infra/openapi/documented';
import { z } from '../../../../infra/openapi/zod';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../domain/upload-purposes';
import { uploadDeclaration } from '../../model/upload-declaration';

/** What each member of a declaration means, whoever declares. */
const DECLARATION_WORDS = {
  purpose: 'What the file is for, which decides the file types accepted and the size cap: `font_ttf` (TrueType, 10 MiB), `backboard_shape_svg` (SVG, 2 MiB), `form_attachment` (PDF, PNG, JPEG or SVG, 25 MiB).',
  filename: 'The file’s name, without a path, 1 to 255 characters; its extension must be one the purpose accepts.',
  content_type: 'The file’s media type (`font/ttf`), up to 100 characters; it must be one the purpose accepts for the extension.',
  byte_size: 'The file’s exact size in bytes, at most the purpose’s cap (422 with `max_byte_size` above it): the bytes sent must match it.',
};

/** The Store API declares files for slots; shoppers' form attachments are declared on the storefront only. */
export const declareUploadBody = documented(
  uploadDeclaration((Object.keys(UPLOAD_PURPOSES) as UploadPurpose[]).filter((purpose) => purpose !== 'form_attachment') as [UploadPurpose, ...UploadPurpose[]]),
  { component: 'UploadDeclaration', shape: DECLARATION_WORDS },
);

/** What a shopper declares on the storefront: a form attachment, nothing else. */
export const shopperUploadBody = documented(uploadDeclaration(['form_attachment']), {
  component: 'ShopperUploadDeclaration',
  description: 'A file a shopper sends with a form: purpose form_attachment only.',
  shape: DECLARATION_WORDS,
});

export const attachmentBody = z
  .strictObject({
    upload_id: z
      .string()
      .regex(/^upl_[A-Za-z0-9_-]{16}$/, 'an upload id')
      .openapi({ description: 'The id of an upload of the slot’s purpose whose bytes have landed (`upl_…`); they are checked now, and refused if they are not what the purpose takes.' }),
  })
  .openapi('UploadAttachment');

/** The path of a file slot an upload is attached to: the customiser and the slot's row (`backboard_id`, `font_id`). */
export const attachParams = (row: string, noun: string) => z.object({ customiser_id: idParam(), [row]: idParam().openapi({ description: `The ${noun}’s id.` }) });
