import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startTestService, type TestService } from '../../support/test-service';
import { startS3Server, type TestS3Server } from '../../support/s3-server';
import { expectProblem } from '../../support/problem-assertions';
import { generatedFont } from '../../support/generated-font';
import { aStore, type BuiltStore } from '../../support/builders';
import { binaryBody } from '../../support/binary-body';

/**
 * Two instances of one deployment: one database, one bucket, and each its own DATA_DIR, so that bytes
 * written to a local disk by mistake could not be found by the other instance.
 */
describe('uploads kept in an S3 bucket, across instances', () => {
  let s3: TestS3Server;
  let first: TestService;
  let second: TestService;
  let store: BuiltStore;
  const dataDirs: string[] = [];
  const instanceEnv = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sw-instance-'));
    dataDirs.push(dataDir);
    return { BLOB_STORAGE_URL: s3.url('signwright/blobs'), DATA_DIR: dataDir, UPLOAD_TARGETS_PER_MINUTE: '1000' };
  };
  const auth = () => ({ Authorization: `Bearer ${store.keys.all!}` });
  const targetPath = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  const objectKeys = async () => {
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true });
    try {
      return ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key);
    } finally {
      client.destroy();
    }
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    first = await startTestService({ env: instanceEnv() });
    second = await startTestService({ env: instanceEnv(), database: first.database });
    store = await aStore(first, { customisers: [{}] });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports the bucket in /readyz', async () => {
    expect((await first.http.get('/readyz').expect(200)).body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', object_store: 'ok' } });
  });

  it('takes bytes on one instance for a target another issued, keeps them in the bucket, verifies them at attach on either and serves the font from both', async () => {
    const font = generatedFont('Bucket Display');
    const declared = (await first.http.post('/api/v3/uploads').set(auth()).set('Idempotency-Key', 'bucket-font').send({ purpose: 'font_ttf', filename: 'bucket.ttf', content_type: 'font/ttf', byte_size: font.length }).expect(201)).body.data;
    const path = targetPath(declared.upload_target.url);

    expect((await second.http.put(path).set('Content-Type', 'font/ttf').send(font).expect(200)).body.data).toMatchObject({ id: declared.id, status: 'uploaded' });
    expectProblem(await first.http.put(path).set('Content-Type', 'font/ttf').send(font), 409, 'upload_target_used');
    expect((await first.http.get(`/api/v3/uploads/${declared.id}`).set(auth()).expect(200)).body.data).toMatchObject({ status: 'uploaded', bytes_received: true });
    expect(await objectKeys()).toContain(`signwright/blobs/uploads/${store.id}/${declared.id}`);

    const customiser = store.customisers[0]!;
    const attached = await second.http.put(`/api/v3/customisers/${customiser.id}/fonts/${customiser.options.unreferenced.fonts!}/font-file`).set(auth()).send({ upload_id: declared.id }).expect(200);
    expect(attached.body.data.font_file).toMatchObject({ has_font_file: true, family_name: 'Bucket Display' });
    for (const instance of [first, second]) {
      const served = await instance.http.get(`/font-files/${declared.id}.ttf`).buffer(true).parse(binaryBody).expect(200);
      expect(Buffer.compare(served.body as Buffer, font)).toBe(0);
    }
    for (const dataDir of dataDirs) expect(readdirSync(dataDir)).not.toContain('blobs');
  });

  it('answers /readyz 503 naming the object store when its bucket cannot be reached', async () => {
    const broken = await startTestService({ env: { ...instanceEnv(), BLOB_STORAGE_URL: `s3://no-such-bucket?endpoint=${encodeURIComponent(s3.endpoint)}&region=us-east-1&force_path_style=true` }, database: first.database });
    try {
      expect((await broken.http.get('/readyz').expect(503)).body).toEqual({ status: 'not_ready', checks: { database: 'ok', redis: 'ok', object_store: 'failed' } });
    } finally {
      await broken.close();
    }
  });
});
