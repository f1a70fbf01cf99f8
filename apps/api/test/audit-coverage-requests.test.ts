import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, mailOutbox } from '@/core/db/schema';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, type TTestHospital } from './application-fixtures';
import { createClient, expectOneAuditRow, ofApplication, ofEntity, resultOf } from './audit-fixtures';
import { followShortLink, personBody } from './request-fixtures';

/**
 * The doctor asks a referee and a covering physician, changes their mind, resends; the people
 * asked answer or decline through their emailed links (they have no account: the row names them),
 * and the hospital's administrator resends a request.
 */
describe('audit coverage: references and coverage', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let doctor: TPerson;
  let admin: TPerson;
  let applicationId: string;
  let doctorClient: ReturnType<typeof createClient>;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db, { minReferences: 1 });
    doctor = await createPerson(t, 'Dana', 'Doctor');
    admin = await createHospitalAdmin(t, 'Ada', 'Office', h.hospital.id);
    doctorClient = createClient(t.app);
    applicationId = resultOf<{ id: string }>(
      await doctorClient.send('POST', '/api/applications', {
        token: doctor.token,
        body: { hospitalId: h.hospital.id },
      }),
      201,
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const asDoctor = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    doctorClient.send(method, url, { token: doctor.token, body });
  const byDoctor = (action: string, entityId: string) =>
    expectOneAuditRow(t.db, { action, where: ofEntity(entityId), actorId: doctor.id, ip: doctorClient.ip });

  /** The link in the newest email to `email`, as the person would follow it. */
  async function linkTokenOf(email: string): Promise<string> {
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return (await followShortLink(t.app, mail.text)).token;
  }

  it('records references and coverage asked, replaced, resent, removed, answered and declined', async () => {
    const first = personBody({ name: 'Riley First' });
    const ref = resultOf<{ id: string }>(
      await asDoctor('POST', '/api/references', { applicationId, ...first }),
      201,
    );
    const requested = await byDoctor('reference.requested', ref.id);
    expect(requested.after).toMatchObject({ name: 'Riley First', email: first.email, state: 'sent' });

    const second = personBody({ name: 'Sam Second' });
    resultOf(await asDoctor('PUT', `/api/references/${ref.id}`, second));
    const replaced = await byDoctor('reference.replaced', ref.id);
    expect(replaced.before).toMatchObject({ name: 'Riley First', email: first.email });
    expect(replaced.after).toMatchObject({ name: 'Sam Second', email: second.email });

    resultOf(await asDoctor('POST', `/api/references/${ref.id}/resend`));
    expect((await byDoctor('reference.resent', ref.id)).after).toHaveProperty('linkSentAt');

    const referee = createClient(t.app);
    const token = await linkTokenOf(second.email);
    resultOf(
      await referee.send('POST', '/api/references/respond', { body: { token, answers: { ok: 'Superb' } } }),
    );
    const answered = await expectOneAuditRow(t.db, {
      action: 'reference.answered',
      where: ofEntity(ref.id),
      actorId: null,
      ip: referee.ip,
    });
    expect(answered.data).toEqual({ by: { name: 'Sam Second', email: second.email } });
    expect(answered.before).toMatchObject({ state: 'sent' });
    expect(answered.after).toMatchObject({ state: 'completed', answers: { ok: 'Superb' } });

    const extra = resultOf<{ id: string }>(
      await asDoctor('POST', '/api/references', { applicationId, ...personBody({ name: 'Lee Extra' }) }),
      201,
    );
    resultOf(await asDoctor('DELETE', `/api/references/${extra.id}`));
    expect((await byDoctor('reference.removed', extra.id)).before).toMatchObject({ name: 'Lee Extra' });

    const cover = personBody({ name: 'Casey Cover' });
    const coverage = resultOf<{ id: string }>(
      await asDoctor('POST', '/api/alternativeCoverage', { applicationId, ...cover }),
      201,
    );
    await byDoctor('coverage.requested', coverage.id);
    const declining = createClient(t.app);
    const declineToken = await linkTokenOf(cover.email);
    resultOf(
      await declining.send('POST', '/api/alternativeCoverage/respond', {
        body: { token: declineToken, decline: true },
      }),
    );
    const declined = await expectOneAuditRow(t.db, {
      action: 'coverage.declined',
      where: ofEntity(coverage.id),
      actorId: null,
      ip: declining.ip,
    });
    expect([declined.before, declined.after]).toMatchObject([{ state: 'sent' }, { state: 'declined' }]);

    const other = personBody({ name: 'Morgan Cover' });
    resultOf(await asDoctor('PUT', `/api/alternativeCoverage/${coverage.id}`, other));
    await byDoctor('coverage.replaced', coverage.id);
    const answering = createClient(t.app);
    const answerToken = await linkTokenOf(other.email);
    resultOf(
      await answering.send('POST', '/api/alternativeCoverage/respond', {
        body: { token: answerToken, answers: { ok: 'Yes' } },
      }),
    );
    const answeredCoverage = await expectOneAuditRow(t.db, {
      action: 'coverage.answered',
      where: ofEntity(coverage.id),
      actorId: null,
      ip: answering.ip,
    });
    expect(answeredCoverage.data).toEqual({ by: { name: 'Morgan Cover', email: other.email } });
  });

  it("records an administrator's resend with the administrator as the actor", async () => {
    const person = personBody({ name: 'Pat Pending' });
    const ref = resultOf<{ id: string }>(
      await asDoctor('POST', '/api/references', { applicationId, ...person }),
      201,
    );
    await t.db.update(applications).set({ status: 'applied' }).where(eq(applications.id, applicationId));
    const office = createClient(t.app);
    resultOf(
      await office.send('POST', `/api/admin/applications/${applicationId}/references/${ref.id}/resend`, {
        token: admin.token,
      }),
    );
    const row = await expectOneAuditRow(t.db, {
      action: 'reference.resent',
      where: ofEntity(ref.id),
      actorId: admin.id,
      ip: office.ip,
    });
    expect(row).toMatchObject({ applicationId, hospitalId: h.hospital.id });
    const all = await t.db.select().from(auditLog).where(ofApplication(applicationId));
    expect(all.every((r) => r.hospitalId === h.hospital.id)).toBe(true);
  });
});
