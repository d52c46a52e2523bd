/** Tokens of the uploads context's ports and public services. */
export const UploadsTokens = {
  UploadRepository: Symbol.for('uploads.UploadRepository'),
  UploadsTestData: Symbol.for('uploads.UploadsTestData'),
  DropTestData: Symbol.for('uploads.DropUploadsTestDataService'),
  FontInspector: Symbol.for('uploads.FontInspector'),
  ShapeSanitiser: Symbol.for('uploads.ShapeSanitiser'),
  TargetSigner: Symbol.for('uploads.TargetSigner'),
  UploadUrls: Symbol.for('uploads.UploadUrls'),
  FileSlots: Symbol.for('uploads.FileSlots'),
  DeclareUpload: Symbol.for('uploads.DeclareUploadService'),
  GetUpload: Symbol.for('uploads.GetUploadService'),
  ReceiveUploadBytes: Symbol.for('uploads.ReceiveUploadBytesService'),
  AttachBackboardShapeUpload: Symbol.for('uploads.AttachBackboardShapeUploadService'),
  AttachFontUpload: Symbol.for('uploads.AttachFontUploadService'),
  ReadFontFile: Symbol.for('uploads.ReadFontFileService'),
  AttachFormAttachments: Symbol.for('uploads.AttachFormAttachmentsService'),
  ReadFormAttachment: Symbol.for('uploads.ReadFormAttachmentService'),
} as const;
