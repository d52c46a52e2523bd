import { problem } from '../../../shared-kernel/problems/problems';

/** What each purpose accepts: the extension and content type must both match, and the size stay under the cap. */
export const UPLOAD_PURPOSES = {
  font_ttf: { extensions: ['.ttf'], contentTypes: ['font/ttf', 'font/sfnt'], maxByteSize: 10 * 1024 * 1024 },
  backboard_shape_svg: { extensions: ['.svg'], contentTypes: ['image/svg+xml'], maxByteSize: 2 * 1024 * 1024 },
} as const;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export function assertAcceptable(purpose: UploadPurpose, filename: string, contentType: string, byteSize: number): void {
  const rules = UPLOAD_PURPOSES[purpose];
  const extension = filename.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const errors = [
    ...(!(rules.extensions as readonly string[]).includes(extension)
      ? [{ pointer: '/filename', code: 'upload_type_not_allowed', detail: `A ${purpose} upload takes ${rules.extensions.join(', ')} files.`, allowed_values: [...rules.extensions] }]
      : []),
    ...(!(rules.contentTypes as readonly string[]).includes(contentType.toLowerCase())
      ? [{ pointer: '/content_type', code: 'upload_type_not_allowed', detail: `A ${purpose} upload takes ${rules.contentTypes.join(', ')}.`, allowed_values: [...rules.contentTypes] }]
      : []),
  ];
  if (errors.length > 0) {
    throw problem('upload_type_not_allowed', { detail: `This file type is not accepted for ${purpose}.`, errors, members: { purpose } });
  }
  if (byteSize > rules.maxByteSize) {
    throw problem('upload_too_large', {
      detail: `A ${purpose} upload is at most ${rules.maxByteSize} bytes.`,
      errors: [{ pointer: '/byte_size', code: 'upload_too_large', detail: `At most ${rules.maxByteSize} bytes.` }],
      members: { purpose, max_byte_size: rules.maxByteSize },
    });
  }
}
