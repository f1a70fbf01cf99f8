import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, hospitalAdmins, internalNotes, mailOutbox } from '@/core/db/schema';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { followShortLink, personBody } from './request-fixtures';
import {
  decide,
  mailsTo,
  saveAnswers,
  startAnsweredApplication,
  submitApplication,
} from './submission-fixtures';
import { STEP_UP_SUBJECT } from './helpers/factors';

describe('notifications', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let maria: TPerson;
  let sam: TPerson;

  beforeAll(async () => {
    t = await createTestApp({ env: { DOCTOR_URL: 'https://doctor.example.org/' } });
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
    maria = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
    sam = await createHospitalAdmin(t, 'Sam', 'Okafor', hospital.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  // Without the signature codes the doctor's submits asked for (factors-step-up.test.ts has those).
  const subjects = async (email: string) =>
    (await mailsTo(t, email)).map((mail) => mail.subject).filter((subject) => subject !== STEP_UP_SUBJECT);

  /** Asks a person (reference or covering physician) and returns the token of the link they were sent. */
  async function ask(
    kind: 'references' | 'alternativeCoverage',
    applicationId: string,
    token: string,
    name: string,
  ) {
    const person = personBody({ name });
    resultOf(await send(t.app, 'POST', `/api/${kind}`, token, { applicationId, ...person }), 201);
    const [mail] = await mailsTo(t, person.email);
    return (await followShortLink(t.app, mail.text)).token;
  }
  const respond = (kind: 'references' | 'alternativeCoverage', body: Record<string, unknown>) =>
    send(t.app, 'POST', `/api/${kind}/respond`, undefined, body);

  it('tells the doctor of each answer and decline, and once that the application is ready to submit', async () => {
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const { id, applicationResponseId } = await startAnsweredApplication(t, {
      token: doctor.token,
      hospital,
    });
    const readySubject = `Your application to ${hospital.hospital.name} is ready to submit`;
    const declining = await ask('references', id, doctor.token, 'Jordan Blake');
    // The covering physician is not asked yet: not ready.
    expect(await subjects(doctor.email)).toEqual([]);
    const covering = await ask('alternativeCoverage', id, doctor.token, 'Cora Cover');
    // Every request sent: ready, before anyone answered.
    expect(await subjects(doctor.email)).toEqual([readySubject]);

    resultOf(await respond('references', { token: declining, decline: true }));
    expect(await subjects(doctor.email)).toEqual([
      readySubject,
      'Jordan Blake declined your reference request',
    ]);

    // Asking someone else makes it ready again: no second email.
    const answering = await ask('references', id, doctor.token, 'Riley Chen');
    resultOf(await respond('references', { token: answering, answers: { ok: 'CONFIDENTIAL-ANSWER' } }));
    resultOf(await respond('alternativeCoverage', { token: covering, answers: { ok: 'Happy to cover' } }));
    expect(await subjects(doctor.email)).toEqual([
      readySubject,
      'Jordan Blake declined your reference request',
      'Riley Chen answered your reference request',
      'Cora Cover answered as your covering physician',
    ]);

    // Out of ready and back again: no second email.
    await saveAnswers(t, doctor.token, applicationResponseId, {
      ...COMPLETE_APPLICATION_ANSWERS,
      legalName: '',
    });
    await saveAnswers(t, doctor.token, applicationResponseId, COMPLETE_APPLICATION_ANSWERS);
    const mails = await mailsTo(t, doctor.email);
    expect(mails.filter((mail) => mail.subject === readySubject)).toHaveLength(1);
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.text).toContain('Hello Alex');
      expect(mail.text).toContain(`https://doctor.example.org/my/application/${id}`);
      expect(mail.text).not.toContain('CONFIDENTIAL-ANSWER');
      expect(mail.text).not.toContain('Happy to cover');
    }
    // The office hears nothing of these.
    expect(await subjects(maria.email)).not.toContain(readySubject);
  });

  /** A submitted application sent back to the doctor for more information. */
  async function submitAndRequestInformation(doctor: TPerson) {
    const started = await startAnsweredApplication(t, { token: doctor.token, hospital });
    await completeRequests(t.db, started.id, 1);
    resultOf(await submitApplication(t, doctor.token, started.id, 'Alex Rivera'));
    resultOf(await decide(t, maria.token, started.id, 'in-review'));
    resultOf(await decide(t, maria.token, started.id, 'information-requested', 'Please check your phone'));
    return started;
  }

  it('sends a resubmission to the assignee only, with what changed and never the internal notes', async () => {
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const { id, applicationResponseId } = await submitAndRequestInformation(doctor);
    await t.db.update(applications).set({ assigneeId: sam.id }).where(eq(applications.id, id));
    await t.db
      .insert(internalNotes)
      .values({ applicationId: id, authorId: maria.id, message: 'SECRET-NOTE: check the licence gap' });
    const [mariaBefore, samBefore] = [await mailsTo(t, maria.email), await mailsTo(t, sam.email)];

    await saveAnswers(t, doctor.token, applicationResponseId, {
      ...COMPLETE_APPLICATION_ANSWERS,
      phone: '+1 312-555-0199',
    });
    resultOf(await submitApplication(t, doctor.token, id, 'Alex Rivera'));

    expect(await mailsTo(t, maria.email)).toEqual(mariaBefore);
    const samMails = (await mailsTo(t, sam.email)).slice(samBefore.length);
    expect(samMails.map((mail) => mail.subject)).toEqual(['Application resubmitted: Alex Rivera']);
    expect(samMails[0].text).toContain('resubmitted their application to');
    expect(samMails[0].text).toContain('It is assigned to you.');
    expect(samMails[0].text).toContain('Since submission 1: 1 answer changed.');
    expect(samMails[0].text).toContain(`${t.config.ADMIN_URL}applications/${id}`);
    // The doctor: the decisions and the resubmission, never "ready to submit" (it was complete all along).
    expect(await subjects(doctor.email)).toEqual([
      `Your application to ${hospital.hospital.name} was submitted`,
      `Your application to ${hospital.hospital.name}: In review`,
      `Your application to ${hospital.hospital.name}: Information requested`,
      `Your application to ${hospital.hospital.name} was resubmitted`,
    ]);
    const everything = await t.db.select({ text: mailOutbox.text }).from(mailOutbox);
    expect(everything.some((mail) => mail.text.includes('SECRET-NOTE'))).toBe(false);
  });

  it('sends a resubmission to every admin when nobody, or a former admin, is assigned', async () => {
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const former = await createHospitalAdmin(t, 'Fred', 'Former', hospital.hospital.id);
    const { id } = await submitAndRequestInformation(doctor);
    await t.db.update(applications).set({ assigneeId: former.id }).where(eq(applications.id, id));
    await t.db.delete(hospitalAdmins).where(eq(hospitalAdmins.userId, former.id));
    const counts = () =>
      Promise.all([maria, sam, former].map(async (admin) => (await mailsTo(t, admin.email)).length));
    const before = await counts();

    resultOf(await submitApplication(t, doctor.token, id, 'Alex Rivera'));

    const after = await counts();
    expect(after.map((count, index) => count - before[index])).toEqual([1, 1, 0]);
    const [latest] = (await mailsTo(t, sam.email)).slice(-1);
    expect(latest.subject).toBe('Application resubmitted: Alex Rivera');
    expect(latest.text).not.toContain('assigned to you');
    expect(latest.text).toContain('Since submission 1: no answers or documents changed.');
  });
});
