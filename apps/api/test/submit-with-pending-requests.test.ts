import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  TAdminApplicationReview,
  TApplicationList,
  TApplicationStatusReport,
  TApplicationSummary,
} from '@docapply/contracts';
import { alternativeCoverage } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';
import { askPerson, newestLinkToken, runRemindersAt } from './request-reminders-fixtures';
import { decide, startAnsweredApplication, submitApplication } from './submission-fixtures';

/**
 * Issue 14: the doctor submits once their own parts are complete and every request has been sent;
 * the answers may come later, and the office finalises only once the hospital's minimum of
 * references has answered.
 */
describe('submitting with requests pending, finalising after the answers', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let other: TTestHospital;
  let admin: TPerson;
  let otherAdmin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospitalWithForms(t.db, { minReferences: 2 });
    other = await createHospitalWithForms(t.db, { minReferences: 2 });
    admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
    otherAdmin = await createHospitalAdmin(t, 'Otto', 'Other', other.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const statusOf = async (token: string, applicationId: string) =>
    resultOf<TApplicationStatusReport>(
      await send(t.app, 'GET', `/api/formsResponse/status?applicationId=${applicationId}`, token),
    );
  const reviewOf = async (applicationId: string) =>
    resultOf<TAdminApplicationReview>(
      await send(t.app, 'GET', `/api/admin/applications/${applicationId}`, admin.token),
    );
  const answer = async (email: string) =>
    resultOf(
      await send(t.app, 'POST', '/api/references/respond', undefined, {
        token: await newestLinkToken(t, email),
        answers: { ok: 'Recommended' },
      }),
    );

  it('submits with every request pending; finalise is refused until 2 references answered', async () => {
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const { id } = await startAnsweredApplication(t, { token: doctor.token, hospital });
    const ask = (kind: 'reference' | 'coverage', name: string) =>
      askPerson(t, { token: doctor.token, applicationId: id, kind, name });
    const first = await ask('reference', 'Ann First');
    const second = await ask('reference', 'Ben Second');
    await ask('coverage', 'Cora Cover');

    expect(await statusOf(doctor.token, id)).toMatchObject({
      canSubmit: true,
      percent: 100,
      references: { required: 2, named: 2, sent: 2, completed: 0 },
      coverage: { named: true, sent: true, completed: false },
    });
    expect(
      resultOf<TApplicationSummary>(await submitApplication(t, doctor.token, id, 'Alex Rivera')).status,
    ).toBe('applied');

    // The office sees the requests pending, and when they were reminded.
    await runRemindersAt(t, first.sentAt, 3);
    const applied = await reviewOf(id);
    expect(applied.references.map((r) => [r.name, r.state, r.answers, r.remindedAt.length])).toEqual([
      ['Ann First', 'sent', null, 1],
      ['Ben Second', 'sent', null, 1],
    ]);
    expect(applied.coverage).toMatchObject({ state: 'sent', remindedAt: [expect.any(String)] });
    expect(applied).toMatchObject({ minReferences: 2, blockedTransitions: [] });

    const inReview = resultOf<TAdminApplicationReview>(await decide(t, admin.token, id, 'in-review'));
    const none = 'Finalise needs 2 completed references; none have answered.';
    expect(inReview.allowedTransitions).toEqual(['information-requested', 'finalise', 'rejected']);
    expect(inReview.blockedTransitions).toEqual([{ status: 'finalise', reason: none }]);
    expect(expectError(await decide(t, admin.token, id, 'finalise'), 409, 'CONFLICT').message).toBe(none);

    await answer(first.person.email);
    const one = 'Finalise needs 2 completed references; 1 has answered.';
    expect((await reviewOf(id)).blockedTransitions).toEqual([{ status: 'finalise', reason: one }]);
    expect(expectError(await decide(t, admin.token, id, 'finalise'), 409, 'CONFLICT').message).toBe(one);
    // Another hospital's administrator learns nothing, blocked or not.
    expectError(await decide(t, otherAdmin.token, id, 'finalise'), 404);

    await answer(second.person.email);
    expect((await reviewOf(id)).blockedTransitions).toEqual([]);
    const finalised = resultOf<TAdminApplicationReview>(await decide(t, admin.token, id, 'finalise'));
    expect(finalised.status).toBe('finalise');
  });

  it('does not count a declined request or an expired link towards submit', async () => {
    const doctor = await createPerson(t, 'Sam', 'Okafor');
    const { id } = await startAnsweredApplication(t, { token: doctor.token, hospital });
    const ask = (kind: 'reference' | 'coverage', name: string) =>
      askPerson(t, { token: doctor.token, applicationId: id, kind, name });
    const declining = await ask('reference', 'Dee Decline');
    await ask('reference', 'Ann Waiting');
    const cover = await ask('coverage', 'Cora Cover');
    resultOf(
      await send(t.app, 'POST', '/api/references/respond', undefined, {
        token: await newestLinkToken(t, declining.person.email),
        decline: true,
      }),
    );
    const declined = expectError(
      await submitApplication(t, doctor.token, id, 'Sam Okafor'),
      400,
      'INCOMPLETE',
    );
    expect(declined.fields).toEqual({ references: '1 of 2 reference requests sent' });
    expect((await statusOf(doctor.token, id)).missing).toEqual([
      'References: 1 of 2 requests sent (1 declined or expired)',
    ]);
    await ask('reference', 'Ray Replacement');
    expect((await statusOf(doctor.token, id)).canSubmit).toBe(true);

    // The covering physician's link runs out unanswered: the list stops saying "ready" once the job ran.
    await t.db
      .update(alternativeCoverage)
      .set({ linkExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(alternativeCoverage.id, cover.request.id));
    await t.runJobs(new Date(), { names: ['request-reminders'] });
    const list = resultOf<TApplicationList>(
      await send(t.app, 'GET', '/api/applications/all/hospitals', doctor.token),
    );
    const expectedLine =
      'Alternative coverage: the request was declined or its link expired; resend it or ask someone else';
    expect(list.data.find((row) => row.id === id)?.nextAction).toBe(
      `Complete your application: ${expectedLine}`,
    );
    const expired = expectError(
      await submitApplication(t, doctor.token, id, 'Sam Okafor'),
      400,
      'INCOMPLETE',
    );
    expect(expired.fields).toEqual({
      coverage: 'The covering physician declined or the link expired: resend the request or ask someone else',
    });
    const detail = await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token);
    expect(detail.json().result.coverage.state).toBe('expired');

    resultOf(await send(t.app, 'POST', `/api/alternativeCoverage/${cover.request.id}/resend`, doctor.token));
    expect((await statusOf(doctor.token, id)).canSubmit).toBe(true);
    expect(
      resultOf<TApplicationSummary>(await submitApplication(t, doctor.token, id, 'Sam Okafor')).status,
    ).toBe('applied');
  });
});
