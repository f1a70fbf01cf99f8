import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TBoardDecision,
  TDecisionLetter,
  TDoctorDecisionLetter,
  TLetterSettings,
  TPrivilegeRecommendation,
} from '@docapply/contracts';
import { DEFAULT_HEARING_RIGHTS_NOTICE } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { createAppContext } from '@/compose';
import { runChange } from '@/core/change';
import { runAsSystem } from '@/core/context';
import { appointments, auditLog } from '@/core/db/schema';
import { DECISION_LETTER_DEADLINES_JOB } from '@/modules/decision-letters';
import {
  completeRequests,
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { addDays, createApprovedApplication, noonOf } from './appointment-fixtures';
import { readAttachment } from './helpers/attachment';
import { expectClientError } from './helpers/error-shape';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { readPdf } from './packet-fixtures';
import { decide, mailsTo, startAnsweredApplication, submitApplication } from './submission-fixtures';

const NOTICE =
  'You may request a hearing before an ad hoc committee within 30 days, under Article 8 of the bylaws.';
const SIGNATORY = 'Dr. Ada Lovelace\nChair, Board of Trustees';
const show = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

describe('decision letters', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let admin: TPerson;
  let otherAdmin: TPerson;

  const settingsUrl = (hospitalId: string) => `/api/admin/hospitals/${hospitalId}/letter-settings`;
  const adminLetter = (id: string) => `/api/admin/applications/${id}/decision-letter`;
  const doctorPdf = (id: string) => `/api/applications/${id}/decision-letter/pdf`;

  function privilege(
    key: 'cath' | 'echo' | 'admitting',
    outcome: TPrivilegeRecommendation['outcome'],
    extra: Partial<TPrivilegeRecommendation> = {},
  ): TPrivilegeRecommendation {
    const row = hospital.privileges[key];
    return {
      privilegeId: row.id,
      name: row.name,
      department: row.department,
      outcome,
      conditions: null,
      reason: null,
      ...extra,
    };
  }

  /** The board's decision on the application, as the decisions module announces it. */
  async function publishDecision(
    applicationId: string,
    doctor: TPerson,
    decision: Pick<TBoardDecision, 'outcome' | 'privileges'> & Partial<TBoardDecision>,
  ): Promise<TBoardDecision> {
    const [appointment] = await t.db
      .select({ startsOn: appointments.startsOn, endsOn: appointments.endsOn })
      .from(appointments)
      .where(eq(appointments.applicationId, applicationId));
    const full: TBoardDecision = {
      applicationId,
      doctorId: doctor.id,
      hospitalId: hospital.hospital.id,
      decidedOn: todayString(),
      membershipCategory: 'active',
      appointment: appointment ?? null,
      comment: 'Internal: the board discussed the malpractice history at length.',
      stepName: 'Board of Trustees',
      decidedBy: { id: admin.id, name: 'Maria Okafor' },
      ...decision,
    };
    const ctx = createAppContext({ config: { ...t.config, SMTP_URL: undefined }, db: t.db, log: t.app.log });
    await runAsSystem(ctx, 'board', () =>
      runChange((change) => change.publish('application.decided', { decision: full })),
    );
    return full;
  }

  async function createDoctor(first: string, last: string) {
    return createPerson(t, first, last);
  }

  async function approve(doctor: TPerson, name: string) {
    return (await createApprovedApplication(t, { doctor, admin, hospital, name })).id;
  }

  async function reject(doctor: TPerson, name: string) {
    const started = await startAnsweredApplication(t, { token: doctor.token, hospital });
    await completeRequests(t.db, started.id, hospital.hospital.minReferences);
    resultOf(await submitApplication(t, doctor.token, started.id, name));
    for (const status of ['in-review', 'finalise', 'rejected']) {
      resultOf(await decide(t, admin.token, started.id, status));
    }
    return started.id;
  }

  async function pdfText(url: string, token: string): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Text items are joined by spaces; a reader sees one space between words.
    return (await readPdf(response.rawPayload)).pages.join(' ').replace(/\s+/g, ' ');
  }

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
    const other = await createHospitalWithForms(t.db);
    admin = await createHospitalAdmin(t, 'Maria', 'Okafor', hospital.hospital.id);
    otherAdmin = await createHospitalAdmin(t, 'Other', 'Admin', other.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('the hospital’s settings', () => {
    it('start with 30 days and the default notice, and save the hospital’s own words with an audit row', async () => {
      const url = settingsUrl(hospital.hospital.id);
      expect(resultOf<TLetterSettings>(await send(t.app, 'GET', url, admin.token))).toEqual({
        letterDeadlineDays: 30,
        hearingRightsNotice: DEFAULT_HEARING_RIGHTS_NOTICE,
        letterSignatory: null,
      });
      const saved = resultOf<TLetterSettings>(
        await send(t.app, 'PUT', url, admin.token, {
          letterDeadlineDays: 14,
          hearingRightsNotice: `  ${NOTICE}  `,
          letterSignatory: SIGNATORY,
        }),
      );
      expect(saved).toEqual({
        letterDeadlineDays: 14,
        hearingRightsNotice: NOTICE,
        letterSignatory: SIGNATORY,
      });
      expect(resultOf<TLetterSettings>(await send(t.app, 'GET', url, admin.token))).toEqual(saved);
      const [audit] = await t.db
        .select({ before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.hospitalId, hospital.hospital.id),
            eq(auditLog.action, 'hospital.letter-settings-updated'),
          ),
        );
      expect(audit.before).toMatchObject({ letterDeadlineDays: 30, letterSignatory: null });
      expect(audit.after).toMatchObject({ letterDeadlineDays: 14, letterSignatory: SIGNATORY });
    });

    it('refuse a deadline outside 1 to 30 days and an empty notice, field by field', async () => {
      const url = settingsUrl(hospital.hospital.id);
      for (const [body, field, message] of [
        [
          { letterDeadlineDays: 31, hearingRightsNotice: NOTICE, letterSignatory: null },
          'letterDeadlineDays',
          'Enter a number from 1 to 30',
        ],
        [
          { letterDeadlineDays: 0, hearingRightsNotice: NOTICE, letterSignatory: null },
          'letterDeadlineDays',
          'Enter a number from 1 to 30',
        ],
        [
          { letterDeadlineDays: 2.5, hearingRightsNotice: NOTICE, letterSignatory: null },
          'letterDeadlineDays',
          'Enter a whole number',
        ],
        [
          { letterDeadlineDays: 10, hearingRightsNotice: '   ', letterSignatory: null },
          'hearingRightsNotice',
          'Required',
        ],
        [
          { letterDeadlineDays: 10, hearingRightsNotice: NOTICE, letterSignatory: 'x'.repeat(301) },
          'letterSignatory',
          'At most 300 characters',
        ],
      ] as const) {
        const response = await send(t.app, 'PUT', url, admin.token, body);
        expect(response.statusCode, response.body).toBe(400);
        expect(expectClientError(response).fields?.[field]).toBe(message);
      }
      // Nothing was saved.
      expect(resultOf<TLetterSettings>(await send(t.app, 'GET', url, admin.token)).letterDeadlineDays).toBe(
        14,
      );
    });

    it('are the hospital’s admins’ only: another hospital’s admin 404, a doctor 403', async () => {
      const url = settingsUrl(hospital.hospital.id);
      expectNoData(await send(t.app, 'GET', url, otherAdmin.token), 404);
      const body = { letterDeadlineDays: 5, hearingRightsNotice: NOTICE, letterSignatory: null };
      expectNoData(await send(t.app, 'PUT', url, otherAdmin.token, body), 404);
      const doctor = await createDoctor('Dee', 'Doctor');
      expect((await send(t.app, 'GET', url, doctor.token)).statusCode).toBe(403);
    });
  });

  describe('the letter of an adverse decision', () => {
    let doctor: TPerson;
    let applicationId: string;
    let decision: TBoardDecision;

    beforeAll(async () => {
      doctor = await createDoctor('Zoë', 'Dvořák');
      applicationId = await approve(doctor, 'Zoë Dvořák');
      // Not yet decided: no letter.
      expect(resultOf(await send(t.app, 'GET', adminLetter(applicationId), admin.token))).toBeNull();
      decision = await publishDecision(applicationId, doctor, {
        outcome: 'approved',
        privileges: [
          privilege('cath', 'grant-with-conditions', {
            conditions: { kinds: ['proctoring', 'limits'], text: 'First ten cases proctored.' },
          }),
          privilege('echo', 'grant-with-conditions', {
            conditions: { kinds: ['fppe'], text: 'Six months of chart review.' },
          }),
          privilege('admitting', 'deny', { reason: 'Too few admissions in the last two years.' }),
        ],
      });
    });

    it('is due within the hospital’s deadline, unsent, and says it is adverse', async () => {
      const letter = resultOf<TDecisionLetter>(
        await send(t.app, 'GET', adminLetter(applicationId), admin.token),
      );
      expect(letter).toEqual({
        applicationId,
        decidedOn: decision.decidedOn,
        outcome: 'approved',
        isAdverse: true,
        dueOn: addDays(decision.decidedOn, 14),
        sentAt: null,
        sentBy: null,
      });
    });

    it('prints the appointment, each privilege with its conditions or reason, the FPPE, the notice and the signatory', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${adminLetter(applicationId)}/pdf`,
        headers: { 'x-auth-token': admin.token },
      });
      expect(readAttachment(response.headers['content-disposition'])).toEqual({
        type: 'attachment',
        filename: `decision-letter-zoe-dvorak-${decision.decidedOn}.pdf`,
      });
      const text = await pdfText(`${adminLetter(applicationId)}/pdf`, admin.token);
      const { startsOn, endsOn } = decision.appointment!;
      for (const expected of [
        hospital.hospital.name,
        `Date ${show(decision.decidedOn)}`,
        'Dear Zoë Dvořák,',
        'Decision Approved',
        'Membership category Active',
        `Appointment period ${show(startsOn)} – ${show(endsOn)}`,
        'Privileges granted',
        'Cardiac catheterisation (Cardiology) Granted with conditions. Proctoring, Limits: First ten cases proctored.',
        'Focused professional practice evaluation (FPPE)',
        'Echocardiography (Cardiology) FPPE plan: Six months of chart review.',
        'Privileges denied',
        'Admitting (Internal Medicine) Too few admissions in the last two years.',
        'Your right to a hearing',
        NOTICE,
        'Dr. Ada Lovelace Chair, Board of Trustees',
      ]) {
        expect(text).toContain(expected);
      }
      // The FPPE privilege is listed in its own section, not among the plain grants.
      expect(text.indexOf('Echocardiography')).toBeGreaterThan(text.indexOf('(FPPE)'));
      expect(text).not.toContain('Privileges deferred');
      // The board's own comment is its deliberation, not the doctor's to read.
      expect(text).not.toContain('malpractice');
    });

    it('stays hidden from the doctor until sent: 404, and null', async () => {
      expectNoData(await send(t.app, 'GET', doctorPdf(applicationId), doctor.token), 404);
      const meta = await send(
        t.app,
        'GET',
        `/api/applications/${applicationId}/decision-letter`,
        doctor.token,
      );
      expect(resultOf(meta)).toBeNull();
    });

    it('is the hospital’s alone: another hospital’s admin 404 on every route, a doctor 403 on the office’s', async () => {
      expectNoData(await send(t.app, 'GET', adminLetter(applicationId), otherAdmin.token), 404);
      expectNoData(await send(t.app, 'GET', `${adminLetter(applicationId)}/pdf`, otherAdmin.token), 404);
      expectNoData(await send(t.app, 'POST', `${adminLetter(applicationId)}/send`, otherAdmin.token), 404);
      expect((await send(t.app, 'POST', `${adminLetter(applicationId)}/send`, doctor.token)).statusCode).toBe(
        403,
      );
      expectNoData(await send(t.app, 'GET', adminLetter('not-an-id'), admin.token), 404);
    });

    it('is sent once: the doctor is mailed a link to the application, then downloads the same letter', async () => {
      const sent = resultOf<TDecisionLetter>(
        await send(t.app, 'POST', `${adminLetter(applicationId)}/send`, admin.token),
      );
      expect(sent.sentAt).not.toBeNull();
      expect(sent.sentBy).toEqual({ id: admin.id, name: 'Maria Okafor' });
      const [mail] = (await mailsTo(t, doctor.email)).filter((m) => m.subject.includes('decision letter'));
      expect(mail.subject).toBe(`Your decision letter from ${hospital.hospital.name}`);
      expect(mail.text).toContain('Hello Zoë,');
      expect(mail.text).toContain(`${t.config.DOCTOR_URL}my/application/${applicationId}`);
      const [audit] = await t.db
        .select({ actorId: auditLog.actorId, data: auditLog.data })
        .from(auditLog)
        .where(and(eq(auditLog.applicationId, applicationId), eq(auditLog.action, 'decision-letter.sent')));
      expect(audit).toEqual({ actorId: admin.id, data: { sentTo: doctor.email, dueOn: sent.dueOn } });

      const mailCount = (await mailsTo(t, doctor.email)).length;
      const again = await send(t.app, 'POST', `${adminLetter(applicationId)}/send`, admin.token);
      expect(expectClientError(again).message).toBe('This letter was already sent to the doctor.');
      expect(again.statusCode).toBe(409);
      expect(await mailsTo(t, doctor.email)).toHaveLength(mailCount);

      const meta = resultOf<TDoctorDecisionLetter>(
        await send(t.app, 'GET', `/api/applications/${applicationId}/decision-letter`, doctor.token),
      );
      expect(meta).toEqual({
        applicationId,
        decidedOn: decision.decidedOn,
        outcome: 'approved',
        sentAt: sent.sentAt,
      });
      const doctorCopy = await pdfText(doctorPdf(applicationId), doctor.token);
      expect(doctorCopy).toBe(await pdfText(`${adminLetter(applicationId)}/pdf`, admin.token));
      expect(doctorCopy).toContain(NOTICE);

      const stranger = await createDoctor('Other', 'Doctor');
      expectNoData(await send(t.app, 'GET', doctorPdf(applicationId), stranger.token), 404);
      expectNoData(await send(t.app, 'GET', doctorPdf(applicationId), otherAdmin.token), 403);
    });
  });

  describe('other decisions', () => {
    it('an all-granted letter lists the deferred privileges and has no hearing notice', async () => {
      const doctor = await createDoctor('Sam', 'Grant');
      const applicationId = await approve(doctor, 'Sam Grant');
      await publishDecision(applicationId, doctor, {
        outcome: 'approved',
        membershipCategory: 'courtesy',
        privileges: [
          privilege('admitting', 'grant'),
          privilege('cath', 'defer', { reason: 'The case log for the last two years.' }),
        ],
      });
      const letter = resultOf<TDecisionLetter>(
        await send(t.app, 'GET', adminLetter(applicationId), admin.token),
      );
      expect(letter.isAdverse).toBe(false);
      const text = await pdfText(`${adminLetter(applicationId)}/pdf`, admin.token);
      expect(text).toContain('Membership category Courtesy');
      expect(text).toContain('Admitting (Internal Medicine) Granted');
      expect(text).toContain('Privileges deferred');
      expect(text).toContain('Cardiac catheterisation (Cardiology) The case log for the last two years.');
      expect(text).not.toContain('Focused professional practice evaluation');
      expect(text).not.toContain('Privileges denied');
      expect(text).not.toContain('Your right to a hearing');
      expect(text).not.toContain(NOTICE);
    });

    it("names an advanced practice professional's staff category in words", async () => {
      const doctor = await createDoctor('Nora', 'Practitioner');
      const applicationId = await approve(doctor, 'Nora Practitioner');
      await publishDecision(applicationId, doctor, {
        outcome: 'approved',
        membershipCategory: 'advanced_practice',
        privileges: [privilege('admitting', 'grant')],
      });
      const text = await pdfText(`${adminLetter(applicationId)}/pdf`, admin.token);
      expect(text).toContain('Membership category Advanced practice professional');
    });

    it('a rejection is adverse even when nothing is denied outright', async () => {
      const doctor = await createDoctor('Rae', 'Jected');
      const applicationId = await reject(doctor, 'Rae Jected');
      await publishDecision(applicationId, doctor, {
        outcome: 'rejected',
        privileges: [privilege('admitting', 'defer', { reason: 'Proof of board certification.' })],
      });
      const text = await pdfText(`${adminLetter(applicationId)}/pdf`, admin.token);
      expect(text).toContain('Decision Not approved');
      expect(text).not.toContain('Appointment period');
      expect(text).not.toContain('Membership category');
      expect(text).toContain('Your right to a hearing');
      expect(text).toContain(NOTICE);
    });
  });

  describe('the deadline warnings', () => {
    const JOB = { names: [DECISION_LETTER_DEADLINES_JOB.name] };

    it('warn the admins 7 days and 1 day before the letter is due and once when late, each once', async () => {
      const doctor = await createDoctor('Wes', 'Waiting');
      const applicationId = await approve(doctor, 'Wes Waiting');
      const decidedOn = '2027-03-01';
      await publishDecision(applicationId, doctor, {
        decidedOn,
        outcome: 'approved',
        privileges: [privilege('admitting', 'grant')],
      });
      const dueOn = addDays(decidedOn, 14);
      const warnings = async () =>
        (await mailsTo(t, admin.email))
          .map((mail) => mail.subject)
          .filter((subject) => subject.includes('decision letter to Wes Waiting'));
      const runOn = (days: number) => t.runJobs(noonOf(addDays(dueOn, days)), JOB);

      await runOn(-8);
      expect(await warnings()).toEqual([]);
      await runOn(-7);
      await runOn(-7);
      await runOn(-3);
      expect(await warnings()).toEqual(['Reminder: the decision letter to Wes Waiting is due in 7 days']);
      await runOn(-1);
      await runOn(0);
      await runOn(1);
      await runOn(1);
      await runOn(5);
      expect(await warnings()).toEqual([
        'Reminder: the decision letter to Wes Waiting is due in 7 days',
        'Reminder: the decision letter to Wes Waiting is due tomorrow',
        'Overdue: the decision letter to Wes Waiting',
      ]);
      const [, , overdue] = (await mailsTo(t, admin.email)).filter((mail) =>
        mail.subject.includes('letter to Wes Waiting'),
      );
      expect(overdue.text).toContain(`was due on ${show(dueOn)} and has not been sent`);
      expect(overdue.text).toContain(`${t.config.ADMIN_URL}applications/${applicationId}`);
      // Another hospital's admins hear nothing of it.
      expect(
        (await mailsTo(t, otherAdmin.email)).filter((mail) => mail.subject.includes('Wes Waiting')),
      ).toEqual([]);
    });

    it('send only the tightest warning a first run finds, and nothing for a letter already sent', async () => {
      const late = await createDoctor('Lou', 'Late');
      const lateId = await approve(late, 'Lou Late');
      await publishDecision(lateId, late, {
        decidedOn: '2027-05-01',
        outcome: 'approved',
        privileges: [privilege('admitting', 'grant')],
      });
      const prompt = await createDoctor('Pat', 'Prompt');
      const promptId = await approve(prompt, 'Pat Prompt');
      await publishDecision(promptId, prompt, {
        decidedOn: '2027-05-01',
        outcome: 'approved',
        privileges: [privilege('admitting', 'grant')],
      });
      resultOf(await send(t.app, 'POST', `${adminLetter(promptId)}/send`, admin.token));

      await t.runJobs(noonOf(addDays('2027-05-15', 3)), JOB);
      await t.runJobs(noonOf(addDays('2027-05-15', 4)), JOB);
      const subjects = (await mailsTo(t, admin.email)).map((mail) => mail.subject);
      expect(subjects.filter((subject) => subject.includes('letter to Lou Late'))).toEqual([
        'Overdue: the decision letter to Lou Late',
      ]);
      expect(subjects.filter((subject) => subject.includes('letter to Pat Prompt'))).toEqual([]);
    });
  });
});
