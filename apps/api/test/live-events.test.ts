import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { openPostgres } from '@/core/db/client';
import { users } from '@/core/db/schema';
import { verifyAccessToken } from '@/core/access/tokens';
import { findLiveSessionUser } from '@/modules/live/audience';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, send, type TTestHospital } from './application-fixtures';
import {
  baseUrlOf,
  changeOf,
  insertApplication,
  openLiveStream,
  type TLiveStream,
  type TSseEvent,
} from './live-fixtures';

const LIVE_URL = '/api/v1/events';
const EVENT_STREAM = { accept: 'text/event-stream' };
/** After the first stream heard of a change, how long the others are given to (wrongly) hear it. */
const GRACE_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isReady = (event: TSseEvent) => event.event === 'ready';

/** Opens a stream and waits until the server has subscribed it (its `ready` event). */
async function openReady(base: string, person: TPerson, headers?: Record<string, string>) {
  const stream = await openLiveStream(base, person.token, headers);
  expect(stream.status).toBe(200);
  await stream.waitFor(isReady);
  return stream;
}

describe('live updates: GET /api/v1/events', () => {
  let t: TTestApp;
  let base: string;
  let h: TTestHospital;
  let doctor: TPerson;
  let admin: TPerson;
  let otherDoctor: TPerson;
  let otherAdmin: TPerson;
  let applicationId: string;
  const streams: TLiveStream[] = [];
  const open = async (person: TPerson, headers?: Record<string, string>) => {
    const stream = await openReady(base, person, headers);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(t.app);
    h = await createHospitalWithForms(t.db);
    const other = await createHospitalWithForms(t.db);
    doctor = await createPerson(t, 'Dana', 'Doctor');
    admin = await createHospitalAdmin(t, 'Avery', 'Admin', h.hospital.id);
    otherDoctor = await createPerson(t, 'Olive', 'Other');
    otherAdmin = await createHospitalAdmin(t, 'Oscar', 'Elsewhere', other.hospital.id);
    applicationId = (await insertApplication(t.db, doctor.id, h.hospital.id)).id;
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await t.close();
  });

  it('refuses a caller without a session, a platform administrator and a plain GET, in the error shape', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: LIVE_URL, headers: EVENT_STREAM }),
      401,
      'UNAUTHORIZED',
    );
    const forged = await t.app.inject({
      method: 'GET',
      url: LIVE_URL,
      headers: { ...EVENT_STREAM, 'x-auth-token': 'not-a-token' },
    });
    expectError(forged, 401, 'UNAUTHORIZED');
    const platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    const refused = await send(t.app, 'GET', LIVE_URL, platform.token);
    expectError(refused, 403, 'FORBIDDEN');
    // Without asking for an event stream (a JSON client, a link opened by mistake): 400, not a hang.
    const plain = await send(t.app, 'GET', LIVE_URL, doctor.token);
    expect(expectError(plain, 400, 'BAD_REQUEST').message).toContain('text/event-stream');
  });

  it('opens with the retry hint, then tells the doctor and the admin of a status change within 2 s', async () => {
    const doctorStream = await open(doctor);
    expect(doctorStream.headers.get('content-type')).toBe('text/event-stream');
    expect(doctorStream.headers.get('cache-control')).toBe('no-cache');
    const [ready] = doctorStream.events;
    expect(ready).toMatchObject({ event: 'ready', retry: 3000 });
    expect(ready.id).toMatch(/^[0-9a-f-]{36}$/);
    const adminStream = await open(admin);
    const outsiders = [await open(otherDoctor), await open(otherAdmin)];

    const decided = await send(
      t.app,
      'POST',
      `/api/admin/applications/${applicationId}/status`,
      admin.token,
      {
        status: 'in-review',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const heard = await doctorStream.waitFor(changeOf('status', applicationId));
    await adminStream.waitFor(changeOf('status', applicationId));
    // Ids and the kind only: never a message, a note or a status name.
    expect(JSON.parse(heard.data)).toEqual({
      kind: 'status',
      applicationId,
      hospitalId: h.hospital.id,
      doctorId: doctor.id,
    });
    expect(heard.id).toMatch(/^[0-9a-f-]{36}$/);

    await sleep(GRACE_MS);
    for (const stream of outsiders) {
      expect(stream.changes()).toEqual([]);
    }
  });

  it("tells both sides of a new comment and a reply, and nobody else, without the message's text", async () => {
    const doctorStream = await open(doctor);
    const adminStream = await open(admin);
    const outsiders = [await open(otherDoctor), await open(otherAdmin)];

    const comment = await send(t.app, 'POST', '/api/comments', admin.token, {
      ApplicationId: applicationId,
      section: 'B',
      message: 'Please attach the Illinois licence.',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const heard = await doctorStream.waitFor(changeOf('comment', applicationId));
    expect(heard.data).not.toContain('Illinois');
    await adminStream.waitFor(changeOf('comment', applicationId));

    const commentId = (comment.json() as { result: { data: { _id: string } } }).result.data._id;
    const reply = await send(t.app, 'POST', '/api/replies', doctor.token, {
      ApplicationId: applicationId,
      CommentId: commentId,
      message: 'Attached it just now.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await adminStream.waitFor(changeOf('reply', applicationId));
    await doctorStream.waitFor(changeOf('reply', applicationId));

    await sleep(GRACE_MS);
    for (const stream of outsiders) {
      expect(stream.changes()).toEqual([]);
    }
  });

  it("keeps a draft's comments from its hospital's administrators, as the API does", async () => {
    const drafting = await createPerson(t, 'Drew', 'Drafting');
    const draftId = (await insertApplication(t.db, drafting.id, h.hospital.id, 'draft')).id;
    const draftingStream = await open(drafting);
    const adminStream = await open(admin);

    const comment = await send(t.app, 'POST', '/api/comments', drafting.token, {
      ApplicationId: draftId,
      section: 'A',
      message: 'A note to myself.',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    await draftingStream.waitFor(changeOf('comment', draftId));
    await sleep(GRACE_MS);
    expect(adminStream.changes()).toEqual([]);
  });

  it("stops hearing for a session that ended (logout) at the stream's next check", async () => {
    const person = await createPerson(t, 'Lou', 'Logout');
    const claims = await verifyAccessToken(t.config, person.token);
    const [user] = await t.db.select().from(users).where(eq(users.id, person.id));
    const auth = { user, jti: claims?.jti ?? '', expiresAt: claims?.expiresAt ?? new Date() };
    expect((await findLiveSessionUser(t.db, auth))?.id).toBe(person.id);
    expect((await send(t.app, 'POST', '/api/auth/logout', person.token)).statusCode).toBe(200);
    expect(await findLiveSessionUser(t.db, auth)).toBeNull();
  });

  it("ends a stream at once when its session ends (logout, a disabled account), and nobody else's", async () => {
    const leaving = await createPerson(t, 'Lou', 'Leaving');
    const disabled = await createPerson(t, 'Dee', 'Disabled');
    const staying = await createPerson(t, 'Sol', 'Staying');
    const [leavingStream, disabledStream, stayingStream] = await Promise.all(
      [leaving, disabled, staying].map((person) => open(person)),
    );
    const endsWithin = (stream: TLiveStream, ms: number) =>
      Promise.race([stream.ended.then(() => true), sleep(ms).then(() => false)]);

    expect((await send(t.app, 'POST', '/api/auth/logout', leaving.token)).statusCode).toBe(200);
    // Within seconds, not at the stream's next check (LIVE_SESSION_CHECK_MS, 5 minutes).
    expect(await endsWithin(leavingStream, 5_000)).toBe(true);

    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    expect(await endsWithin(disabledStream, 5_000)).toBe(true);

    expect(await endsWithin(stayingStream, GRACE_MS)).toBe(false);
  });

  it('tells a client that comes back with a Last-Event-ID to re-read what it shows', async () => {
    const first = await open(doctor);
    const back = await open(doctor, { 'last-event-id': first.events[0].id ?? '' });
    await back.waitFor((event) => event.event === 'resync');
    expect(first.events.some((event) => event.event === 'resync')).toBe(false);
  });
});

describe('live updates on shutdown', () => {
  it('ends open streams at once, so closing the server is not held up by them', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const doctor = await createPerson(t, 'Sam', 'Shutdown');
      const stream = await openReady(baseUrlOf(t.app), doctor);
      await t.app.close();
      await stream.ended;
    } finally {
      await t.close();
    }
  });
});

// Several API processes on one PostgreSQL: what one changes reaches the streams of another.
describe.runIf(process.env.API_TEST_BACKEND === 'pg')('live updates across API processes', () => {
  let t: TTestApp;
  let second: { app: FastifyInstance; close: () => Promise<void> };
  let doctor: TPerson;
  let admin: TPerson;
  let applicationId: string;

  /** Another app, as another process would build it, on the first one's database. */
  async function buildSecondApp() {
    const pool = (t.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    const database = await openPostgres(pool.options.connectionString, { poolSize: 2 });
    const app = await buildApp({ config: t.config, db: database.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, close: async () => (await app.close(), await database.close()) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    second = await buildSecondApp();
    const h = await createHospitalWithForms(t.db);
    doctor = await createPerson(t, 'Dana', 'Doctor');
    admin = await createHospitalAdmin(t, 'Avery', 'Admin', h.hospital.id);
    applicationId = (await insertApplication(t.db, doctor.id, h.hospital.id)).id;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('brings a change made through one process to a stream on the other within 2 s', async () => {
    const stream = await openReady(baseUrlOf(second.app), doctor);
    try {
      const decided = await send(
        t.app,
        'POST',
        `/api/admin/applications/${applicationId}/status`,
        admin.token,
        {
          status: 'in-review',
        },
      );
      expect(decided.statusCode, decided.body).toBe(200);
      await stream.waitFor(changeOf('status', applicationId));
    } finally {
      stream.close();
    }
  });

  it('listens again after its database connection is cut, and tells the streams to re-read', async () => {
    const stream = await openReady(baseUrlOf(second.app), doctor);
    try {
      // What a restart of PostgreSQL or a dropped network does to the listening connection.
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen docapply_live%'`);
      await stream.waitFor((event) => event.event === 'resync', 5_000);
      const comment = await send(t.app, 'POST', '/api/comments', admin.token, {
        ApplicationId: applicationId,
        section: 'C',
        message: 'Still hearing you?',
      });
      expect(comment.statusCode, comment.body).toBe(201);
      await stream.waitFor(changeOf('comment', applicationId));
    } finally {
      stream.close();
    }
  });
});
