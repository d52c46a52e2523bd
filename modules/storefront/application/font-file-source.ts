import { Problems } from '../../../shared-kernel/problems/problems';
import type { StorefrontConfiguration, StorefrontFont } from '../domain/storefront-configuration';
import type { TextRun } from '../domain/styled-text';
import type { FontFiles, FontSource, OutlinedRun } from './ports';

/** A font's attached file as the outline port reads it: named by its immutable URL, read only when needed. */
export function fontFileSource(files: FontFiles, font: StorefrontFont): FontSource | undefined {
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

/**
 * The styled lines of a design with each run's font file, or nothing when a font the text is set in has
 * none: there is then nothing to trace (the rules have already refused that where outlines are priced).
 */
export function outlinedLines(files: FontFiles, configuration: StorefrontConfiguration, lines: TextRun[][]): (OutlinedRun & { colourId: number | undefined })[][] | undefined {
  const sources = new Map<number, FontSource>();
  for (const fontId of new Set(lines.flat().map((run) => run.fontId))) {
    const font = configuration.fonts.find((candidate) => candidate.id === fontId);
    const source = font && fontFileSource(files, font);
    if (!source) return undefined;
    sources.set(fontId, source);
  }
  return lines.map((runs) => runs.map((run) => ({ text: run.text, font: sources.get(run.fontId)!, colourId: run.colourId })));
}
