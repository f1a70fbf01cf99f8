import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@docapply/rules';
import { createUserWithToken } from './helpers/auth';
import { expectClientError } from './helpers/error-shape';
import { createTestApp, type TTestApp } from './helpers/test-app';

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
const BOUNDARY = '----docapplyTestBoundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** One multipart part; `filename` makes it a file. */
function part(name: string, content: string, filename?: string): string {
  const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
  const type = filename === undefined ? '' : 'Content-Type: application/pdf\r\n';
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${content}\r\n`;
}
const END = `--${BOUNDARY}--\r\n`;

/** Odd multipart bodies on the upload route: each is the client's mistake, answered 4xx in the shape. */
describe('upload bodies', () => {
  let t: TTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUserWithToken(t.db, t.config, { roles: ['doctor'] })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (payload: string | Buffer, contentType = CONTENT_TYPE) =>
    t.app.inject({
      method: 'POST',
      url: `/api/gcs/upload/profile/${randomUUID()}`,
      payload,
      headers: { 'x-auth-token': token, 'content-type': contentType },
    });

  it('stores a well-formed upload (the baseline the others break)', async () => {
    const response = await upload(part('file', PDF, 'cv.pdf') + END);
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['no boundary', part('file', PDF, 'cv.pdf') + END, 'multipart/form-data', 400],
    ['an empty boundary', part('file', PDF, 'cv.pdf') + END, 'multipart/form-data; boundary=', 400],
    ['another boundary', part('file', PDF, 'cv.pdf') + END, 'multipart/form-data; boundary=other', 400],
    ['a truncated body', (part('file', PDF, 'cv.pdf') + END).slice(0, 90), CONTENT_TYPE, 400],
    ['a body cut inside the headers', `--${BOUNDARY}\r\nContent-Disposition: form-da`, CONTENT_TYPE, 400],
    ['an empty body', '', CONTENT_TYPE, 400],
    ['garbage', 'this is not multipart at all', CONTENT_TYPE, 400],
    ['a part without headers', `--${BOUNDARY}\r\n\r\nxyz\r\n${END}`, CONTENT_TYPE, 400],
    ['a wrong field name', part('document', PDF, 'cv.pdf') + END, CONTENT_TYPE, 400],
    ['only fields', part('note', 'hello') + END, CONTENT_TYPE, 400],
    ['two files', part('file', PDF, 'a.pdf') + part('file', PDF, 'b.pdf') + END, CONTENT_TYPE, 400],
    [
      'too many parts',
      Array.from({ length: 8 }, (_, i) => part(`f${i}`, 'x')).join('') + END,
      CONTENT_TYPE,
      413,
    ],
    [
      'a huge field',
      part('note', 'x'.repeat(2 * 1024 * 1024)) + part('file', PDF, 'cv.pdf') + END,
      CONTENT_TYPE,
      413,
    ],
    ['a __proto__ field', part('__proto__', 'x') + part('file', PDF, 'cv.pdf') + END, CONTENT_TYPE, 400],
    [
      'a broken JSON field',
      part('meta', '{').replace('\r\n\r\n', '\r\nContent-Type: application/json\r\n\r\n') + END,
      CONTENT_TYPE,
      400,
    ],
    ['not multipart', PDF, 'application/octet-stream', 415],
  ])('answers %s with 4xx in the error shape', async (label, payload, contentType, status) => {
    const response = await upload(payload, contentType);
    expectClientError(response, label);
    expect(response.statusCode).toBe(status);
  });

  it('refuses control characters in the file name and in field values', async () => {
    const badName = await upload(part('file', PDF, 'cv\u0001.pdf') + END);
    expect(expectClientError(badName).fields).toEqual({ file: MESSAGES.forbiddenCharacters });
    const badField = await upload(part('note', 'a\u0000b') + part('file', PDF, 'cv.pdf') + END);
    expect(expectClientError(badField).fields).toEqual({ note: MESSAGES.forbiddenCharacters });
  });
});
