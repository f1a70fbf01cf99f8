import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH, type TApplicationSummary, type THospitalList } from '@docapply/contracts';
import { RIVERSIDE_ADMIN } from '../support/admin';
import { callApi, signInViaApi, uploadFile } from '../support/api-client';
import { createApplicationViaApi, type TCreatedApplication } from '../support/approved-doctor';
import { signInNewDoctor } from '../support/doctor';
import type { TMailbox } from '../support/mailbox';
import { createPdf } from '../support/pdf';
import {
  createDatabase,
  environmentFromExample,
  makeTempDir,
  startApiProcess,
  startNginx,
  startServices,
  stopApiProcess,
  type TApiProcess,
} from './stack';

/**
 * docs/operations/ deployed on this machine and used as a hospital would: two API processes behind
 * nginx, on one PostgreSQL, S3 (s3rver), Redis and an SMTP sink (scripts/test-deployment.sh
 * installs nginx and finds the services). Each claim of the recipe is checked where a client sees it.
 */
const POSTGRES = process.env.DEPLOYMENT_DATABASE_URL ?? '';
const RATE_LIMIT_MAX = 300;
const STORAGE_UNAVAILABLE = 'File storage is not answering right now. Please try again in a moment.';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type TStack = Awaited<ReturnType<typeof startStack>>;

async function startStack() {
  const temp = makeTempDir();
  // Undone last to first: the processes and nginx before the services they use, the folder last.
  const cleanups: (() => Promise<void> | void)[] = [temp.remove];
  try {
    const database = await createDatabase(POSTGRES);
    cleanups.unshift(database.drop);
    const services = await startServices(temp.dir, cleanups);
    const { mailbox, ports } = services;
    const tokenKey = randomBytes(36).toString('base64');
    // The hospitals and their offices a deployment's platform administrator would have set up (the
    // demo ones), and an approved doctor whose licence expires in 30 days: made by one process in
    // local mode on the same database, its jobs off, before production starts. The production
    // processes' first tick (both within a second) then finds that licence's reminder due.
    const settings = services.settings({ databaseUrl: database.url, tokenKey });
    const seeding = await startApiProcess({
      ...settings,
      DEMO_PASSWORD: RIVERSIDE_ADMIN.password,
      JOBS_TICK_MS: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    let approved: TCreatedApplication;
    try {
      approved = await createApplicationViaApi({ baseUrl: seeding.url }, mailbox, {
        licenceExpiry: inDays(30),
      });
    } finally {
      await stopApiProcess(seeding);
    }

    const environment = environmentFromExample({
      ...settings,
      // The test's own pace: jobs every second (each process), a limit a test can reach, the quiet
      // machine's lag threshold raised as the journeys raise it (two processes share two cores).
      JOBS_TICK_MS: '1000',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      MAX_EVENT_LOOP_DELAY_MS: '5000',
      LOG_LEVEL: 'warn',
    });
    const processes: TApiProcess[] = await Promise.all([
      startApiProcess(environment, ports.a),
      startApiProcess(environment, ports.b),
    ]);
    cleanups.unshift(async () => {
      await Promise.all(processes.map((api) => stopApiProcess(api)));
    });
    const nginx = await startNginx({
      dir: join(temp.dir, 'nginx'),
      httpsPort: ports.https,
      httpPort: ports.http,
      upstreams: [ports.a, ports.b],
      certificate: services.certificate,
    });
    cleanups.unshift(nginx.stop);
    const { s3, redis, site } = services;
    return { cleanups, approved, environment, processes, nginx, s3, mailbox, database, redis, site };
  } catch (error) {
    for (const cleanup of cleanups) {
      await cleanup();
    }
    throw error;
  }
}

let stack: TStack;

const proxy = () => ({ baseUrl: stack.site });
const direct = (index: 0 | 1) => ({ baseUrl: stack.processes[index].url });

beforeAll(async () => {
  if (!POSTGRES) {
    throw new Error('DEPLOYMENT_DATABASE_URL is unset: run this through npm run test:deployment');
  }
  stack = await startStack();
});

afterAll(async () => {
  for (const cleanup of stack?.cleanups ?? []) {
    await cleanup();
  }
});

/** A draft application of a new doctor, to upload to (documents go to drafts). */
async function createDraft(mailbox: TMailbox) {
  const doctor = await signInNewDoctor(proxy(), mailbox);
  const token = doctor.headers['x-auth-token'];
  const { data } = await callApi<THospitalList>(proxy(), 'GET', '/hospitals/all', { token });
  const created = await callApi<TApplicationSummary>(proxy(), 'POST', '/applications', {
    token,
    body: { hospitalId: data[0].id },
  });
  return { token, applicationId: created.id };
}

/** GET /hospitals/all as the approved doctor: a signed-in read. */
const callHospitals = (baseUrl: string) =>
  fetch(`${baseUrl}/api/hospitals/all`, { headers: { 'x-auth-token': stack.approved.doctorToken } });

async function download(baseUrl: string, token: string, applicationId: string, fileId: string) {
  const response = await fetch(`${baseUrl}/api/gcs/get/${applicationId}/${fileId}`, {
    headers: { 'x-auth-token': token },
  });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), response };
}

describe('two API processes behind nginx', () => {
  it('serves the sites from the build with their caching headers, and spreads the API over both processes', async () => {
    const page = await fetch(`${stack.site}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, 'the portal page loads a hashed script').toBeTruthy();
    const script = await fetch(`${stack.site}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    const admin = await fetch(`${stack.site}/admin/`);
    const adminAsset = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(await admin.text())?.[1];
    expect((await fetch(`${stack.site}${adminAsset}`)).headers.get('cache-control')).toContain('immutable');
    // A page opened from a reset mail: its token never reaches nginx's log.
    expect((await fetch(`${stack.site}/resetPassword?token=reset-secret-42`)).status).toBe(200);
    // nginx writes a request's line after its answer has gone, so the test waits for the line.
    await expect
      .poll(() => stack.nginx.accessLog().join('\n'), { timeout: 10_000 })
      .toContain('"GET /resetPassword?[query-omitted]" 200');
    expect(stack.nginx.accessLog().join('\n')).not.toContain('reset-secret-42');
    // Plain HTTP is sent to HTTPS.
    const plain = await fetch(`${stack.nginx.httpUrl}/admin/`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`https://localhost/admin/`);

    const ready = await fetch(`${stack.site}/api/health/ready`);
    expect(await ready.json()).toEqual({
      result: { status: 'ok', checks: { database: 'ok', storage: 'ok', smtp: 'ok', redis: 'ok' } },
    });
    for (let i = 0; i < 10; i++) {
      expect((await callHospitals(stack.site)).status).toBe(200);
    }
    const answeredBy = () =>
      [
        ...new Set(
          stack.nginx
            .accessLog()
            .filter((line) => line.includes('/api/hospitals/all'))
            .map((line) => /"(127\.0\.0\.1:\d+)"/.exec(line)?.[1]),
        ),
      ].sort();
    await expect
      .poll(answeredBy, { timeout: 10_000 })
      .toEqual(stack.processes.map((api) => `127.0.0.1:${api.port}`).sort());
  });

  it('downloads a document uploaded through one process, byte for byte, through the other and the proxy', async () => {
    const { token, applicationId } = await createDraft(stack.mailbox);
    const pdf = await createPdf(`Licence ${randomUUID()}`);
    const fileId = await uploadFile(direct(0), token, applicationId, { name: 'licence.pdf', buffer: pdf });
    const other = await download(stack.processes[1].url, token, applicationId, fileId);
    expect(other.status).toBe(200);
    expect(other.body.equals(pdf)).toBe(true);
    const proxied = await download(stack.site, token, applicationId, fileId);
    expect(proxied.body.equals(pdf)).toBe(true);
    expect(proxied.response.headers.get('content-type')).toBe('application/pdf');
  });

  it('delivers a comment made through one process to a live stream on the other within 2 s', async () => {
    const admin = await signInViaApi(proxy(), stack.mailbox, RIVERSIDE_ADMIN);
    const streams = await Promise.all(
      [stack.processes[1].url, stack.site].map(async (base) => {
        const response = await fetch(`${base}/api${LIVE_EVENTS_PATH}`, {
          headers: { accept: 'text/event-stream', 'x-auth-token': admin.token },
        });
        expect(response.status).toBe(200);
        return readEvents(response);
      }),
    );
    try {
      // Each stream has said it is open before the comment is made.
      await Promise.all(streams.map((stream) => stream.next(() => true)));
      const sent = Date.now();
      const posted = await fetch(`${stack.processes[0].url}/api/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': stack.approved.doctorToken },
        body: JSON.stringify({
          ApplicationId: stack.approved.applicationId,
          section: 'A',
          message: 'Across processes',
        }),
      });
      expect(posted.status).toBe(201);
      const isComment = (data: string) =>
        data.includes('"comment"') && data.includes(stack.approved.applicationId);
      for (const stream of streams) {
        await stream.next(isComment, 2_000);
      }
      console.log(`comment to live event on the other process and through nginx: ${Date.now() - sent} ms`);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it('counts the rate limit once across both processes', async () => {
    // A client address of its own (through a trusted proxy, as nginx would name it), signed in.
    const client = { 'x-forwarded-for': '198.51.100.23', 'x-auth-token': stack.approved.doctorToken };
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 2; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          fetch(`${stack.processes[(i + j) % 2].url}/api/hospitals/all`, { headers: client }).then(
            (r) => r.status,
          ),
        ),
      );
      statuses.push(...batch);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT_MAX);
    expect(statuses.slice(RATE_LIMIT_MAX).every((status) => status === 429)).toBe(true);
    // Both processes refuse that client now.
    for (const api of stack.processes) {
      expect((await fetch(`${api.url}/api/hospitals/all`, { headers: client })).status).toBe(429);
    }
    // nginx replaces a client's own X-Forwarded-For: naming that address through it changes nothing.
    expect((await fetch(`${stack.site}/api/hospitals/all`, { headers: client })).status).toBe(200);
    expect((await stack.redis.keys()).length).toBeGreaterThan(0);
  });

  it('mails each due reminder once, though both processes run the jobs every second', async () => {
    const subject = /expires in 30 days/;
    await stack.mailbox.waitFor(stack.approved.doctor.email, subject, 30_000);
    // Ten more ticks of each process.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const reminders = stack.mailbox.mails.filter(
      (mail) => mail.to.includes(stack.approved.doctor.email.toLowerCase()) && subject.test(mail.subject),
    );
    expect(reminders.map((mail) => mail.subject)).toEqual([
      'Your State medical licence — IL expires in 30 days',
    ]);
  });

  it('loses no acknowledged upload when a process is killed mid-traffic, and the other keeps serving', async () => {
    const { token, applicationId } = await createDraft(stack.mailbox);
    const pdfs = await Promise.all(
      Array.from({ length: 4 }, (_, i) => createPdf(`Upload ${i} ${randomUUID()}`)),
    );
    const acknowledged: { fileId: string; pdf: Buffer }[] = [];
    const refused: string[] = [];
    let isKilled = false;
    const writer = async (index: number) => {
      for (let n = 0; n < 15; n++) {
        const pdf = pdfs[index];
        try {
          const fileId = await uploadFile(proxy(), token, applicationId, {
            name: `upload-${index}-${n}.pdf`,
            buffer: pdf,
          });
          acknowledged.push({ fileId, pdf });
        } catch (error) {
          refused.push(String(error));
        }
        if (index === 0 && n === 4 && !isKilled) {
          isKilled = true;
          await stopApiProcess(stack.processes[0], 'SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    expect(isKilled).toBe(true);
    console.log(`uploads during the kill: ${acknowledged.length} acknowledged, ${refused.length} refused`);
    // Every acknowledged upload is there, whole, read through the survivor.
    for (const { fileId, pdf } of acknowledged) {
      const { status, body } = await download(stack.site, token, applicationId, fileId);
      expect(status).toBe(200);
      expect(body.equals(pdf)).toBe(true);
    }
    // A refusal is an answer the client can act on, never a silent loss.
    for (const reason of refused) {
      expect(reason).toMatch(/: (502|503) /);
    }
    // The survivor serves everything now.
    for (let i = 0; i < 10; i++) {
      expect((await callHospitals(stack.site)).status).toBe(200);
    }
    // Restarted as systemd restarts it, the process serves again.
    stack.processes[0] = await startApiProcess(stack.environment, stack.processes[0].port);
    expect((await fetch(`${stack.processes[0].url}/api/health/ready`)).status).toBe(200);
  });

  it('answers an upload with 503 and a message while S3 is down, and readiness names the storage', async () => {
    const { token, applicationId } = await createDraft(stack.mailbox);
    await stack.s3.stop();
    try {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await createPdf('While S3 is down'))], { type: 'application/pdf' }),
        'down.pdf',
      );
      const upload = await fetch(`${stack.site}/api/gcs/upload/${applicationId}/${randomUUID()}`, {
        method: 'POST',
        headers: { 'x-auth-token': token },
        body: form,
      });
      expect(upload.status).toBe(503);
      expect(((await upload.json()) as { error: { message: string } }).error.message).toBe(
        STORAGE_UNAVAILABLE,
      );
      for (const api of stack.processes) {
        const ready = await fetch(`${api.url}/api/health/ready`);
        expect(ready.status).toBe(503);
        const { error } = (await ready.json()) as {
          error: { message: string; fields: Record<string, string> };
        };
        expect(error.fields).toEqual({ storage: 'Not answering' });
        expect((await fetch(`${api.url}/api/health/live`)).status).toBe(200);
      }
    } finally {
      await stack.s3.start();
    }
    expect((await fetch(`${stack.site}/api/health/ready`)).status).toBe(200);
  });
});

/** A server-sent-event stream read as it arrives: `next` waits for an event whose data matches. */
function readEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const blocks: string[] = [];
  let buffer = '';
  let seen = 0;
  const waiters = new Set<() => void>();
  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) {
          return;
        }
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (data) {
            blocks.push(data);
          }
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        waiters.forEach((wake) => wake());
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    async next(match: (data: string) => boolean, ms = 20_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        while (seen < blocks.length) {
          if (match(blocks[seen++])) {
            return;
          }
        }
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(`No matching event within ${ms} ms; had ${JSON.stringify(blocks)}`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(wake, left);
          function wake() {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          }
          waiters.add(wake);
        });
      }
    },
    async close() {
      await reader.cancel();
      await pump;
    },
  };
}
