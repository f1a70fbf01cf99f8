import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  TAdminApplicationReview,
  TApplicationDetail,
  TApplicationSummary,
  TComment,
  TReply,
} from '@docapply/contracts';
import { mailOutbox, users } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createOutsiders, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { grantStepUp } from './helpers/factors';

describe('comments and replies', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let other: TTestHospital;
  let doctor: TPerson;
  let admin: TPerson;
  let colleague: TPerson;
  let applicationId: string;

  async function startApplication(token: string, hospitalId = h.hospital.id): Promise<string> {
    const created = await send(t.app, 'POST', '/api/applications', token, { hospitalId });
    return resultOf<TApplicationSummary>(created, 201).id;
  }
  /** The doctor's whole journey to a submitted application, through the API. */
  async function submitApplication(token: string, fullName: string): Promise<string> {
    const id = await startApplication(token);
    const detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${id}`, token),
    );
    const save = (responseId: string | null | undefined, answers: Record<string, unknown>) =>
      send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, { answers });
    expect((await save(detail.forms.application?.responseId, COMPLETE_APPLICATION_ANSWERS)).statusCode).toBe(
      200,
    );
    expect((await save(detail.forms.survey?.responseId, { unit: 'Cardiology ward' })).statusCode).toBe(200);
    const picked = await send(t.app, 'POST', '/api/privileges', token, {
      applicationId: id,
      privilegeId: h.privileges.admitting.id,
    });
    expect(picked.statusCode, picked.body).toBe(201);
    await completeRequests(t.db, id, 1);
    await grantStepUp(t, token);
    resultOf(
      await send(t.app, 'POST', `/api/applications/${id}/submit`, token, { attestationName: fullName }),
    );
    return id;
  }
  /** Comment and reply notifications sent to `email`, oldest first. */
  async function threadMailsTo(email: string) {
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(mailOutbox.createdAt);
    return rows.filter((row) => /^New (comment|reply) /.test(row.subject));
  }
  const readComments = (token: string, id = applicationId) =>
    send(t.app, 'GET', `/api/comments/${id}`, token);
  const listOf = async (token: string, id = applicationId) =>
    resultOf<{ data: TComment[] }>(await readComments(token, id)).data;
  const postComment = (token: string, body: Record<string, unknown>) =>
    send(t.app, 'POST', '/api/comments', token, { ApplicationId: applicationId, section: 'A', ...body });
  const postReply = (token: string, body: Record<string, unknown>) =>
    send(t.app, 'POST', '/api/replies', token, { ApplicationId: applicationId, ...body });

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db, { minReferences: 1 });
    other = await createHospitalWithForms(t.db);
    doctor = await createPerson(t, 'Dana', 'Doctor');
    admin = await createHospitalAdmin(t, 'Avery', 'Admin', h.hospital.id);
    colleague = await createHospitalAdmin(t, 'Casey', 'Colleague', h.hospital.id);
    applicationId = await submitApplication(doctor.token, 'Dana Doctor');
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries a conversation between the doctor and the hospital, by mail and in the list', async () => {
    const departed = await createHospitalAdmin(t, 'Drew', 'Departed', h.hospital.id);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, departed.id));

    // The doctor asks on section B; the client's `email` list does not choose the recipients.
    const asked = resultOf<{ data: TComment }>(
      await postComment(doctor.token, {
        section: 'B',
        message: '  Is my Illinois licence enough?  ',
        email: ['someone.else@example.com'],
      }),
      201,
    ).data;
    expect(asked).toMatchObject({
      ApplicationId: applicationId,
      section: 'B',
      message: 'Is my Illinois licence enough?',
      User: { email: doctor.email, name: { first: 'Dana', last: 'Doctor' } },
      replies: [],
    });
    for (const email of [admin.email, colleague.email]) {
      const [mail] = await threadMailsTo(email);
      expect(mail.subject).toBe("New comment on Dana Doctor's application");
      expect(mail.text).toContain(h.hospital.name);
      expect(mail.text).toContain('Dana Doctor commented on Section - B');
      expect(mail.text).toContain('Is my Illinois licence enough?');
      expect(mail.text).toContain(`${t.config.ADMIN_URL}applications/${applicationId}`);
    }
    expect(await threadMailsTo(departed.email)).toEqual([]);
    expect(await threadMailsTo('someone.else@example.com')).toEqual([]);
    expect(await threadMailsTo(doctor.email)).toEqual([]);

    // An admin reads it and replies: the doctor hears, with the portal link.
    const [seen] = await listOf(admin.token);
    expect(seen.User).toEqual({ email: doctor.email, name: { first: 'Dana', last: 'Doctor' } });
    expect(new Date(seen.createdAt).toISOString()).toBe(seen.createdAt);
    const answer = resultOf<{ data: TReply }>(
      await postReply(admin.token, { CommentId: seen._id, message: 'Yes, it is.', email: doctor.email }),
      201,
    ).data;
    expect(answer).toMatchObject({
      ApplicationId: applicationId,
      CommentId: seen._id,
      message: 'Yes, it is.',
      email: doctor.email,
      User: { email: admin.email, name: { first: 'Avery', last: 'Admin' } },
    });
    const [replyMail] = await threadMailsTo(doctor.email);
    expect(replyMail.subject).toBe(`New reply on your application to ${h.hospital.name}`);
    expect(replyMail.text).toContain('Avery Admin replied to a comment on Section - B of your application');
    expect(replyMail.text).toContain('Yes, it is.');
    expect(replyMail.text).toContain(`${t.config.DOCTOR_URL}my/application/${applicationId}`);
    expect(replyMail.text).not.toContain(t.config.ADMIN_URL);

    // An admin's own comment goes to the doctor.
    const request = resultOf<{ data: TComment }>(
      await postComment(admin.token, { section: 'D', message: 'Please sign the attestation again.' }),
      201,
    ).data;
    const doctorMails = await threadMailsTo(doctor.email);
    expect(doctorMails).toHaveLength(2);
    expect(doctorMails[1].subject).toBe(`New comment on your application to ${h.hospital.name}`);
    expect(doctorMails[1].text).toContain('Avery Admin commented on Section - D');
    expect(doctorMails[1].text).toContain(`${t.config.DOCTOR_URL}my/application/${applicationId}`);
    expect(await threadMailsTo(colleague.email)).toHaveLength(1);

    // The doctor's reply goes to that admin alone; the admin's follow-up to their own comment, to the doctor.
    resultOf(await postReply(doctor.token, { CommentId: request._id, message: 'Done.' }), 201);
    const adminMails = await threadMailsTo(admin.email);
    expect(adminMails).toHaveLength(2);
    expect(adminMails[1].subject).toBe("New reply on Dana Doctor's application");
    expect(adminMails[1].text).toContain(`${t.config.ADMIN_URL}applications/${applicationId}`);
    expect(await threadMailsTo(colleague.email)).toHaveLength(1);
    resultOf(await postReply(admin.token, { CommentId: request._id, message: 'Thank you.' }), 201);
    expect(await threadMailsTo(doctor.email)).toHaveLength(3);

    // The list: comments newest first, replies nested, oldest first, each naming whom it answers.
    const list = await listOf(doctor.token);
    expect(list.map((c) => [c.section, c.message])).toEqual([
      ['D', 'Please sign the attestation again.'],
      ['B', 'Is my Illinois licence enough?'],
    ]);
    expect(list[1].replies.map((r) => r.message)).toEqual(['Yes, it is.']);
    expect(list[0].replies.map((r) => [r.message, r.User.name.first, r.email])).toEqual([
      ['Done.', 'Dana', admin.email],
      ['Thank you.', 'Avery', admin.email],
    ]);
    expect(await listOf(colleague.token)).toEqual(list);

    // The review counts each section's comments (not their replies) for its section links.
    const review = resultOf<TAdminApplicationReview>(
      await send(t.app, 'GET', `/api/admin/applications/${applicationId}`, admin.token),
    );
    expect(review.commentCounts).toEqual({ A: 0, B: 1, C: 0, D: 1 });
  });

  it('answers 404 with no data to everyone but the doctor and the hospital admins', async () => {
    const [comment] = await listOf(doctor.token);
    for (const outsider of await createOutsiders(t, other.hospital.id)) {
      expectNoData(await readComments(outsider.token), 404);
      expectNoData(await postComment(outsider.token, { message: 'Let me in' }), 404);
      expectNoData(await postReply(outsider.token, { CommentId: comment._id, message: 'Let me in' }), 404);
    }
    expectError(await readComments(''), 401, 'UNAUTHORIZED');
    expectError(await readComments(doctor.token, 'not-an-id'), 404, 'NOT_FOUND');
    expect(JSON.stringify(await listOf(doctor.token))).not.toContain('Let me in');
  });

  it("keeps a draft's comments from the hospital and replies within one application", async () => {
    const drafter = await createPerson(t, 'Drafty', 'Doctor');
    const draftId = await startApplication(drafter.token);
    const note = resultOf<{ data: TComment }>(
      await send(t.app, 'POST', '/api/comments', drafter.token, {
        ApplicationId: draftId,
        section: 'C',
        message: 'A note to self',
      }),
      201,
    ).data;
    expect(await listOf(drafter.token, draftId)).toHaveLength(1);
    expectNoData(await readComments(admin.token, draftId), 404);
    expectNoData(
      await send(t.app, 'POST', '/api/replies', admin.token, {
        ApplicationId: draftId,
        CommentId: note._id,
        message: 'Seen',
      }),
      404,
    );
    // The hospital is not told about a draft it cannot open.
    const adminMails = await threadMailsTo(admin.email);
    expect(adminMails.some((mail) => mail.text.includes(draftId))).toBe(false);

    // A comment id from another application is not found, in either direction.
    const [submitted] = await listOf(doctor.token);
    const crossed = await postReply(doctor.token, { CommentId: note._id, message: 'Wrong thread' });
    expect(expectError(crossed, 404, 'NOT_FOUND').message).toBe('Comment not found.');
    const back = await send(t.app, 'POST', '/api/replies', drafter.token, {
      ApplicationId: draftId,
      CommentId: submitted._id,
      message: 'Wrong thread',
    });
    expectError(back, 404, 'NOT_FOUND');
  });

  it('refuses bad input field by field, never with a 500', async () => {
    const [comment] = await listOf(doctor.token);
    const fieldsOf = async (response: Awaited<ReturnType<typeof postComment>>) =>
      expectError(response, 400, 'VALIDATION').fields;

    expect(await fieldsOf(await postComment(doctor.token, { message: '   ' }))).toEqual({
      message: 'Required',
    });
    expect(await fieldsOf(await postComment(doctor.token, {}))).toEqual({ message: 'Required' });
    expect(await fieldsOf(await postComment(doctor.token, { section: 'E', message: 'Hi' }))).toEqual({
      section: 'Choose a section from A to D',
    });
    expect(await fieldsOf(await postComment(doctor.token, { message: 'x'.repeat(4001) }))).toEqual({
      message: 'At most 4000 characters',
    });
    expect(await fieldsOf(await postComment(doctor.token, { message: 'Hi', status: 'approved' }))).toEqual({
      status: 'Unknown field',
    });
    expect(await fieldsOf(await postComment(doctor.token, { ApplicationId: 'nope', message: 'Hi' }))).toEqual(
      {
        ApplicationId: 'Invalid application',
      },
    );
    expect(await fieldsOf(await postReply(doctor.token, { CommentId: comment._id, message: '' }))).toEqual({
      message: 'Required',
    });
    expect(await fieldsOf(await postReply(doctor.token, { CommentId: 'nope', message: 'Hi' }))).toEqual({
      CommentId: 'Invalid comment',
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload: '{"message": ',
      headers: { 'x-auth-token': doctor.token, 'content-type': 'application/json' },
    });
    expectError(broken, 400);
    expect((await listOf(doctor.token)).every((c) => c.message !== 'Hi')).toBe(true);
  });

  it('limits how fast one person can write', async () => {
    const writer = await createPerson(t, 'Quick', 'Writer');
    const draftId = await startApplication(writer.token);
    const write = (token: string, id: string, message = 'Again') =>
      send(t.app, 'POST', '/api/comments', token, { ApplicationId: id, section: 'A', message });
    // Refused input does not use up the allowance.
    for (let i = 0; i < 5; i += 1) {
      expect((await write(writer.token, draftId, '')).statusCode).toBe(400);
    }
    for (let i = 0; i < 20; i += 1) {
      expect((await write(writer.token, draftId)).statusCode).toBe(201);
    }
    expectError(await write(writer.token, draftId), 429, 'TOO_MANY_REQUESTS');
    // The counter is the writer's own: someone else on the same address is not held back.
    const neighbour = await createPerson(t, 'Calm', 'Writer');
    expect((await write(neighbour.token, await startApplication(neighbour.token))).statusCode).toBe(201);
  });
});
