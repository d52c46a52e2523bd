import { readFileSync } from 'node:fs';
import type { Container } from 'inversify';
import { actingForStore } from '../../../shared-kernel/request-context';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { UploadsTokens, type AttachFileUploadService, type DeclareUploadService, type ReceiveUploadBytesService } from '../../../modules/uploads';
import type { SeededCustomiser } from './catalogue.seed';

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

/** Gives a customiser's referenced font the demo's real font file. */
export async function seedFontFile(container: Container, storeId: number, customiser: SeededCustomiser): Promise<void> {
  const fontId = customiser.options.referenced.fonts;
  if (fontId === undefined) return;
  const bytes = readFileSync(DEMO_FONT_PATH);
  const unitOfWork = container.get<UnitOfWork>(UNIT_OF_WORK);
  await actingForStore(storeId, () => unitOfWork.run(() => attachFont(container, customiser.id, fontId, bytes)));
}

async function attachFont(container: Container, customiserId: number, fontId: number, bytes: Buffer): Promise<void> {
  const { upload, target } = await container
    .get<DeclareUploadService>(UploadsTokens.DeclareUpload)
    .declare({ purpose: 'font_ttf', filename: 'Pacifico-Regular.ttf', contentType: 'font/ttf', byteSize: bytes.length });
  const url = new URL(target.url);
  await container.get<ReceiveUploadBytesService>(UploadsTokens.ReceiveUploadBytes).receive({
    uploadId: upload.id,
    expiresAtSeconds: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature')!,
    contentType: 'font/ttf',
    bytes,
  });
  await container.get<AttachFileUploadService>(UploadsTokens.AttachFileUpload).attachFont(customiserId, fontId, upload.id);
}
