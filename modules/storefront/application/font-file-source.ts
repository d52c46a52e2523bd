import { Problems } from '../../../shared-kernel/problems/problems';
import type { StorefrontFont } from '../domain/storefront-configuration';
import type { FontFiles } from './ports';

/** A font's attached file as the outline port reads it: named by its immutable URL, read only when needed. */
export function fontFileSource(files: FontFiles, font: StorefrontFont): { key: string; bytes: () => Promise<Buffer> } | undefined {
  const ttfUrl = font.font_file.ttf_url;
  if (!ttfUrl) return undefined;
  return {
    key: ttfUrl,
    bytes: async () => {
      const bytes = await files.bytes(ttfUrl);
      if (!bytes) throw Problems.validationFailed([{ pointer: '/font_id', code: 'font_file_missing', detail: 'This font’s file cannot be read.' }]);
      return bytes;
    },
  };
}
