import type * as S3Sdk from '@aws-sdk/client-s3';
import type { BlobStorage } from '../../shared-kernel/blob-storage';
import type { BlobStorageLocation } from '../config/blob-storage-url';
import { assertSafeBlobKey } from './blob-key';

export type S3Location = Extract<BlobStorageLocation, { kind: 's3' }>;

/**
 * The AWS SDK is loaded on the first blob operation, not when a process starts: most processes (admin
 * commands, a service on a directory) never touch the bucket, and the SDK is among the heaviest modules.
 */
let sdk: Promise<typeof S3Sdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/**
 * Blobs as objects of one bucket, under an optional key prefix, so that every instance reads what any
 * instance wrote. Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN, a profile, an instance role), never from configuration the service logs.
 */
export class S3BlobStorage implements BlobStorage {
  private client: Promise<{ s3: S3Sdk.S3Client; commands: typeof S3Sdk }> | undefined;
  private closed = false;

  constructor(private readonly location: S3Location) {}

  private connected(): Promise<{ s3: S3Sdk.S3Client; commands: typeof S3Sdk }> {
    return (this.client ??= loadSdk().then((commands) => {
      const s3 = new commands.S3Client({
        ...(this.location.endpoint ? { endpoint: this.location.endpoint } : {}),
        ...(this.location.region ? { region: this.location.region } : {}),
        forcePathStyle: this.location.forcePathStyle,
        // A store that stops answering must fail the request, not hold it (and its upload's row lock) forever.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
        // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's newer default
        // trailers, and the bytes of every upload are verified by the service when it is attached.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      // Closed while the SDK was loading: the client is not kept open behind the caller's back.
      if (this.closed) s3.destroy();
      return { s3, commands };
    }));
  }

  private objectKey(key: string): string {
    assertSafeBlobKey(key);
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const objectKey = this.objectKey(key);
    const { s3, commands } = await this.connected();
    await s3.send(new commands.PutObjectCommand({ Bucket: this.location.bucket, Key: objectKey, Body: bytes, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<Buffer | undefined> {
    const objectKey = this.objectKey(key);
    const { s3, commands } = await this.connected();
    try {
      const object = await s3.send(new commands.GetObjectCommand({ Bucket: this.location.bucket, Key: objectKey }));
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      // Only a missing object is "no blob"; a missing bucket, a refused credential or an outage is a failure.
      if ((error as Error).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    const { s3, commands } = await this.connected();
    // S3 answers a delete of a missing object with success, as the file storage's delete does.
    await s3.send(new commands.DeleteObjectCommand({ Bucket: this.location.bucket, Key: objectKey }));
  }

  /** Readiness: the bucket exists and the credentials reach it; one HEAD, no object read. */
  async reachable(): Promise<void> {
    const { s3, commands } = await this.connected();
    await s3.send(new commands.HeadBucketCommand({ Bucket: this.location.bucket }));
  }

  close(): void {
    this.closed = true;
    void this.client?.then(({ s3 }) => s3.destroy());
  }
}
