/** Where a form may send the person after a submission: set when the service starts, by its environment. */
export interface FormRedirectPolicy {
  /** Plain HTTP to a loopback host, for trying a page on one's own machine: development only. */
  loopbackHttp: boolean;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a form's `redirect_url` is refused, or undefined: it must be an absolute https URL (http only
 * to a loopback host, and only where the policy allows it), never javascript:, data: or another scheme
 * a browser would run or open in the shop's page.
 */
export function formRedirectUrlRefusal(raw: string, policy: FormRedirectPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Must be an absolute URL.';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return policy.loopbackHttp ? undefined : 'Must be https; http only to a loopback host, in development.';
  return 'Must be https (http only to a loopback host, in development).';
}
