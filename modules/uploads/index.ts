/** The uploads context's public face: the only file other code imports. */
export { uploadsContainerModule } from './uploads.container';
export { uploadsMigrations } from './adapters/persistence/uploads.migrations';
export { UploadsTokens } from './uploads.tokens';
export type { UploadTarget } from './domain/upload-target';
export type { Upload } from './domain/upload';
export { contentTypesOf } from './domain/upload-purposes';

// Read models: what other contexts read.
export { Uploads } from './read-models/uploads';
export { AttachedFontFiles } from './read-models/attached-font-files';
export { FormAttachments } from './read-models/form-attachments';
export type { FormAttachmentFile } from './read-models/form-attachments';
