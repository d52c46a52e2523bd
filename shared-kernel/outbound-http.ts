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

/**
 * Why a URL can never receive the service's requests, whatever the deployment's policy and wherever its
 * name resolves: it is not an absolute URL, has another scheme than http or https, carries credentials
 * or a fragment. Synchronous, so a request body's schema can check it beside the body's other fields.
 */
export function formRefusalOf(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'only https (and http outside production) URLs receive webhooks';
  if (url.username || url.password) return 'webhook URLs must not carry credentials';
  if (url.hash) return 'webhook URLs must not carry a fragment';
  return undefined;
}

export const OUTBOUND_HTTP = Symbol.for('signwright.OutboundHttp');
