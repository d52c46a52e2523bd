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
  /** How many bytes of the answer's body to read; the rest is never read (the connection is dropped). */
  answerLimitBytes: number;
}

export interface OutboundAnswer {
  status: number;
  headers: Record<string, string>;
  /** The first `answerLimitBytes` of the body at most, as UTF-8 text (a character the limit split is left out). */
  body: string;
  /** Whether the body went on beyond the limit. */
  truncated: boolean;
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
