import { createHash } from 'node:crypto';

/** A kind of value an example must not show as recorded, and how its stand-in is made. */
interface Concealed {
  kind: string;
  pattern: RegExp;
  /** The stand-in for the nth distinct value of the kind: the same shape, so that it reads as real. */
  standIn(value: string, index: number): string;
}

const digest = (seed: string, encoding: 'base64' | 'base64url') => createHash('sha256').update(`signwright example ${seed}`).digest(encoding);

/** Keeps the prefix (`svc_live_`, `sfk_test_`…) and the length; the rest is derived from the index. */
const sameShape = (prefix: RegExp, kind: string) => (value: string, index: number) => {
  const kept = prefix.exec(value)?.[0] ?? '';
  return `${kept}${digest(`${kind} ${index}`, 'base64url').repeat(4).slice(0, value.length - kept.length)}`;
};

const CONCEALED: Concealed[] = [
  { kind: 'API key', pattern: /\bsvc_(?:live|test)_[A-Za-z0-9_-]{16,}/g, standIn: sameShape(/^svc_(?:live|test)_/, 'API key') },
  { kind: 'storefront key', pattern: /\bsfk_(?:test_)?[A-Za-z0-9_-]{16,}/g, standIn: sameShape(/^sfk_(?:test_)?/, 'storefront key') },
  // A webhook secret is 32 bytes in standard base64: the stand-in is too.
  { kind: 'webhook secret', pattern: /\bwhsec_[A-Za-z0-9+/]{20,}={0,2}/g, standIn: (_value, index) => `whsec_${digest(`webhook secret ${index}`, 'base64')}` },
  { kind: 'upload signature', pattern: /(?<=[?&]signature=)[A-Za-z0-9_-]+/g, standIn: sameShape(/^/, 'upload signature') },
];

/**
 * The examples as they may be published: every secret (API and storefront keys, webhook secrets, the
 * signatures of upload targets) replaced by a stand-in of the same shape, the same value by the same
 * stand-in everywhere, and the recording machine's own addresses by the ones a reader would use.
 */
export function withPlaceholders<T>(examples: T, addresses: Record<string, string>): T {
  let text = JSON.stringify(examples);
  for (const [own, shown] of Object.entries(addresses)) text = text.replaceAll(own, shown);
  for (const concealed of CONCEALED) {
    const standIns = new Map<string, string>();
    text = text.replace(concealed.pattern, (value) => {
      if (!standIns.has(value)) standIns.set(value, concealed.standIn(value, standIns.size + 1));
      return standIns.get(value)!;
    });
  }
  return JSON.parse(text) as T;
}
