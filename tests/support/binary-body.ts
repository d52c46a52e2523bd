import type { Response } from 'superagent';

/** A supertest parser that keeps a response body as the bytes it was, whatever its content type. */
export function binaryBody(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
