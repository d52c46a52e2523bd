import { inject, injectable } from 'inversify';
import { AttachedFontFiles } from '../../../uploads';
import type { FontFiles } from '../../application/ports';

/** `font_file.ttf_url` ends in /font-files/<upload id>.ttf: the bytes are the attached upload's, read from uploads. */
@injectable()
export class UploadedFontFiles implements FontFiles {
  constructor(@inject(AttachedFontFiles) private readonly files: AttachedFontFiles) {}

  async bytes(ttfUrl: string): Promise<Buffer | undefined> {
    const uploadId = /\/font-files\/([^/]+)\.ttf$/.exec(new URL(ttfUrl).pathname)?.[1];
    return uploadId === undefined ? undefined : this.files.read(decodeURIComponent(uploadId));
  }
}
