/**
 * An origin a merchant allows to call the storefront API: scheme, host and port only, as browsers send
 * it in the Origin header. HTTPS, or HTTP on a loopback host for trying a page locally.
 */
export function storefrontOriginProblem(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `${origin} is not an origin.`;
  }
  if (url.origin !== origin) return `${origin} is not an origin (scheme://host[:port], no path, no trailing slash).`;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return `${origin} must be https (http only on a loopback host).`;
  return undefined;
}
