import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BlobStorage } from '../../shared-kernel/blob-storage';
import type { BlobStorageLocation } from '../config/blob-storage-url';
import { assertSafeBlobKey } from './blob-key';

export type S3Location = Extract<BlobStorageLocation, { kind: 's3' }>;

/**
 * Blobs as objects of one bucket, under an optional key prefix, so that every instance reads what any
 * instance wrote. Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN, a profile, an instance role), never from configuration the service logs.
 */
export class S3BlobStorage implements BlobStorage {
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.client = new S3Client({
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      ...(location.region ? { region: location.region } : {}),
      forcePathStyle: location.forcePathStyle,
      // A store that stops answering must fail the request, not hold it (and its upload's row lock) forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's newer default
      // trailers, and the bytes of every upload are verified by the service when it is attached.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertSafeBlobKey(key);
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key), Body: bytes, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      // Only a missing object is "no blob"; a missing bucket, a refused credential or an outage is a failure.
      if ((error as Error).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing object with success, as the file storage's delete does.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  /** Readiness: the bucket exists and the credentials reach it; one HEAD, no object read. */
  async reachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.location.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
