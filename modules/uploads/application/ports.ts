import type { FieldErrorCodeOf } from '../../../shared-kernel/problems/field-error-catalogue';
import type { Upload } from '../domain/upload';
import type { UploadPurpose } from '../domain/upload-purposes';

export interface UploadRepository {
  create(upload: Upload): Promise<Upload>;
  find(storeId: number, id: string, options?: { forUpdate?: boolean }): Promise<Upload | undefined>;
  /** For the signed target, which carries no API key: the upload's own id is what the signature names. */
  findForTarget(id: string, options?: { forUpdate?: boolean }): Promise<Upload | undefined>;
  save(upload: Upload): Promise<void>;
  /** Written outside the request's transaction: a refused attachment still records why the file failed. */
  recordRejection(id: string, failureCode: string): Promise<void>;
  /**
   * What a store's uploads of a purpose that nothing holds yet and that have not lapsed weigh: their
   * declared bytes, and when the first of them lapses (null when there are none).
   */
  outstanding(storeId: number, purpose: UploadPurpose, now: Date): Promise<{ bytes: number; firstLapseAt: Date | null }>;
  /** Up to `limit` uploads of any store that nothing holds and that lapsed before `before`, the oldest first. */
  findLapsed(before: Date, limit: number): Promise<Pick<Upload, 'storeId' | 'id'>[]>;
  /** Deletes those of `ids` that are still unattached and lapsed before `before`; answers how many went. */
  deleteLapsed(ids: readonly string[], before: Date): Promise<number>;
}

/** How long unattached uploads are kept, and how much of shoppers' files a store may hold at once. */
export interface UploadHousekeeping {
  sweepIntervalMs: number;
  /** Past its expiry, an unattached upload is kept this long before its bytes and row are removed. */
  sweepGraceMs: number;
  storefrontBudgetBytes: number;
}

/** A refused file names why with a field code of `upload_verification_failed`, so each reason has its page. */
export type Verified<T> = { ok: true; value: T } | { ok: false; failureCode: FieldErrorCodeOf<'upload_verification_failed'>; detail: string };

export interface FontInspector {
  /** Reads a TrueType/OpenType font; its family name from the name table. */
  inspect(bytes: Buffer): Verified<{ familyName: string }>;
}

export interface ShapeSanitiser {
  /** Sanitises an SVG for storage inside a backboard and measures its size. */
  sanitise(bytes: Buffer): Promise<Verified<{ svg: string; widthUnits: number; heightUnits: number }>>;
}

export interface TargetSigner {
  sign(uploadId: string, expiresAtSeconds: number): string;
  verify(uploadId: string, expiresAtSeconds: number, signature: string): boolean;
}

/** The service's public addresses for upload targets and published font files. */
export interface UploadUrls {
  uploadTarget(uploadId: string, expiresAtSeconds: number, signature: string): string;
  fontFile(uploadId: string): string;
}

/** The catalogue option rows that hold a file: a font's TrueType file, a backboard's shape. */
export type FileSlotFamily = 'fonts' | 'backboards';

export interface FontFileFill {
  familyName: string;
  ttfUrl: string;
}

export interface BackboardShapeFill {
  /** Already sanitised SVG: it is held inside the backboard and never published at a URL. */
  svg: string;
  geometry: { status: string; failure_reason: string | null; measured_at: string | null };
}

/**
 * The catalogue's file slots as uploads fills them. The catalogue owns and writes the rows; uploads
 * verifies the bytes. `Slot` is the filled row as the catalogue answers it: uploads hands it to its
 * presenter without reading it, so it need not know the catalogue's types.
 */
export interface FileSlots<Slot> {
  /** Throws 404 when the row is not one of the current store's customiser's. */
  requireSlot(family: FileSlotFamily, customiserId: number, rowId: number): Promise<void>;
  fillFontFile(customiserId: number, fontId: number, file: FontFileFill): Promise<Slot>;
  fillBackboardShape(customiserId: number, backboardId: number, shape: BackboardShapeFill): Promise<Slot>;
}

/** A store's uploads deleted whole (a test store's, on a sandbox reset): answers them, so their bytes can go after. */
export interface UploadsTestData {
  drop(storeId: number): Promise<Pick<Upload, 'storeId' | 'id'>[]>;
}
