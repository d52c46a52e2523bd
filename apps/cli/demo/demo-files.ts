import type { OperatorCalls } from '../operator-calls';

export interface DemoFile {
  purpose: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

interface DeclaredUpload {
  id: string;
  content_type: string;
  upload_target: { url: string } | null;
}

/**
 * A file sent as a client sends one: declared (by the Store API's createUpload, or a shopper's
 * createStorefrontUpload), then its bytes put to the signed target the declaration answered. Answers
 * the upload's id, for the operation that attaches it.
 */
export async function sendFile(calls: OperatorCalls, declare: 'createUpload' | 'createStorefrontUpload', file: DemoFile): Promise<string> {
  const upload = await calls.resource<DeclaredUpload>(declare, {
    body: { purpose: file.purpose, filename: file.filename, content_type: file.contentType, byte_size: file.bytes.length },
  });
  const target = new URL(upload.upload_target!.url);
  await calls.resource('receiveUploadBytes', {
    params: { upload_id: upload.id },
    query: { expires: target.searchParams.get('expires') ?? '', signature: target.searchParams.get('signature') ?? '' },
    body: { content_type: upload.content_type, bytes_base64: file.bytes.toString('base64') },
  });
  return upload.id;
}
