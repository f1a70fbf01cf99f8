import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FILE_MAX_BYTES } from '@docapply/contracts';
import { loadConfig } from '@/config';
import { files, hospitalAdmins } from '@/core/db/schema';
import { createFileStorage } from '@/core/storage/create-storage';
import { createLocalStorage } from '@/core/storage/local-storage';
import { createS3ClientConfig, createS3Storage } from '@/core/storage/s3-storage';
import { STORAGE_UNAVAILABLE_MESSAGE } from '@/lib/app-error';
import { createUserWithToken, expectError, get } from './helpers/auth';
import { findClosedPort } from './helpers/closed-port';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createApplication, createHospital } from './request-fixtures';
import { readAttachment } from './helpers/attachment';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xd9]),
]);

function multipart(filename: string, content: Buffer, type = 'application/pdf', field = 'file') {
  const boundary = `----docapply${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(
  app: FastifyInstance,
  token: string,
  a: string,
  b: string,
  body: ReturnType<typeof multipart>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/gcs/upload/${a}/${b}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-auth-token': token },
  });
}

function remove(app: FastifyInstance, token: string, a: string, b: string) {
  return app.inject({
    method: 'DELETE',
    url: `/api/gcs/remove/${a}/${b}`,
    headers: { 'x-auth-token': token },
  });
}

function listStoredFiles(dir: string): string[] {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('files', () => {
  let t: TTestApp;
  let hospitalId: string;
  let doctor: { id: string; token: string };
  let other: { id: string; token: string };
  let applicationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    hospitalId = (await createHospital(t.db, { withForms: false })).id;
    const first = await createUserWithToken(t.db, t.config);
    const second = await createUserWithToken(t.db, t.config);
    doctor = { id: first.user.id, token: first.token };
    other = { id: second.user.id, token: second.token };
    applicationId = await createApplication(t.db, { doctorId: doctor.id, hospitalId });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['cv.pdf', PDF, 'application/pdf'],
    ['licence.png', PNG, 'image/png'],
    ['dea.jpg', JPEG, 'image/jpeg'],
  ])('stores %s by its content and serves it back as an attachment', async (name, content, mime) => {
    const id = randomUUID();
    const response = await upload(
      t.app,
      doctor.token,
      applicationId,
      id,
      multipart(name, content, 'text/plain'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().result).toEqual({
      id,
      name,
      size: content.length,
      mime,
      createdAt: expect.any(String),
    });

    const read = await get(t.app, `/api/gcs/get/${applicationId}/${id}`, { token: doctor.token });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(content)).toBe(true);
    expect(read.headers['content-type']).toBe(mime);
    expect(readAttachment(read.headers['content-disposition'])).toEqual({
      type: 'attachment',
      filename: name,
    });
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the bytes under a random key in DATA_DIR/files, outside any served folder', async () => {
    const id = randomUUID();
    await upload(t.app, doctor.token, applicationId, id, multipart('Secret Name.pdf', PDF));
    const [row] = await t.db.select().from(files).where(eq(files.id, id));
    expect(row.storageKey).toMatch(/^[0-9a-f]{64}$/);
    const expected = path.join(
      t.config.DATA_DIR,
      'files',
      row.storageKey.slice(0, 2),
      row.storageKey.slice(2, 4),
      row.storageKey,
    );
    expect(listStoredFiles(path.join(t.config.DATA_DIR, 'files'))).toContain(expected);
    expect(() => createLocalStorage({ dataDir: t.config.DATA_DIR, servedDirs: [t.config.DATA_DIR] })).toThrow(
      /inside the served folder/,
    );
  });

  it('names a non-ASCII file safely in Content-Disposition', async () => {
    const id = randomUUID();
    await upload(t.app, doctor.token, applicationId, id, multipart('履歴書 (2026).pdf', PDF));
    const read = await get(t.app, `/api/gcs/get/${applicationId}/${id}`, { token: doctor.token });
    expect(read.headers['content-disposition']).toBe(
      `attachment; filename="??? (2026).pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8%20%282026%29.pdf`,
    );
  });

  it("names a download after what the file is: the detected type's extension, no direction overrides", async () => {
    const named = async (filename: string) => {
      const id = randomUUID();
      await upload(t.app, doctor.token, applicationId, id, multipart(filename, PDF));
      const read = await get(t.app, `/api/gcs/get/${applicationId}/${id}`, { token: doctor.token });
      expect(read.headers['content-type']).toBe('application/pdf');
      return readAttachment(read.headers['content-disposition']).filename;
    };
    // A PDF that is also an HTML page, named .html: it downloads as a PDF.
    expect(await named('x.html')).toBe('x.pdf');
    // A right-to-left override would show "invoice_fdp.exe" as "invoice_exe.pdf".
    expect(await named('invoice_\u202Efdp.exe')).toBe('invoice_fdp.pdf');
    expect(await named('Licence.PDF')).toBe('Licence.PDF');
    expect(await named('scan')).toBe('scan.pdf');
  });

  it('refuses a .pdf name whose content is not a PDF with 415', async () => {
    const id = randomUUID();
    const body = multipart('cv.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    const error = expectError(await upload(t.app, doctor.token, applicationId, id, body), 415);
    expect(error.message).toBe('Upload a PDF, PNG or JPEG file');
    expect(await t.db.select().from(files).where(eq(files.id, id))).toHaveLength(0);
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(FILE_MAX_BYTES - PDF.length, 0x20)]);
    const ok = await upload(t.app, doctor.token, applicationId, randomUUID(), multipart('big.pdf', exact));
    expect(ok.statusCode, ok.body).toBe(201);

    const id = randomUUID();
    const tooBig = Buffer.concat([exact, Buffer.from(' ')]);
    const error = expectError(
      await upload(t.app, doctor.token, applicationId, id, multipart('big.pdf', tooBig)),
      413,
    );
    expect(error.message).toBe('Files can be at most 10 MB');
    expect(await t.db.select().from(files).where(eq(files.id, id))).toHaveLength(0);
  });

  it('refuses a used id, a non-uuid id, a missing file and a request without sign-in', async () => {
    const id = randomUUID();
    expect((await upload(t.app, doctor.token, applicationId, id, multipart('a.pdf', PDF))).statusCode).toBe(
      201,
    );
    expectError(
      await upload(t.app, doctor.token, applicationId, id, multipart('b.pdf', PDF)),
      409,
      'CONFLICT',
    );
    expectError(await upload(t.app, doctor.token, applicationId, 'not-a-uuid', multipart('b.pdf', PDF)), 400);
    const wrongField = multipart('b.pdf', PDF, 'application/pdf', 'document');
    expectError(await upload(t.app, doctor.token, applicationId, randomUUID(), wrongField), 400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/gcs/upload/${applicationId}/${randomUUID()}`,
      ...multipart('a.pdf', PDF),
    });
    expectError(anonymous, 401);
  });

  it("keeps another doctor out of a doctor's files (404, no data)", async () => {
    const id = randomUUID();
    await upload(t.app, doctor.token, applicationId, id, multipart('cv.pdf', PDF));

    const read = expectError(
      await get(t.app, `/api/gcs/get/${applicationId}/${id}`, { token: other.token }),
      404,
    );
    expect(JSON.stringify(read)).not.toContain('cv.pdf');
    expectError(await remove(t.app, other.token, applicationId, id), 404);
    expectError(await upload(t.app, other.token, applicationId, randomUUID(), multipart('x.pdf', PDF)), 404);
    expect(await t.db.select().from(files).where(eq(files.id, id))).toHaveLength(1);
  });

  it('serves a file only under its own application or scope', async () => {
    const id = randomUUID();
    await upload(t.app, doctor.token, 'profile', id, multipart('board.pdf', PDF));
    expect((await get(t.app, `/api/gcs/get/profile/${id}`, { token: doctor.token })).statusCode).toBe(200);
    expectError(await get(t.app, `/api/gcs/get/${applicationId}/${id}`, { token: doctor.token }), 404);
  });

  it("lets the hospital's admins read a submitted application's files, no other admin", async () => {
    const submittedId = await createApplication(t.db, { doctorId: doctor.id, hospitalId });
    const id = randomUUID();
    await upload(t.app, doctor.token, submittedId, id, multipart('cv.pdf', PDF));
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    const stranger = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    await t.db.insert(hospitalAdmins).values({ userId: admin.user.id, hospitalId });
    const url = `/api/gcs/get/${submittedId}/${id}`;

    // Still a draft: the hospital has not received it.
    expectError(await get(t.app, url, { token: admin.token }), 404);
    const { applications } = await import('@/core/db/schema');
    await t.db.update(applications).set({ status: 'applied' }).where(eq(applications.id, submittedId));
    const read = await get(t.app, url, { token: admin.token });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expectError(await get(t.app, url, { token: stranger.token }), 404);
    // Admins read; they do not remove.
    expectError(await remove(t.app, admin.token, submittedId, id), 403);
  });

  it('removes a file for its owner while the application is editable, not after submission', async () => {
    const id = randomUUID();
    await upload(t.app, doctor.token, applicationId, id, multipart('cv.pdf', PDF));
    const [row] = await t.db.select().from(files).where(eq(files.id, id));
    const removed = await remove(t.app, doctor.token, applicationId, id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ result: { message: expect.any(String) } });
    expectError(await get(t.app, `/api/gcs/get/${applicationId}/${id}`, { token: doctor.token }), 404);
    expect(
      listStoredFiles(path.join(t.config.DATA_DIR, 'files')).some((f) => f.endsWith(row.storageKey)),
    ).toBe(false);

    const appliedId = await createApplication(t.db, { doctorId: doctor.id, hospitalId });
    const kept = randomUUID();
    await upload(t.app, doctor.token, appliedId, kept, multipart('cv.pdf', PDF));
    const { applications } = await import('@/core/db/schema');
    await t.db.update(applications).set({ status: 'applied' }).where(eq(applications.id, appliedId));
    expectError(await remove(t.app, doctor.token, appliedId, kept), 409, 'CONFLICT');
    expectError(await upload(t.app, doctor.token, appliedId, randomUUID(), multipart('b.pdf', PDF)), 409);
    expect((await get(t.app, `/api/gcs/get/${appliedId}/${kept}`, { token: doctor.token })).statusCode).toBe(
      200,
    );
  });
});

describe('file storage configuration', () => {
  const S3_ENV = {
    STORAGE: 's3',
    S3_BUCKET: 'docapply-files',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-example',
  };

  it('uses S3 when STORAGE=s3, path-style against a custom endpoint', async () => {
    const config = loadConfig({
      cwd: '/tmp',
      env: { ...S3_ENV, S3_ENDPOINT: 'http://minio.local:9000', TOKEN_KEY: 'k'.repeat(40) },
    });
    const storage = await createFileStorage(config);
    expect(storage.kind).toBe('s3');
    const options = createS3ClientConfig(config);
    expect(options).toMatchObject({
      region: 'us-east-1',
      endpoint: 'http://minio.local:9000',
      forcePathStyle: true,
    });
    const s3 = createS3Storage(config);
    expect(s3.bucket).toBe('docapply-files');
    expect(await s3.client.config.region()).toBe('us-east-1');
  });

  it('talks to AWS itself without an endpoint, and refuses an incomplete configuration', () => {
    expect(createS3ClientConfig({ ...S3_ENV, S3_ENDPOINT: undefined })).not.toHaveProperty('endpoint');
    expect(() => createS3ClientConfig({ ...S3_ENV, S3_BUCKET: undefined, S3_ENDPOINT: undefined })).toThrow(
      /S3_BUCKET/,
    );
  });
});

describe('when the file storage does not answer (S3 down)', () => {
  let t: TTestApp;
  let doctor: { id: string; token: string };
  let applicationId: string;

  beforeAll(async () => {
    // An address where nothing listens: every request to the bucket fails to connect.
    const port = await findClosedPort();
    t = await createTestApp({
      captureLogs: true,
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'docapply-files',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example',
      },
    });
    const hospitalId = (await createHospital(t.db, { withForms: false })).id;
    const created = await createUserWithToken(t.db, t.config);
    doctor = { id: created.user.id, token: created.token };
    applicationId = await createApplication(t.db, { doctorId: doctor.id, hospitalId });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an upload with 503 and a message, keeps no file, and logs the cause', async () => {
    const response = await upload(t.app, doctor.token, applicationId, randomUUID(), multipart('cv.pdf', PDF));
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      statusCode: 503,
      error: { code: 'SERVICE_UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE },
    });
    expect(await t.db.select().from(files).where(eq(files.applicationId, applicationId))).toEqual([]);
    const logged = t.logs.map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string } });
    expect(logged.find((entry) => entry.msg === STORAGE_UNAVAILABLE_MESSAGE)?.err?.message).toMatch(
      /ECONNREFUSED/,
    );
  });
});
