/*
 * The one rule both generations of the API apply to an artwork reference (v3's `artwork`, v2's
 * `product_image_url`): the service stores the URL and never fetches it.
 */

/** Artwork is stored as references and never fetched: each must be a credential-free HTTPS URL of at most 255 characters. */
export function artworkUrlProblem(value: string): string | undefined {
  if (value.length > 255) return 'At most 255 characters.';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Not a URL.';
  }
  if (url.protocol !== 'https:') return 'Must be an https URL.';
  if (url.username || url.password) return 'Must not carry credentials.';
  return undefined;
}
