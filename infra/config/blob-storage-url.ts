import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSafeBlobKey } from '../blob/blob-key';

/** Where uploaded bytes are kept: a directory of this machine, or a bucket every instance reaches. */
export type BlobStorageLocation =
  | { kind: 'directory'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      /** Put before every key, without slashes at either end; empty for none. */
      prefix: string;
      /** An S3-compatible server's origin; unset: AWS itself. */
      endpoint?: string;
      /** Unset: the SDK's own chain (AWS_REGION, the profile). */
      region?: string;
      /** Bucket in the path rather than the host name, as most S3-compatible servers want. */
      forcePathStyle: boolean;
    };

export const BLOB_STORAGE_URL_FORMS = 'file:///absolute/path or s3://bucket[/prefix][?endpoint=http://host:port&region=name&force_path_style=true|false]';

// S3's rule for bucket names: lower case, digits, dots and hyphens, 3 to 63.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_PARAMETERS = new Set(['endpoint', 'region', 'force_path_style']);

/** Reads BLOB_STORAGE_URL; answers why it is refused as a string, in words an operator can act on. */
export function parseBlobStorageUrl(value: string): BlobStorageLocation | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be ${BLOB_STORAGE_URL_FORMS}`;
  }
  if (url.protocol === 'file:') return directoryOf(url);
  if (url.protocol === 's3:') return bucketOf(url);
  return `must be ${BLOB_STORAGE_URL_FORMS}; ${url.protocol} is neither`;
}

function directoryOf(url: URL): BlobStorageLocation | string {
  if (url.search || url.hash) return 'a file: URL takes no query or fragment';
  let directory: string;
  try {
    directory = fileURLToPath(url);
  } catch (error) {
    return `must name a directory of this machine (file:///absolute/path): ${(error as Error).message}`;
  }
  if (!isAbsolute(directory) || directory === '/') return 'must name a directory of this machine (file:///absolute/path), not the root';
  return { kind: 'directory', directory };
}

function bucketOf(url: URL): BlobStorageLocation | string {
  // Keys in the URL would end up in logs and process listings; the SDK's chain reads them from the environment.
  if (url.username || url.password) return 'must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY';
  if (url.hash) return 'an s3: URL takes no fragment';
  if (!BUCKET.test(url.hostname)) return `must name a bucket (3 to 63 lower-case letters, digits, dots or hyphens): s3://bucket, not s3://${url.hostname}`;
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  // The prefix is the start of every key, so it follows the keys' own rule.
  if (prefix !== '' && !isSafeBlobKey(prefix)) return `the key prefix ${prefix} may hold only letters, digits, _ - . and / between segments`;
  const unknown = [...url.searchParams.keys()].filter((name) => !S3_PARAMETERS.has(name));
  if (unknown.length > 0) return `unknown parameter ${unknown.join(', ')}; the parameters are endpoint, region and force_path_style`;
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) return `endpoint must be an origin, http(s)://host[:port], not ${endpoint}`;
  const region = url.searchParams.get('region');
  if (region !== null && !/^[a-z0-9-]+$/.test(region)) return `region must be a region name such as us-east-1, not ${region}`;
  const pathStyle = url.searchParams.get('force_path_style');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') return `force_path_style must be true or false, not ${pathStyle}`;
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix,
    ...(endpoint !== null ? { endpoint: endpoint.replace(/\/$/, '') } : {}),
    ...(region !== null ? { region } : {}),
    forcePathStyle: pathStyle === 'true',
  };
}
