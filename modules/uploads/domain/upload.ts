import type { UploadPurpose } from './upload-purposes';

/**
 * pending: declared, bytes not received; uploaded: the declared bytes landed; attached: verified and
 * in use by a file slot; rejected: the bytes failed verification when someone tried to attach them.
 */
export type UploadStatus = 'pending' | 'uploaded' | 'attached' | 'rejected';

export interface Upload {
  id: string;
  storeId: number;
  purpose: UploadPurpose;
  filename: string;
  contentType: string;
  byteSize: number;
  status: UploadStatus;
  verificationFailureCode: string | null;
  /** The declaration lapses if nothing is attached by then. */
  expiresAt: Date;
  targetExpiresAt: Date;
  attachedAt: Date | null;
  createdAt: Date;
}

/** About ten minutes: the spec's lifetime of an upload target. */
export const TARGET_LIFETIME_MS = 10 * 60 * 1000;
/** How long a declared upload waits to be attached. */
export const UPLOAD_LIFETIME_MS = 24 * 3600 * 1000;

export function blobKeyOf(upload: Pick<Upload, 'storeId' | 'id'>): string {
  return `uploads/${upload.storeId}/${upload.id}`;
}
