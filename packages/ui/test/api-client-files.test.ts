import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { STORAGE_KEYS } from '@docapply/contracts';
import { ApiError, createApiClient, createAuthStorage, isCancelledError } from '@/index';
import { readText } from './read-blob';

/**
 * Uploads and downloads through the browser's transports (jsdom's XMLHttpRequest for uploads, fetch
 * for the rest) against a real HTTP server, so abort, timeout and headers are the transport's.
 */
type THandler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;

const routes = new Map<string, THandler>();
let server: Server;
let baseUrl = '';

function sendJson(response: ServerResponse, status: number, payload: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
}

const ERRORS = {
  expired: { statusCode: 401, error: { code: 'UNAUTHORIZED', message: 'Session expired' } },
  badFile: {
    statusCode: 400,
    error: {
      code: 'VALIDATION',
      message: 'Upload a PDF, PNG or JPEG file',
      fields: { file: 'Upload a PDF, PNG or JPEG file' },
    },
  },
  missing: { statusCode: 404, error: { code: 'NOT_FOUND', message: 'Not found' } },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    // jsdom's page is another origin: answer as a CORS-enabled API would.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'x-auth-token, content-type');
    response.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const handler = routes.get(`${request.method} ${request.url}`);
      if (handler) {
        handler(request, Buffer.concat(chunks), response);
      } else {
        sendJson(response, 404, ERRORS.missing);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  routes.set('POST /api/gcs/upload/app-1/ok', (request, body, response) => {
    const text = body.toString('latin1');
    sendJson(response, 201, {
      result: {
        contentType: request.headers['content-type'],
        token: request.headers['x-auth-token'],
        hasFilePart: text.includes('name="file"; filename="cv.pdf"') && text.includes('%PDF-1.7 cv'),
      },
    });
  });
  routes.set('POST /api/gcs/upload/app-1/bad', (_request, _body, response) =>
    sendJson(response, 400, ERRORS.badFile),
  );
  routes.set('POST /api/gcs/upload/app-1/expired', (_request, _body, response) =>
    sendJson(response, 401, ERRORS.expired),
  );
  // Never answers: for cancel and timeout (closed when the client goes away or the server stops).
  routes.set('POST /api/gcs/upload/app-1/slow', () => undefined);
  routes.set('GET /api/gcs/get/app-1/slow', () => undefined);
  routes.set('GET /api/gcs/get/app-1/cv', (_request, _body, response) => {
    response
      .writeHead(200, {
        'Content-Type': 'application/pdf',
        // As the API's content-disposition sends a name that is not ASCII.
        'Content-Disposition': `attachment; filename="r?sum?.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
      })
      .end('%PDF-1.7 résumé');
  });
  routes.set('GET /api/gcs/get/app-1/unnamed', (_request, _body, response) => {
    response.writeHead(200, { 'Content-Type': 'image/png' }).end('png');
  });
  routes.set('GET /api/gcs/get/app-1/expired', (_request, _body, response) =>
    sendJson(response, 401, ERRORS.expired),
  );
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function createClient({ token, timeoutMs = 0 }: { token?: string; timeoutMs?: number } = {}) {
  const authStorage = createAuthStorage(STORAGE_KEYS);
  if (token) {
    authStorage.setToken(token);
    authStorage.setUser({ email: 'ada@mail.com' });
  }
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    config: { apiBaseUrl: baseUrl, httpTimeoutMs: timeoutMs },
    authStorage,
    onUnauthorized,
  });
  return { client, authStorage, onUnauthorized };
}

function createForm(): FormData {
  const form = new FormData();
  form.append('file', new File(['%PDF-1.7 cv'], 'cv.pdf', { type: 'application/pdf' }));
  return form;
}

describe('api client uploads', () => {
  it('sends the file as multipart with the token and returns the result', async () => {
    const { client } = createClient({ token: 'token-123' });
    const result = await client.upload('/gcs/upload/app-1/ok', createForm());
    expect(result).toEqual({
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
      token: 'token-123',
      hasFilePart: true,
    });
  });

  it('reports the progress the browser reports, in whole percentages', async () => {
    // jsdom sends the body without saying how much has left: report what a browser would, 1 of 3
    // parts and then all of them, before the upload ends.
    const { send } = XMLHttpRequest.prototype;
    const spy = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (
      this: XMLHttpRequest,
      body,
    ) {
      const report = (type: string, loaded: number) =>
        this.upload.dispatchEvent(new ProgressEvent(type, { loaded, total: 3, lengthComputable: true }));
      report('progress', 1);
      report('progress', 3);
      report('loadend', 3);
      send.call(this, body);
    });
    onTestFinished(() => spy.mockRestore());
    const { client } = createClient({ token: 'token-123' });
    const percents: number[] = [];
    const result = await client.upload('/gcs/upload/app-1/ok', createForm(), {
      onProgress: (percent) => percents.push(percent),
    });
    expect(result).toMatchObject({ hasFilePart: true });
    expect(percents).toEqual([33, 100]);
  });

  it('stops when its signal aborts, with a cancelled error', async () => {
    const { client } = createClient({ token: 'token-123' });
    const controller = new AbortController();
    const upload = client.upload('/gcs/upload/app-1/slow', createForm(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isCancelledError(error)).toBe(true);
  });

  it('gives up after the site timeout, like any other call', async () => {
    const { client } = createClient({ timeoutMs: 200 });
    const started = Date.now();
    await expect(client.upload('/gcs/upload/app-1/slow', createForm())).rejects.toMatchObject({
      statusCode: 0,
      code: 'TIMEOUT',
      message: 'Something went wrong, Please try again ...',
    });
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(client.post('/gcs/upload/app-1/slow')).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('returns the field errors of a 400', async () => {
    const { client } = createClient({ token: 'token-123' });
    await expect(client.upload('/gcs/upload/app-1/bad', createForm())).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Upload a PDF, PNG or JPEG file',
      fields: { file: 'Upload a PDF, PNG or JPEG file' },
    });
  });

  it('on a 401 with a session, clears the session and signs out', async () => {
    const { client, authStorage, onUnauthorized } = createClient({ token: 'old-token' });
    await expect(client.upload('/gcs/upload/app-1/expired', createForm())).rejects.toMatchObject({
      statusCode: 401,
      message: 'Session expired',
    });
    expect(authStorage.getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('api client downloads', () => {
  it('returns the bytes, the type and the file name of Content-Disposition', async () => {
    const { client } = createClient({ token: 'token-123' });
    const file = await client.getBlob('/gcs/get/app-1/cv');
    expect(file.fileName).toBe('résumé.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await readText(file.blob)).toBe('%PDF-1.7 résumé');
  });

  it('gives a null name when the server names none', async () => {
    const { client } = createClient({ token: 'token-123' });
    await expect(client.getBlob('/gcs/get/app-1/unnamed')).resolves.toMatchObject({
      fileName: null,
      contentType: 'image/png',
    });
  });

  it('reads the error shape out of an error answer', async () => {
    const { client } = createClient({ token: 'token-123' });
    await expect(client.getBlob('/gcs/get/app-1/gone')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not found',
    });
  });

  it('on a 401 with a session, clears the session and signs out', async () => {
    const { client, authStorage, onUnauthorized } = createClient({ token: 'old-token' });
    await expect(client.getBlob('/gcs/get/app-1/expired')).rejects.toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Session expired',
    });
    expect(authStorage.getUser()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('on a 401 without a session, only reports the error', async () => {
    const { client, onUnauthorized } = createClient();
    await expect(client.getBlob('/gcs/get/app-1/expired')).rejects.toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives up after the site timeout', async () => {
    const { client } = createClient({ token: 'token-123', timeoutMs: 200 });
    await expect(client.getBlob('/gcs/get/app-1/slow')).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});
