import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver checks request signatures against its one fixed key pair. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const CREDENTIAL_VARIABLES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE'] as const;

export interface TestS3Server {
  /** The server's origin, for `endpoint=`. */
  endpoint: string;
  /** A bucket created at start, empty. */
  bucket: string;
  /** A BLOB_STORAGE_URL naming the bucket (and a key prefix, when given) on this server. */
  url(prefix?: string): string;
  /** Where the server keeps its objects: a test may look behind the API to see what landed. */
  directory: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping objects in a temporary directory
 * removed at close. The SDK's default credential chain reads the environment, so while the server runs
 * this test file's `process.env` holds the server's key pair (jest gives each file its own).
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'sw-s3-'));
  const bucket = `signwright-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const saved = Object.fromEntries(CREDENTIAL_VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of CREDENTIAL_VARIABLES) delete process.env[name];
  process.env.AWS_ACCESS_KEY_ID = ACCESS_KEY_ID;
  process.env.AWS_SECRET_ACCESS_KEY = SECRET_ACCESS_KEY;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    url: (prefix = '') => `s3://${bucket}${prefix ? `/${prefix}` : ''}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&force_path_style=true`,
    async close() {
      await server.close();
      for (const name of CREDENTIAL_VARIABLES) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
