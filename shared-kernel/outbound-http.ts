/**
 * Requests the service makes to URLs merchants configure (webhook receivers, create-product callbacks),
 * as application code sees them. The address rules live in infra: application code asks why a URL is
 * refused and posts; a refused destination fails with `OutboundRefused`, whenever it is detected.
 */
export interface OutboundPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface OutboundAnswer {
  status: number;
  headers: Record<string, string>;
  /** At most the first 64 KiB, as text. */
  body: string;
  durationMs: number;
}

export class OutboundRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'OutboundRefused';
  }
}

export interface OutboundHttp {
  /** Why the URL may not receive requests (scheme, credentials, an address it resolves to now), or undefined. */
  refusalOf(url: string): Promise<string | undefined>;
  post(input: OutboundPost): Promise<OutboundAnswer>;
}

export const OUTBOUND_HTTP = Symbol.for('signwright.OutboundHttp');
