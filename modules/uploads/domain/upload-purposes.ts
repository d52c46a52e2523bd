import type { ProblemFieldError } from '../../../shared-kernel/problems/problem';
import { problem } from '../../../shared-kernel/problems/problems';

/**
 * What each purpose accepts: a file extension, a content type that goes with that extension, and a size
 * under the cap. A shopper's form attachment is one of the files sign makers work from.
 */
export const UPLOAD_PURPOSES = {
  font_ttf: { types: { '.ttf': ['font/ttf', 'font/sfnt'] }, maxByteSize: 10 * 1024 * 1024 },
  backboard_shape_svg: { types: { '.svg': ['image/svg+xml'] }, maxByteSize: 2 * 1024 * 1024 },
  form_attachment: {
    types: { '.pdf': ['application/pdf'], '.png': ['image/png'], '.jpg': ['image/jpeg'], '.jpeg': ['image/jpeg'], '.svg': ['image/svg+xml'] },
    maxByteSize: 25 * 1024 * 1024,
  },
} as const satisfies Record<string, { types: Record<string, readonly string[]>; maxByteSize: number }>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** The content types a purpose accepts, each once. */
export function contentTypesOf(purpose: UploadPurpose): string[] {
  const types: Record<string, readonly string[]> = UPLOAD_PURPOSES[purpose].types;
  return [...new Set(Object.values(types).flat())];
}

function typeErrors(purpose: UploadPurpose, filename: string, contentType: string): ProblemFieldError[] {
  const types: Record<string, readonly string[]> = UPLOAD_PURPOSES[purpose].types;
  const extensions = Object.keys(types);
  const contentTypes = contentTypesOf(purpose);
  const extension = filename.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const type = contentType.toLowerCase();
  const errors: ProblemFieldError[] = [];
  if (!extensions.includes(extension)) {
    errors.push({ pointer: '/filename', code: 'upload_type_not_allowed', detail: `A ${purpose} upload takes ${extensions.join(', ')} files.`, allowed_values: extensions });
  }
  if (!contentTypes.includes(type)) {
    errors.push({ pointer: '/content_type', code: 'upload_type_not_allowed', detail: `A ${purpose} upload takes ${contentTypes.join(', ')}.`, allowed_values: contentTypes });
  } else if (extensions.includes(extension) && !types[extension]!.includes(type)) {
    // Each is accepted on its own, but a PNG named .pdf would reach whoever opens it as something it is not.
    errors.push({ pointer: '/content_type', code: 'upload_type_not_allowed', detail: `A ${extension} file is ${types[extension]!.join(' or ')}.`, allowed_values: types[extension]! });
  }
  return errors;
}

export function assertAcceptable(purpose: UploadPurpose, filename: string, contentType: string, byteSize: number): void {
  const errors = typeErrors(purpose, filename, contentType);
  if (errors.length > 0) {
    throw problem('upload_type_not_allowed', { detail: `This file type is not accepted for ${purpose}.`, errors, members: { purpose } });
  }
  const { maxByteSize } = UPLOAD_PURPOSES[purpose];
  if (byteSize > maxByteSize) {
    throw problem('upload_too_large', {
      detail: `A ${purpose} upload is at most ${maxByteSize} bytes.`,
      errors: [{ pointer: '/byte_size', code: 'upload_too_large', detail: `At most ${maxByteSize} bytes.` }],
      members: { purpose, max_byte_size: maxByteSize },
    });
  }
}
