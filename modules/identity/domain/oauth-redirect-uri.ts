/**
 * The spec's redirect-URI rules for registered clients: HTTPS, or plain HTTP to a loopback address;
 * absolute with a host, no control characters, no fragment, no credentials, no wildcards, no other schemes. Matching is exact string
 * comparison, loopback ports included (the spec departs from RFC 8252 there: decision 0012).
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** C0 controls, the space, DEL and C1 controls. */
function isControlOrSpace(character: string): boolean {
  const code = character.codePointAt(0)!;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

export function redirectUriRefusal(raw: string): string | undefined {
  if (raw.length > 2000) return 'is longer than 2000 characters';
  // The URL parser drops tabs and newlines and mends backslashes and missing slashes: what it would
  // quietly repair is refused, so that the URI registered is the URI written.
  if ([...raw].some(isControlOrSpace)) return 'contains a control character or a space';
  if (raw.includes('\\')) return 'contains a backslash';
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]/.test(raw)) return 'is not an absolute URI with a host';
  if (/^[^:]+:\/\/[^/?#]*@/.test(raw)) return 'carries credentials';
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

/**
 * Whether `sent` names `registered`: the same string, character for character (RFC 9700 section 4.1.3).
 * No normalisation: `HTTPS://…`, a default port, `/cb/../cb` or a trailing slash are other URIs, and the
 * authorization and token endpoints both compare with this one rule.
 */
export function sameRedirectUri(registered: string, sent: string | undefined): boolean {
  return sent !== undefined && registered === sent;
}
