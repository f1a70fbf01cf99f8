import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TApplicationSummary,
  TPreviousRequestPeople,
  TReferenceRequest,
  TRequestPerson,
  TSentRequests,
} from '@docapply/contracts';
import { alternativeCoverage, applications, auditLog, mailOutbox, references } from '@/core/db/schema';
import { createDelegateOf, sendAs } from './delegates-fixtures';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createOutsiders, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { baseUrlOf, changeOf, openLiveStream } from './live-fixtures';
import {
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { createStartedReappointment } from './appointment-fixtures';
import { personBody } from './request-fixtures';

const NOBODY = { references: [], coverage: null };

/**
 * Issue 43, item 7: a reappointment offers the references and covering physician of the doctor's
 * approved application at the hospital; the doctor checks them and sends every request at once,
 * each with its audit row, email and live event, as when naming them one by one.
 */
describe('reappointment: last time’s references and covering physician', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let other: TTestHospital;
  let admin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    hospital = await createHospitalWithForms(t.db, { minReferences: 3 });
    other = await createHospitalWithForms(t.db, { minReferences: 1 });
    admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const previousOf = (applicationId: string, token: string) =>
    send(t.app, 'GET', `/api/references/previous?applicationId=${applicationId}`, token);
  const sendAll = (token: string, body: Record<string, unknown>) =>
    send(t.app, 'POST', '/api/references/batch', token, body);
  const byEmail = (people: TRequestPerson[]) => [...people].sort((a, b) => a.email.localeCompare(b.email));
  const toPerson = (row: typeof references.$inferSelect): TRequestPerson => ({
    name: row.name,
    specialty: row.specialty ?? '',
    email: row.email,
    phone: row.phone ?? '',
    relationship: row.relationship ?? '',
  });

  const startedReappointment = (first: string, last: string) =>
    createStartedReappointment(t, { admin, hospital, first, last });

  it('offers the approved application’s people, then sends the edited list at once: audit, mail and live event each', async () => {
    const { doctor, approved, reappointmentId } = await startedReappointment('Ada', 'Okafor');
    const previousReferences = await t.db
      .select()
      .from(references)
      .where(eq(references.applicationId, approved.id));
    const [previousCoverage] = await t.db
      .select()
      .from(alternativeCoverage)
      .where(eq(alternativeCoverage.applicationId, approved.id));

    const offer = resultOf<TPreviousRequestPeople>(await previousOf(reappointmentId, doctor.token));
    expect(byEmail(offer.references)).toEqual(byEmail(previousReferences.map(toPerson)));
    expect(offer.coverage).toEqual(toPerson(previousCoverage));
    expect(offer.references).toHaveLength(3);

    // The doctor corrects one address, drops nobody, adds a fourth colleague, and presses once.
    const corrected = { ...offer.references[1], email: `moved.${offer.references[1].email}` };
    const added = personBody({ name: 'Sam Ortiz' });
    const people = [offer.references[0], corrected, offer.references[2], added];
    const doctorStream = await openLiveStream(baseUrlOf(t.app), doctor.token);
    let sent: TSentRequests;
    try {
      sent = resultOf<TSentRequests>(
        await sendAll(doctor.token, {
          applicationId: reappointmentId,
          references: people,
          coverage: offer.coverage,
        }),
        201,
      );
      await expect
        .poll(() => doctorStream.events.filter(changeOf('request', reappointmentId)).length)
        .toBe(5);
    } finally {
      doctorStream.close();
    }
    const view = (request: TReferenceRequest) => ({
      name: request.name,
      email: request.email,
      relationship: request.relationship,
      state: request.state,
    });
    expect(sent.references.map(view)).toEqual(
      people.map((p) => ({ name: p.name, email: p.email, relationship: p.relationship, state: 'sent' })),
    );
    expect(sent.coverage && view(sent.coverage)).toEqual({
      name: previousCoverage.name,
      email: previousCoverage.email,
      relationship: previousCoverage.relationship,
      state: 'sent',
    });

    // The same requests as when named one by one: listed, emailed, in the trail.
    const listed = resultOf<{ data: TReferenceRequest[] }>(
      await send(t.app, 'GET', `/api/references/details?applicationId=${reappointmentId}`, doctor.token),
    );
    expect(listed.data.map((r) => r.email)).toEqual(people.map((p) => p.email));
    const everyone = [...people.map((p) => p.email), previousCoverage.email];
    const mails = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.to, everyone));
    expect(mails.map((mail) => mail.to).sort()).toEqual([...everyone].sort());
    expect(mails.every((mail) => mail.subject.includes(`asked you`))).toBe(true);
    const trail = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.applicationId, reappointmentId),
          inArray(auditLog.action, ['reference.requested', 'coverage.requested']),
        ),
      );
    expect(trail.map((row) => row.action).sort()).toEqual([
      'coverage.requested',
      'reference.requested',
      'reference.requested',
      'reference.requested',
      'reference.requested',
    ]);
    // Everyone offered has been asked: nothing is offered any more.
    expect(resultOf<TPreviousRequestPeople>(await previousOf(reappointmentId, doctor.token))).toEqual(NOBODY);
  });

  it('never offers whoever declined last time, and offers nobody once someone is asked for this application', async () => {
    const { doctor, approved, reappointmentId } = await startedReappointment('Lee', 'Park');
    const [declined, ...kept] = await t.db
      .select()
      .from(references)
      .where(eq(references.applicationId, approved.id));
    await t.db.update(references).set({ state: 'declined' }).where(eq(references.id, declined.id));
    const offer = resultOf<TPreviousRequestPeople>(await previousOf(reappointmentId, doctor.token));
    expect(byEmail(offer.references)).toEqual(byEmail(kept.map(toPerson)));
    expect(offer.coverage).not.toBeNull();

    // The doctor names someone by hand: the list on the page is theirs from now on.
    resultOf(
      await send(t.app, 'POST', '/api/references', doctor.token, {
        ...personBody(),
        applicationId: reappointmentId,
      }),
      201,
    );
    expect(resultOf<TPreviousRequestPeople>(await previousOf(reappointmentId, doctor.token))).toEqual(NOBODY);
  });

  it('keeps another practitioner away: no offer, no sending (404, no data); a delegate working for the doctor may', async () => {
    const { doctor, reappointmentId } = await startedReappointment('Jo', 'Banks');
    const body = { applicationId: reappointmentId, references: [personBody()], coverage: null };
    for (const outsider of await createOutsiders(t, other.hospital.id)) {
      const read = await previousOf(reappointmentId, outsider.token);
      expect([403, 404]).toContain(read.statusCode);
      expectNoData(read, read.statusCode);
      const sent = await sendAll(outsider.token, body);
      expect([403, 404]).toContain(sent.statusCode);
      expectNoData(sent, sent.statusCode);
    }
    // Another approved doctor of the same hospital, with a reappointment of their own.
    const { doctor: rival, reappointmentId: rivalReappointment } = await startedReappointment('Rui', 'Costa');
    expectNoData(await previousOf(reappointmentId, rival.token), 404);
    expectNoData(await sendAll(rival.token, body), 404);
    // Even a reappointment pointed at someone else's approved application offers none of its people.
    const [own] = await t.db
      .select({ previousApplicationId: applications.previousApplicationId })
      .from(applications)
      .where(eq(applications.id, reappointmentId));
    await t.db
      .update(applications)
      .set({ previousApplicationId: own.previousApplicationId })
      .where(eq(applications.id, rivalReappointment));
    expect(resultOf<TPreviousRequestPeople>(await previousOf(rivalReappointment, rival.token))).toEqual(
      NOBODY,
    );
    const nothingSent = await t.db
      .select()
      .from(references)
      .where(eq(references.applicationId, reappointmentId));
    expect(nothingSent).toEqual([]);

    // The doctor's delegate, working for the doctor, reads the offer and sends it.
    const delegate = await createDelegateOf(t, [doctor]);
    const offer = resultOf<TPreviousRequestPeople>(
      await sendAs(t, delegate, 'GET', `/api/references/previous?applicationId=${reappointmentId}`, {
        actingFor: doctor.id,
      }),
    );
    expect(offer.references).toHaveLength(3);
    // Not working for the doctor, the delegate gets nothing.
    const alone = await sendAs(
      t,
      delegate,
      'GET',
      `/api/references/previous?applicationId=${reappointmentId}`,
    );
    expect([403, 404]).toContain(alone.statusCode);
    expectNoData(alone, alone.statusCode);
    const sent = resultOf<TSentRequests>(
      await sendAs(t, delegate, 'POST', '/api/references/batch', {
        actingFor: doctor.id,
        body: { applicationId: reappointmentId, ...offer },
      }),
      201,
    );
    expect(sent.references).toHaveLength(3);
  });

  it('checks the whole list before sending anyone: a person twice, the doctor, an address already asked', async () => {
    const { doctor, reappointmentId } = await startedReappointment('Dana', 'Doe');
    const offer = resultOf<TPreviousRequestPeople>(await previousOf(reappointmentId, doctor.token));
    const [first, second] = offer.references;
    const twice = expectError(
      await sendAll(doctor.token, {
        applicationId: reappointmentId,
        references: [first, { ...second, email: first.email.toUpperCase() }],
        coverage: offer.coverage,
      }),
      400,
      'VALIDATION',
    );
    expect(twice.fields).toEqual({ 'references.1.email': 'This person is on the list twice.' });
    const self = expectError(
      await sendAll(doctor.token, {
        applicationId: reappointmentId,
        references: [first, { ...second, email: doctor.email }],
        coverage: null,
      }),
      400,
    );
    expect(self.fields).toEqual({ 'references.1.email': 'Ask someone other than yourself.' });
    const empty = expectError(
      await sendAll(doctor.token, { applicationId: reappointmentId, references: [], coverage: null }),
      400,
    );
    expect(empty.fields).toEqual({ references: 'Name at least one person.' });
    expect(await t.db.select().from(references).where(eq(references.applicationId, reappointmentId))).toEqual(
      [],
    );

    resultOf(
      await sendAll(doctor.token, { applicationId: reappointmentId, references: [first], coverage: null }),
      201,
    );
    const again = expectError(
      await sendAll(doctor.token, {
        applicationId: reappointmentId,
        references: [second, first],
        coverage: offer.coverage,
      }),
      400,
    );
    expect(again.fields).toEqual({
      'references.1.email': 'This person has already been asked for this application.',
    });
    const asked = await t.db.select().from(references).where(eq(references.applicationId, reappointmentId));
    expect(asked.map((row) => row.email)).toEqual([first.email]);
  });

  it('offers nothing on a first application', async () => {
    const doctor = await createPerson(t, 'New', 'Comer');
    const { id } = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: hospital.hospital.id }),
      201,
    );
    expect(resultOf<TPreviousRequestPeople>(await previousOf(id, doctor.token))).toEqual(NOBODY);
  });
});
