import { lookup as dnsLookup } from 'node:dns';
import { lookup as dnsLookupAll } from 'node:dns/promises';
import { isIP } from 'node:net';
import type * as Undici from 'undici';
import { refusalOf, type AddressPolicy } from './address-policy';
import { OutboundRefused, formRefusalOf, type OutboundAnswer, type OutboundHttp, type OutboundPost } from '../../shared-kernel/outbound-http';

export { OutboundRefused };

export interface OutboundPolicy extends AddressPolicy {
  requireHttps: boolean;
}

/**
 * POSTs to URLs that merchants configure. Every connection's address is checked when it is resolved
 * (so a name that later resolves elsewhere, DNS rebinding, is caught at delivery time) and the socket
 * connects to exactly the address checked. undici's request follows no redirect; of the answer's body only
the bytes the caller asks for are read, and the connection is dropped rather than read to its end.
 */
export class GuardedHttpClient implements OutboundHttp {
  // undici is loaded with the first POST, not by every process that starts (most never send one).
  private agent: Promise<{ agent: Undici.Agent; request: typeof Undici.request }> | undefined;

  constructor(private readonly policy: OutboundPolicy) {}

  private connecting() {
    return (this.agent ??= import('undici').then(({ Agent, request }) => ({ agent: this.guardedAgent(Agent), request })));
  }

  private guardedAgent(Agent: typeof Undici.Agent): Undici.Agent {
    return new Agent({
      connect: {
        lookup: (hostname, options, callback) => {
          dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
            if (error) return callback(error, '', 0);
            const list = addresses as { address: string; family: number }[];
            const refused = list.map((entry) => refusalOf(entry.address, this.policy)).find(Boolean);
            if (refused || list.length === 0) return callback(new OutboundRefused(`${hostname} resolves to ${refused ?? 'nothing'}`), '', 0);
            callback(null, list[0]!.address, list[0]!.family);
          });
        },
      },
    });
  }

  /** Refuses what is refused whatever the address resolves to: other schemes, credentials, plain HTTP in production. */
  checkUrl(raw: string): string | undefined {
    const refused = formRefusalOf(raw);
    if (refused) return refused;
    const url = new URL(raw);
    if (url.protocol === 'http:' && this.policy.requireHttps) return 'webhook URLs must be https';
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (/^[\d.]+$|:/.test(literal)) return refusalOf(literal, this.policy);
    if (literal === 'localhost' && !this.policy.allowLoopback) return 'a loopback address';
    return undefined;
  }

  /** The URL's own refusal, or the first refused address its name resolves to now (or that it resolves to nothing). */
  async refusalOf(raw: string): Promise<string | undefined> {
    const refused = this.checkUrl(raw);
    if (refused) return refused;
    const hostname = new URL(raw).hostname.replace(/^\[|\]$/g, '');
    if (isIP(hostname)) return undefined;
    try {
      const addresses = await dnsLookupAll(hostname, { all: true });
      if (addresses.length === 0) return `${hostname} resolves to no address`;
      const found = addresses.map((entry) => refusalOf(entry.address, this.policy)).find(Boolean);
      return found && `${hostname} resolves to ${found}`;
    } catch {
      return `${hostname} does not resolve`;
    }
  }

  async post(input: OutboundPost): Promise<OutboundAnswer> {
    const refused = this.checkUrl(input.url);
    if (refused) throw new OutboundRefused(refused);
    const { agent, request } = await this.connecting();
    const started = Date.now();
    // One timer for the whole attempt, cleared as soon as it ends: AbortSignal.timeout's would outlive
    // every attempt by the full timeout, thousands of them at once at full delivery speed.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DOMException('The attempt timed out', 'TimeoutError')), input.timeoutMs);
    try {
      const response = await request(input.url, {
        method: 'POST',
        headers: input.headers,
        body: input.body,
        dispatcher: agent,
        headersTimeout: input.timeoutMs,
        bodyTimeout: input.timeoutMs,
        signal: deadline.signal,
      });
      const { bytes, truncated } = await readAtMost(response.body, input.answerLimitBytes);
      // When the limit split a character, a streaming decode leaves its first bytes out rather than showing U+FFFD for them.
      const body = truncated ? new TextDecoder().decode(bytes, { stream: true }) : bytes.toString('utf8');
      const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]));
      return { status: response.statusCode, headers, body, truncated, durationMs: Date.now() - started };
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.agent) await (await this.agent).agent.close();
  }
}

/** Reads a body until it ends or goes past `limit` bytes; leaving the loop early destroys the stream, so the rest is never read. */
async function readAtMost(body: AsyncIterable<Uint8Array>, limit: number): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    chunks.push(Buffer.from(chunk));
    length += chunk.length;
    if (length > limit) break;
  }
  return { bytes: Buffer.concat(chunks).subarray(0, limit), truncated: length > limit };
}
