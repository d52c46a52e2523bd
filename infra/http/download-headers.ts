import { create as contentDisposition } from 'content-disposition';
import type { FileAnswer } from '../operations/operation';

/**
 * The headers of a download, whoever serves it (the Store API, the merchant admin): saved, never
 * displayed (an SVG or PDF a shopper sent cannot run script in the service's origin: attachment,
 * nosniff, and a sandboxing policy for the browser that opens it anyway), and kept by no shared cache.
 */
export function downloadHeaders(file: Pick<FileAnswer, 'contentType' | 'filename'>): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(file.filename),
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}
