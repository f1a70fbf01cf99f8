import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { COMMENT_MESSAGES, type TComment, type TCommentList } from '@docapply/contracts';
import { applications, comments } from '@/core/db/schema';
import { expectError, isSessionLookUp } from './helpers/auth';
import { createHospitalAdmin, createOutsiders, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';

const COMMENT_KEYS = ['ApplicationId', 'User', '_id', 'createdAt', 'message', 'replies', 'section'];
const REPLY_KEYS = ['ApplicationId', 'CommentId', 'User', '_id', 'createdAt', 'email', 'message'];

/**
 * A long thread read page by page: newest first, 50 comments a page, each with its replies, the
 * next page asked for with the previous page's `nextCursor`.
 */
describe('a long comment thread, page by page', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let other: TTestHospital;
  let doctor: TPerson;
  let admin: TPerson;
  let applicationId: string;

  const url = (cursor?: string) =>
    `/api/comments/${applicationId}${cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`}`;
  const readPage = async (token: string, cursor?: string) =>
    resultOf<TCommentList>(await send(t.app, 'GET', url(cursor), token));
  /** The thread as the database orders it, newest first: what the pages together must give. */
  const threadIds = async () =>
    (
      await t.db
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.applicationId, applicationId))
        .orderBy(desc(comments.createdAt), desc(comments.id))
    ).map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    other = await createHospitalWithForms(t.db);
    doctor = await createPerson(t, 'Dana', 'Doctor');
    admin = await createHospitalAdmin(t, 'Avery', 'Admin', h.hospital.id);
    const [application] = await t.db
      .insert(applications)
      .values({
        doctorId: doctor.id,
        hospitalId: h.hospital.id,
        status: 'in-review',
        submittedAt: new Date(),
      })
      .returning();
    applicationId = application.id;
    // 120 comments, the two sides taking turns, four a minute: two at the very same instant (the
    // page order breaks the tie by id) and two a microsecond later (which a cursor rounded to
    // milliseconds would skip or repeat). Every tenth comment has two replies.
    await t.db.execute(sql`insert into comments (application_id, author_id, section, message, created_at)
      select ${applicationId}, case when n % 2 = 0 then ${doctor.id}::uuid else ${admin.id}::uuid end,
        (array['A','B','C','D'])[1 + n % 4], 'Comment ' || n,
        timestamptz '2026-03-01 12:00:00+00' + (n / 4) * interval '1 minute'
          + ((n % 4) / 2) * interval '1 microsecond'
      from generate_series(1, 120) n`);
    await t.db.execute(sql`insert into replies (comment_id, application_id, author_id, message, created_at)
      select c.id, c.application_id, case when k = 1 then ${doctor.id}::uuid else ${admin.id}::uuid end,
        'Reply ' || k || ' to ' || c.message, c.created_at + k * interval '1 second'
      from comments c cross join generate_series(1, 2) k
      where c.application_id = ${applicationId} and substring(c.message from 9)::int % 10 = 0`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads 50, 50 and 20 comments newest first, each page with its replies, then no cursor', async () => {
    const first = await readPage(doctor.token);
    expect(first.data).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await readPage(doctor.token, first.nextCursor ?? '');
    expect(second.data).toHaveLength(50);
    const third = await readPage(doctor.token, second.nextCursor ?? '');
    expect(third.data).toHaveLength(20);
    expect(third.nextCursor).toBeNull();

    // Together, exactly the thread in the database's newest-first order: nothing skipped or repeated.
    const all = [...first.data, ...second.data, ...third.data];
    expect(all.map((comment) => comment._id)).toEqual(await threadIds());
    expect(all[0].message).toBe('Comment 120');
    expect(all.at(-1)?.message).toBe('Comment 1');
    const times = all.map((comment) => comment.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    // Every comment carries its replies, oldest first, on whichever page it is.
    const withReplies = all.filter((comment) => comment.replies.length > 0);
    expect(withReplies.map((comment) => comment.message)).toEqual(
      [120, 110, 100, 90, 80, 70, 60, 50, 40, 30, 20, 10].map((n) => `Comment ${n}`),
    );
    for (const comment of withReplies) {
      expect(comment.replies.map((reply) => [reply.message, reply.User.name.first])).toEqual([
        [`Reply 1 to ${comment.message}`, 'Dana'],
        [`Reply 2 to ${comment.message}`, 'Avery'],
      ]);
    }
    // The admin of the application's hospital reads the same pages.
    const adminFirst = await readPage(admin.token);
    expect(adminFirst.data).toEqual(first.data);
    expect((await readPage(admin.token, adminFirst.nextCursor ?? '')).data).toEqual(second.data);
  });

  it("keeps the spec's shape: result.data, comments with their User and replies, as before paging", async () => {
    const response = await send(t.app, 'GET', url(), doctor.token);
    const body = response.json() as { result: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(['result']);
    // `data` as the spec reads it, and one more key beside it that a client may ignore.
    expect(Object.keys(body.result).sort()).toEqual(['data', 'nextCursor']);
    const data = body.result.data as TComment[];
    expect(Array.isArray(data)).toBe(true);
    for (const comment of data) {
      expect(Object.keys(comment).sort()).toEqual(COMMENT_KEYS);
      for (const reply of comment.replies) {
        expect(Object.keys(reply).sort()).toEqual(REPLY_KEYS);
      }
    }
    const [newest] = data;
    expect(newest).toEqual({
      _id: newest._id,
      ApplicationId: applicationId,
      section: 'A',
      message: 'Comment 120',
      createdAt: '2026-03-01T12:30:00.000Z',
      User: { email: doctor.email, name: { first: 'Dana', last: 'Doctor' } },
      replies: [
        {
          _id: newest.replies[0]._id,
          ApplicationId: applicationId,
          CommentId: newest._id,
          message: 'Reply 1 to Comment 120',
          // The reply names whom it answers: the author of the comment.
          email: doctor.email,
          createdAt: '2026-03-01T12:30:01.000Z',
          User: { email: doctor.email, name: { first: 'Dana', last: 'Doctor' } },
        },
        expect.objectContaining({ message: 'Reply 2 to Comment 120', email: doctor.email }),
      ],
    });
    // An empty cursor is no cursor (empty parameters are ignored), and so is an unknown parameter.
    expect((await readPage(doctor.token, '')).data).toEqual(data);
    const extra = resultOf<TCommentList>(await send(t.app, 'GET', `${url()}?_=1`, doctor.token));
    expect(extra.data).toEqual(data);
  });

  it('keeps the next page where it was when a comment arrives meanwhile', async () => {
    const first = await readPage(doctor.token);
    const second = await readPage(doctor.token, first.nextCursor ?? '');
    const posted = await send(t.app, 'POST', '/api/comments', admin.token, {
      ApplicationId: applicationId,
      section: 'C',
      message: 'A new question',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await readPage(doctor.token, first.nextCursor ?? '')).toEqual(second);
    const fresh = await readPage(doctor.token);
    expect(fresh.data[0].message).toBe('A new question');
    expect(fresh.data[1]).toEqual(first.data[0]);
  });

  it('answers 404 with no data to another doctor, another hospital and the platform, on every page', async () => {
    const first = await readPage(doctor.token);
    const second = await readPage(doctor.token, first.nextCursor ?? '');
    for (const outsider of await createOutsiders(t, other.hospital.id)) {
      for (const cursor of [undefined, first.nextCursor ?? '', second.nextCursor ?? '']) {
        expectNoData(await send(t.app, 'GET', url(cursor), outsider.token), 404);
      }
    }
    expectError(await send(t.app, 'GET', url(first.nextCursor ?? ''), ''), 401, 'UNAUTHORIZED');
  });

  it('answers 400 in the error shape to a malformed cursor, and never reads the thread with it', async () => {
    const { nextCursor } = await readPage(doctor.token);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const [at, id] = JSON.parse(Buffer.from(nextCursor ?? '', 'base64url').toString('utf8')) as string[];
    for (const bad of [
      'nonsense',
      (nextCursor ?? '').slice(0, -4),
      encode([at.replace(/\d{3}Z$/, 'Z'), id]),
      encode([at, 'not-an-id']),
      encode([at, id, 'more']),
      encode({ at, id }),
      encode([1, 2]),
    ]) {
      const response = await send(t.app, 'GET', url(bad), doctor.token);
      const error = expectError(response, 400, 'BAD_REQUEST');
      expect(error).toEqual({
        code: 'BAD_REQUEST',
        message: COMMENT_MESSAGES.badCursor,
        fields: { cursor: COMMENT_MESSAGES.badCursor },
      });
    }
    // Too long, or given twice: refused by the contract, field by field.
    const tooLong = expectError(
      await send(t.app, 'GET', url('a'.repeat(513)), doctor.token),
      400,
      'VALIDATION',
    );
    expect(tooLong.fields).toHaveProperty('cursor');
    const twice = `${url(nextCursor ?? '')}&cursor=${nextCursor}`;
    expectError(await send(t.app, 'GET', twice, doctor.token), 400, 'VALIDATION');
  });

  it('reads any page in the same few statements, whatever its depth and replies', async () => {
    const first = await readPage(doctor.token);
    const second = await readPage(doctor.token, first.nextCursor ?? '');
    const counts: number[] = [];
    for (const cursor of [undefined, first.nextCursor ?? '', second.nextCursor ?? '']) {
      const statements = await t.captureStatements(() => send(t.app, 'GET', url(cursor), doctor.token));
      counts.push(statements.filter((statement) => !isSessionLookUp(statement)).length);
    }
    // The application (who may read it), the page with its replies; and the session when it is
    // not kept yet.
    expect(counts).toEqual([2, 2, 2]);
  });
});
