/** Tokens of the uploads context's ports and public services. */
export const UploadsTokens = {
  UploadRepository: Symbol.for('uploads.UploadRepository'),
  UploadsTestData: Symbol.for('uploads.UploadsTestData'),
  FontInspector: Symbol.for('uploads.FontInspector'),
  ShapeSanitiser: Symbol.for('uploads.ShapeSanitiser'),
  TargetSigner: Symbol.for('uploads.TargetSigner'),
  UploadUrls: Symbol.for('uploads.UploadUrls'),
  FileSlots: Symbol.for('uploads.FileSlots'),
  Housekeeping: Symbol.for('uploads.UploadHousekeeping'),
} as const;
