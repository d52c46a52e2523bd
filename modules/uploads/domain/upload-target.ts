/** Where and how a client sends a declared upload's bytes, while the signed target is fresh. */
export interface UploadTarget {
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
  expiresAt: Date;
}
