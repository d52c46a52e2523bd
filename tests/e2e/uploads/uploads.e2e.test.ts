import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { expectQuotaSpent } from '../../support/rate-limit-assertions';
import { generatedFont } from '../../support/generated-font';
import { aStore, type BuiltStore } from '../../support/builders';

const SHAPE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><script>alert(1)</script><path d="M0 0h200v80H0z" onclick="steal()"/></svg>');

describe('uploads: declaration, signed target, attachment', () => {
  let service: TestService;
  let store: BuiltStore;
  let otherStore: BuiltStore;
  let now = new Date();
  const clock = { now: () => now };
  const customiser = () => store.customisers[0]!;
  const auth = (key = store.keys.all!) => ({ Authorization: `Bearer ${key}` });
  let keyCounter = 0;
  const declare = (body: Record<string, unknown>, key = `upload-${(keyCounter += 1)}`) =>
    service.http.post('/api/v3/uploads').set(auth()).set('Idempotency-Key', key).send(body);
  const targetPath = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  const sendBytes = (target: { url: string; headers: Record<string, string> }, bytes: Buffer, headers = target.headers) =>
    service.http.put(targetPath(target.url)).set({ 'Content-Type': headers['Content-Type']! }).send(bytes);
  const uploaded = async (purpose: string, filename: string, contentType: string, bytes: Buffer) => {
    const created = await declare({ purpose, filename, content_type: contentType, byte_size: bytes.length }).expect(201);
    await sendBytes(created.body.data.upload_target, bytes).expect(200);
    return created.body.data.id as string;
  };

  beforeAll(async () => {
    service = await startTestService({ clock, env: { UPLOAD_TARGETS_PER_MINUTE: '1000' } });
    // Its referenced font already has a file, which a refused upload must leave in place.
    store = await aStore(service, { customisers: [{ fontFile: true }] });
    otherStore = await aStore(service);
  });
  afterAll(() => service.close());
  beforeEach(() => {
    now = new Date();
  });

  it('declares an upload and answers 201 with a PUT target on the service, its headers and an expiry about ten minutes ahead', async () => {
    const font = generatedFont();
    const response = await declare({ purpose: 'font_ttf', filename: 'Script.ttf', content_type: 'font/ttf', byte_size: font.length }).expect(201);
    const upload = response.body.data;
    expect(upload).toMatchObject({ object: 'upload', id: expect.stringMatching(/^upl_/), purpose: 'font_ttf', status: 'pending', bytes_received: false, verification_failure_code: null, attached_at: null });
    expect(upload.upload_target).toEqual({
      method: 'PUT',
      url: expect.stringMatching(/^http:\/\/api\.signwright\.test\/upload-targets\/upl_[^?]+\?expires=\d+&signature=[\w-]+$/),
      headers: { 'Content-Type': 'font/ttf', 'Content-Length': String(font.length) },
      expires_at: expect.any(String),
    });
    const lifetime = new Date(upload.upload_target.expires_at).getTime() - now.getTime();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
  });

  it('replays the creation with upload_target null, so a retry after expiry needs a new upload', async () => {
    const body = { purpose: 'backboard_shape_svg', filename: 'shape.svg', content_type: 'image/svg+xml', byte_size: SHAPE.length };
    const first = await declare(body, 'replayed').expect(201);
    const again = await declare(body, 'replayed').expect(201);
    expect(again.headers['idempotency-replay']).toBe('true');
    expect(again.body.data).toEqual({ ...first.body.data, upload_target: null });
  });

  it.each([
    ['an SVG for a font', { purpose: 'font_ttf', filename: 'a.svg', content_type: 'image/svg+xml' }, ['/content_type', '/filename']],
    ['a font content type with an SVG name', { purpose: 'backboard_shape_svg', filename: 'a.svg', content_type: 'font/ttf' }, ['/content_type']],
    ['an SVG content type with a TTF name', { purpose: 'backboard_shape_svg', filename: 'a.ttf', content_type: 'image/svg+xml' }, ['/filename']],
  ])('refuses %s with 422 upload_type_not_allowed naming purpose and allowed values', async (_what, body, pointers) => {
    const problem = expectProblem(await declare({ ...body, byte_size: 10 }), 422, 'upload_type_not_allowed');
    expect(problem.purpose).toBe(body.purpose);
    expect((problem.errors as { pointer: string; allowed_values: unknown[] }[]).map((error) => error.pointer)).toEqual(pointers);
    for (const error of problem.errors as { allowed_values: unknown[] }[]) expect(error.allowed_values.length).toBeGreaterThan(0);
  });

  it('takes a shopper’s form attachment (PDF, PNG, JPEG or SVG, up to 25 MiB) on the storefront only; its bytes land like any other upload', async () => {
    let counter = 0;
    const declareAsShopper = (body: Record<string, unknown>) =>
      service.http.post('/storefront/v1/uploads').set('X-Storefront-Key', store.storefront_key).set('Idempotency-Key', `shopper-${(counter += 1)}`).send(body);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const declared = (await declareAsShopper({ purpose: 'form_attachment', filename: 'sketch.pdf', content_type: 'application/pdf', byte_size: pdf.length }).expect(201)).body.data;
    expect((await sendBytes(declared.upload_target, pdf).expect(200)).body.data).toMatchObject({ purpose: 'form_attachment', status: 'uploaded', bytes_received: true });
    await declareAsShopper({ purpose: 'form_attachment', filename: 'big.jpeg', content_type: 'image/jpeg', byte_size: 25 * 1024 * 1024 }).expect(201);
    expect(expectProblem(await declareAsShopper({ purpose: 'form_attachment', filename: 'big.png', content_type: 'image/png', byte_size: 25 * 1024 * 1024 + 1 }), 422, 'upload_too_large').max_byte_size).toBe(25 * 1024 * 1024);
    const mismatch = expectProblem(await declareAsShopper({ purpose: 'form_attachment', filename: 'logo.pdf', content_type: 'image/png', byte_size: 10 }), 422, 'upload_type_not_allowed');
    expect(mismatch.errors).toEqual([expect.objectContaining({ pointer: '/content_type', allowed_values: ['application/pdf'] })]);
    const refused = expectProblem(await declare({ purpose: 'form_attachment', filename: 'sketch.pdf', content_type: 'application/pdf', byte_size: pdf.length }), 422, 'validation_failed');
    expect(refused.errors).toEqual([expect.objectContaining({ pointer: '/purpose' })]);
  });

  it('lets a page of any origin send the bytes to a signed target and read the answer (CORS), problems included', async () => {
    const created = await declare({ purpose: 'backboard_shape_svg', filename: 'shape.svg', content_type: 'image/svg+xml', byte_size: SHAPE.length }).expect(201);
    const path = targetPath(created.body.data.upload_target.url);
    const preflight = await service.http
      .options(path)
      .set('Origin', 'https://shop.example')
      .set('Access-Control-Request-Method', 'PUT')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);
    expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-allow-methods': 'PUT', 'access-control-allow-headers': 'Content-Type' });
    const sent = await service.http.put(path).set('Origin', 'https://shop.example').set('Content-Type', 'image/svg+xml').send(SHAPE).expect(200);
    expect(sent.headers['access-control-allow-origin']).toBe('*');
    const again = await service.http.put(path).set('Origin', 'https://shop.example').set('Content-Type', 'image/svg+xml').send(SHAPE);
    expectProblem(again, 409, 'upload_target_used');
    expect(again.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses a declaration over the purpose cap with 422 upload_too_large carrying max_byte_size', async () => {
    const problem = expectProblem(await declare({ purpose: 'backboard_shape_svg', filename: 'a.svg', content_type: 'image/svg+xml', byte_size: 3 * 1024 * 1024 }), 422, 'upload_too_large');
    expect(problem.max_byte_size).toBe(2 * 1024 * 1024);
  });

  it('takes exactly the declared bytes once; the poll then reports them landed', async () => {
    const font = generatedFont();
    const created = (await declare({ purpose: 'font_ttf', filename: 'f.ttf', content_type: 'font/ttf', byte_size: font.length }).expect(201)).body.data;
    expectProblem(await sendBytes(created.upload_target, font.subarray(1)), 422, 'upload_bytes_mismatch');
    expectProblem(await sendBytes(created.upload_target, font, { 'Content-Type': 'font/sfnt' }), 422, 'upload_bytes_mismatch');
    expect((await service.http.get(`/api/v3/uploads/${created.id}`).set(auth()).expect(200)).body.data).toMatchObject({ status: 'pending', bytes_received: false, upload_target: null });
    await sendBytes(created.upload_target, font).expect(200);
    expectProblem(await sendBytes(created.upload_target, font), 409, 'upload_target_used');
    expect((await service.http.get(`/api/v3/uploads/${created.id}`).set(auth()).expect(200)).body.data).toMatchObject({ status: 'uploaded', bytes_received: true });
  });

  it('takes a target’s bytes once when several PUTs of it arrive together: one lands, the others find it used (the row’s lock)', async () => {
    const font = generatedFont();
    const created = (await declare({ purpose: 'font_ttf', filename: 'together.ttf', content_type: 'font/ttf', byte_size: font.length }).expect(201)).body.data;
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendBytes(created.upload_target, font)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expectProblem(refused, 409, 'upload_target_used');
  });

  it('refuses a tampered or expired target', async () => {
    const created = (await declare({ purpose: 'backboard_shape_svg', filename: 's.svg', content_type: 'image/svg+xml', byte_size: SHAPE.length }).expect(201)).body.data;
    const tampered = { ...created.upload_target, url: created.upload_target.url.replace(/expires=(\d+)/, (_m: string, s: string) => `expires=${Number(s) + 3600}`) };
    expectProblem(await sendBytes(tampered, SHAPE), 403, 'upload_target_invalid');
    now = new Date(now.getTime() + 11 * 60_000);
    expectProblem(await sendBytes(created.upload_target, SHAPE), 410, 'upload_target_expired');
  });

  describe('a target that is refused', () => {
    /**
     * PUTs `chunk` to a target on a real connection and waits for the answer; with a `contentLength`
     * larger than the chunk, the rest of the body is never sent.
     */
    async function answerTo(path: string, contentType: string, chunk: Buffer, contentLength?: number) {
      const server = http.createServer(service.handler);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const headers = { 'Content-Type': contentType, ...(contentLength === undefined ? {} : { 'Content-Length': String(contentLength) }) };
      const request = http.request({ host: '127.0.0.1', port, path, method: 'PUT', headers });
      request.on('error', () => undefined); // the server closes the connection under the unsent rest
      try {
        const answered = new Promise<{ status: number; connection: string | undefined; body: { code?: string } }>((resolve, reject) => {
          request.on('response', (response) => {
            let text = '';
            response.setEncoding('utf8').on('data', (part: string) => (text += part)).on('error', reject);
            response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body: JSON.parse(text) as { code?: string } }));
          });
        });
        if (contentLength === undefined) request.end(chunk);
        else request.write(chunk);
        return await answered;
      } finally {
        request.destroy();
        await new Promise((resolve) => server.close(resolve));
      }
    }

    it('answers a forged target without reading its body', async () => {
      const created = (await declare({ purpose: 'backboard_shape_svg', filename: 'a.svg', content_type: 'image/svg+xml', byte_size: 4096 }).expect(201)).body.data;
      const forged = targetPath(created.upload_target.url).replace(/signature=[^&]+/, 'signature=forged');
      await expect(answerTo(forged, 'image/svg+xml', Buffer.alloc(1024), 4096)).resolves.toEqual({ status: 403, connection: 'close', body: expect.objectContaining({ code: 'upload_target_invalid' }) });
    });

    it('answers a Content-Length other than the declared byte_size without reading the body', async () => {
      const created = (await declare({ purpose: 'backboard_shape_svg', filename: 'b.svg', content_type: 'image/svg+xml', byte_size: 2048 }).expect(201)).body.data;
      const answer = await answerTo(targetPath(created.upload_target.url), 'image/svg+xml', Buffer.alloc(1024), 25 * 1024 * 1024);
      expect(answer).toEqual({ status: 422, connection: 'close', body: expect.objectContaining({ code: 'upload_bytes_mismatch' }) });
      expect((await service.http.get(`/api/v3/uploads/${created.id}`).set(auth()).expect(200)).body.data).toMatchObject({ status: 'pending' });
    });

    it('refuses a chunked body once it runs past the declared byte_size', async () => {
      const created = (await declare({ purpose: 'backboard_shape_svg', filename: 'c.svg', content_type: 'image/svg+xml', byte_size: 16 }).expect(201)).body.data;
      const answer = await answerTo(targetPath(created.upload_target.url), 'image/svg+xml', Buffer.alloc(4096));
      expect(answer).toEqual({ status: 422, connection: 'close', body: expect.objectContaining({ code: 'upload_bytes_mismatch' }) });
    });
  });

  it('attaches a verified font to the font slot: font_file shows the family read from the font and a ttf_url that serves it', async () => {
    const font = generatedFont('Neon Glow Display');
    const uploadId = await uploaded('font_ttf', 'glow.ttf', 'font/ttf', font);
    const fontId = customiser().options.unreferenced.fonts!;
    const attached = await service.http.put(`/api/v3/customisers/${customiser().id}/fonts/${fontId}/font-file`).set(auth()).send({ upload_id: uploadId }).expect(200);
    expect(attached.body.data.font_file).toEqual({ has_font_file: true, family_name: 'Neon Glow Display', ttf_url: `http://api.signwright.test/font-files/${uploadId}.ttf` });
    const served = await service.http.get(`/font-files/${uploadId}.ttf`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(Buffer.compare(served.body as Buffer, font)).toBe(0);
    expect((await service.http.get(`/api/v3/uploads/${uploadId}`).set(auth()).expect(200)).body.data).toMatchObject({ status: 'attached', attached_at: expect.any(String) });
    expectProblem(await service.http.put(`/api/v3/customisers/${customiser().id}/fonts/${fontId}/font-file`).set(auth()).send({ upload_id: uploadId }), 409, 'upload_not_ready');
  });

  it('refuses bytes that are not a font at attach time, leaves the slot unchanged and records why', async () => {
    const fontId = customiser().options.referenced.fonts!;
    const before = (await service.http.get(`/api/v3/customisers/${customiser().id}/fonts/${fontId}`).set(auth()).expect(200)).body.data.font_file;
    const uploadId = await uploaded('font_ttf', 'fake.ttf', 'font/ttf', Buffer.from('definitely not a font file'));
    const problem = expectProblem(await service.http.put(`/api/v3/customisers/${customiser().id}/fonts/${fontId}/font-file`).set(auth()).send({ upload_id: uploadId }), 422, 'upload_verification_failed');
    expect(problem.verification_failure_code).toBe('not_a_font');
    expect((await service.http.get(`/api/v3/customisers/${customiser().id}/fonts/${fontId}`).set(auth()).expect(200)).body.data.font_file).toEqual(before);
    expect((await service.http.get(`/api/v3/uploads/${uploadId}`).set(auth()).expect(200)).body.data).toMatchObject({ status: 'rejected', verification_failure_code: 'not_a_font' });
  });

  it('attaches an SVG shape: sanitised, measured, held inside the backboard and never published; the backboard may then become custom_shape', async () => {
    const backboardId = customiser().backboards.without_shape;
    const uploadId = await uploaded('backboard_shape_svg', 'shape.svg', 'image/svg+xml', SHAPE);
    const attached = await service.http.put(`/api/v3/customisers/${customiser().id}/backboards/${backboardId}/shape`).set(auth()).send({ upload_id: uploadId }).expect(200);
    expect(attached.body.data.geometry).toEqual({ has_custom_shape: true, status: 'measured', failure_reason: null, measured_at: expect.any(String) });
    expect(JSON.stringify(attached.body.data)).not.toMatch(/svg|shape_svg/i);
    const { rows } = await sql<{ svg: string }>`select attributes->>'shape_svg' as svg from catalogue.option_rows where id = ${backboardId}`.execute(service.runtime.database.root);
    expect(rows[0]!.svg).toContain('<path');
    expect(rows[0]!.svg).not.toMatch(/script|onclick/);
    await service.http.patch(`/api/v3/customisers/${customiser().id}/backboards/${backboardId}`).set(auth()).send({ backboard_type: 'cutout' }).expect(200);
  });

  it('refuses an SVG without dimensions at attach time', async () => {
    const uploadId = await uploaded('backboard_shape_svg', 'flat.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>'));
    const problem = expectProblem(await service.http.put(`/api/v3/customisers/${customiser().id}/backboards/${customiser().backboards.with_shape}/shape`).set(auth()).send({ upload_id: uploadId }), 422, 'upload_verification_failed');
    expect(problem.verification_failure_code).toBe('svg_without_dimensions');
  });

  it('refuses an SVG with a DOCTYPE (billion laughs) at attach time with 422, not a failure of the service', async () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&b;</text><path d="M0 0h1v1z"/></svg>';
    const uploadId = await uploaded('backboard_shape_svg', 'laughs.svg', 'image/svg+xml', Buffer.from(laughs));
    const problem = expectProblem(await service.http.put(`/api/v3/customisers/${customiser().id}/backboards/${customiser().backboards.with_shape}/shape`).set(auth()).send({ upload_id: uploadId }), 422, 'upload_verification_failed');
    expect(problem.verification_failure_code).toBe('svg_doctype');
  });

  it('refuses an upload of another purpose, one whose bytes have not landed, and one of another store', async () => {
    const slot = `/api/v3/customisers/${customiser().id}/backboards/${customiser().backboards.with_shape}/shape`;
    const font = await uploaded('font_ttf', 'f.ttf', 'font/ttf', generatedFont());
    expectProblem(await service.http.put(slot).set(auth()).send({ upload_id: font }), 422, 'validation_failed');
    const pending = (await declare({ purpose: 'backboard_shape_svg', filename: 's.svg', content_type: 'image/svg+xml', byte_size: SHAPE.length }).expect(201)).body.data.id;
    expectProblem(await service.http.put(slot).set(auth()).send({ upload_id: pending }), 409, 'upload_not_ready');
    expectProblem(await service.http.get(`/api/v3/uploads/${pending}`).set(auth(otherStore.keys.all!)), 404, 'resource_not_found');
  });
});

describe('upload-target budget', () => {
  it('answers 429 rate_limited once a key has been issued its targets for the minute, naming the budget in RateLimit and RateLimit-Policy', async () => {
    const service = await startTestService({ env: { UPLOAD_TARGETS_PER_MINUTE: '2' } });
    try {
      const key = (await aStore(service)).keys.all!;
      const declare = (n: number) =>
        service.http.post('/api/v3/uploads').set('Authorization', `Bearer ${key}`).set('Idempotency-Key', `k${n}`).send({ purpose: 'font_ttf', filename: 'a.ttf', content_type: 'font/ttf', byte_size: 10 });
      await declare(1).expect(201);
      await declare(1).expect(201);
      await declare(2).expect(201);
      const problem = expectQuotaSpent(await declare(3), { name: 'upload-target', quota: 2, windowSeconds: 60 });
      expect(problem.retry_after).toBeGreaterThan(0);
    } finally {
      await service.close();
    }
  });
});
