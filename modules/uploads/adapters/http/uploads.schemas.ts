import { z } from '../../../../infra/openapi/zod';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../domain/upload-purposes';
import { uploadDeclaration } from '../../model/upload-declaration';

/** The Store API declares files for slots; shoppers' form attachments are declared on the storefront only. */
export const declareUploadBody = uploadDeclaration(
  (Object.keys(UPLOAD_PURPOSES) as UploadPurpose[]).filter((purpose) => purpose !== 'form_attachment') as [UploadPurpose, ...UploadPurpose[]],
  'UploadDeclaration',
);

export const attachmentBody = z
  .strictObject({
    upload_id: z
      .string()
      .regex(/^upl_[A-Za-z0-9_-]{16}$/, 'an upload id')
      .openapi({ description: 'The id of an upload of the slot’s purpose whose bytes have landed (`upl_…`); they are checked now, and refused if they are not what the purpose takes.' }),
  })
  .openapi('UploadAttachment');
