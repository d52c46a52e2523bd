import { generatedFont } from '../../support/generated-font';
import type { Scenario, ScenarioContext } from './scenario';

/** An outline a merchant would cut a backboard to: a rounded panel. */
const OUTLINE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 90"><path d="M20 0h200a20 20 0 0 1 20 20v50a20 20 0 0 1-20 20H20A20 20 0 0 1 0 70V20A20 20 0 0 1 20 0z"/></svg>',
);

type Upload = { id: string; upload_target: { url: string; headers: Record<string, string> } };

/** The bytes go where the target says, on the service's own port: the target names the recording origin. */
async function sendBytes({ origin }: ScenarioContext, upload: Upload, bytes: Buffer): Promise<void> {
  const target = new URL(upload.upload_target.url);
  const response = await fetch(`${origin}${target.pathname}${target.search}`, { method: 'PUT', headers: { 'Content-Type': upload.upload_target.headers['Content-Type']! }, body: new Uint8Array(bytes) });
  if (!response.ok) throw new Error(`the upload target answered ${response.status}: ${await response.text()}`);
}

/** An outline uploaded and attached to the demo's plain backboard; a font file to its spare font. */
export const uploadsScenario: Scenario = async (context) => {
  const { api, store } = context;
  const customiser = store.customisers[0]!;
  const outline = await api.record<Upload>({
    method: 'post',
    path: '/api/v3/uploads',
    body: { purpose: 'backboard_shape_svg', filename: 'panel-outline.svg', content_type: 'image/svg+xml', byte_size: OUTLINE.length },
  });
  await sendBytes(context, outline, OUTLINE);
  await api.record({ method: 'get', path: `/api/v3/uploads/${outline.id}` });
  await api.record({ method: 'put', path: `/api/v3/customisers/${customiser.id}/backboards/${customiser.backboards.without_shape}/shape`, body: { upload_id: outline.id } });

  const bytes = generatedFont('Block Sans');
  const font = await api.send<Upload>({ method: 'post', path: '/api/v3/uploads', body: { purpose: 'font_ttf', filename: 'BlockSans-Regular.ttf', content_type: 'font/ttf', byte_size: bytes.length } });
  await sendBytes(context, font, bytes);
  await api.record({ method: 'put', path: `/api/v3/customisers/${customiser.id}/fonts/${customiser.options.unreferenced.fonts!}/font-file`, body: { upload_id: font.id } });
};
