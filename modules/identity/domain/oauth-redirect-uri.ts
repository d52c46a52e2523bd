/**
 * The spec's redirect-URI rules for registered clients: HTTPS, or plain HTTP to a loopback address;
 * no fragment, no credentials, no wildcards, no other schemes. Matching is exact, loopback ports
 * included (the spec departs from RFC 8252 there: decision 0012).
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

export function redirectUriRefusal(raw: string): string | undefined {
  if (raw.length > 2000) return 'is longer than 2000 characters';
  if (raw.includes('*')) return 'contains a wildcard';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.hash || raw.includes('#')) return 'has a fragment';
  if (url.username || url.password) return 'carries credentials';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname) ? undefined : 'is plain HTTP to a host that is not loopback';
  return `uses the scheme ${url.protocol.replace(/:$/, '')}`;
}
