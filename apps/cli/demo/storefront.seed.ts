import { readFileSync } from 'node:fs';
import type { Container } from 'inversify';
import type { SeededCustomiser } from './catalogue.seed';
import { demoCalls } from './demo-calls';
import { sendFile } from './demo-files';

/** Pacifico (SIL Open Font License), a script face that reads as neon: the demo's real font file. */
const DEMO_FONT_PATH = require.resolve('@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf');
/** The customisers a shopper would try first: one of each pricing model, and the one cut as one piece. */
const SHOWCASED = 5;

/**
 * Gives the referenced font of the first customisers of a store a real font file, uploaded and attached
 * the way an integration does it, so the designer previews in it and advanced-letter pricing can trace it.
 */
export async function seedStorefront(container: Container, storeId: number, customisers: readonly SeededCustomiser[]): Promise<void> {
  for (const customiser of customisers.slice(0, SHOWCASED)) await seedFontFile(container, storeId, customiser);
}

/** Gives a customiser's referenced font the demo's real font file: uploaded, then attached (PUT …/fonts/{font_id}/font-file), in one transaction. */
export async function seedFontFile(container: Container, storeId: number, customiser: SeededCustomiser): Promise<void> {
  const fontId = customiser.options.referenced.fonts;
  if (fontId === undefined) return;
  const calls = demoCalls(container, storeId);
  const bytes = readFileSync(DEMO_FONT_PATH);
  await calls.together(async () => {
    const uploadId = await sendFile(calls, 'createUpload', { purpose: 'font_ttf', filename: 'Pacifico-Regular.ttf', contentType: 'font/ttf', bytes });
    await calls.resource('attachFontFile', { params: { customiser_id: String(customiser.id), font_id: String(fontId) }, body: { upload_id: uploadId } });
  });
}
