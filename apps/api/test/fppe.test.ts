import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TDoctorFppe,
  TEvaluationLinkView,
  TFppeDetail,
  TFppeList,
  TFppeSettings,
  TTemporaryPrivilegeGrant,
} from '@docapply/contracts';
import { applications, appointments, auditLog, fppes, privileges } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { grantStepUp } from './helpers/factors';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  completeRequests,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { addDays, createApprovedApplication, noonOf } from './appointment-fixtures';
import { decide, mailsTo, startAnsweredApplication, submitApplication } from './submission-fixtures';
import { boardOnlyRoute } from './decision-fixtures';

const today = () => dayjs().format('YYYY-MM-DD');

/** The link an evaluator's invitation or reminder carries (the token in it). */
function linkToken(text: string): string {
  const match = /\/evaluate\?token=([\w.-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1];
}

const ANSWERS = {
  indication: 'yes',
  judgement: '4',
  technique: '4',
  outcome: 'expected',
  documentation: '3',
  communication: '5',
  comments: 'Confidential: careful, slightly slow on handover.',
};

describe('FPPE (issue 41)', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let office: TPerson;
  let otherOffice: TPerson;
  let chair: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db, { minReferences: 1 });
    office = await createHospitalAdmin(t, 'Olive', 'Office', h.hospital.id);
    const other = await createHospitalWithForms(t.db);
    otherOffice = await createHospitalAdmin(t, 'Otto', 'Elsewhere', other.hospital.id);
    chair = await createPerson(t, 'Ivy', 'Chair', ['committee_member']);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (token = office.token, query = 'show=all') =>
    send(t.app, 'GET', `/api/admin/hospitals/${h.hospital.id}/fppe?${query}`, token);
  const detail = (id: string, token = office.token) => send(t.app, 'GET', `/api/admin/fppe/${id}`, token);
  const doctorList = async (token: string) =>
    resultOf<{ data: TDoctorFppe[] }>(await send(t.app, 'GET', '/api/fppe', token)).data;

  async function approved(first: string) {
    const doctor = await createPerson(t, first, 'Practitioner');
    const { id } = await createApprovedApplication(t, {
      doctor,
      admin: office,
      hospital: h,
      name: `${first} Practitioner`,
    });
    return { doctor, applicationId: id };
  }

  async function fppeOf(doctorId: string): Promise<TFppeDetail> {
    const { data } = resultOf<TFppeList>(await list(office.token, `show=all&doctorId=${doctorId}`));
    expect(data).toHaveLength(1);
    return resultOf<TFppeDetail>(await detail(data[0].id));
  }

  it('starts an FPPE from the office’s approval, its plan copied from the privilege’s template', async () => {
    await t.db
      .update(privileges)
      .set({
        requirements: {
          fppe: {
            method: 'prospective-proctoring',
            cases: 3,
            days: 90,
            criteria: 'Three proctored admissions without concern.',
          },
        },
      })
      .where(eq(privileges.id, h.privileges.admitting.id));
    const { doctor, applicationId } = await approved('Amy');
    const fppe = await fppeOf(doctor.id);
    expect(fppe).toMatchObject({
      practitioner: { id: doctor.id, name: 'Amy Practitioner' },
      privilege: { id: h.privileges.admitting.id, name: 'Admitting', department: 'Internal Medicine' },
      trigger: 'initial',
      method: 'prospective-proctoring',
      cases: 3,
      days: 90,
      criteria: 'Three proctored admissions without concern.',
      startsOn: today(),
      dueOn: addDays(today(), 89),
      state: 'open',
      evaluations: 0,
      forCause: null,
    });
    // The standard evaluation form, made for a hospital that had none.
    expect(fppe.form).toMatchObject({ kind: 'evaluation', key: 'evaluation', version: 1 });
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, applicationId), eq(auditLog.action, 'fppe.started')));
    expect(audit).toHaveLength(1);

    // A later edit of the template changes no running plan.
    await t.db
      .update(privileges)
      .set({ requirements: { fppe: { method: 'simulation', cases: 9, days: 30, criteria: 'Other' } } })
      .where(eq(privileges.id, h.privileges.admitting.id));
    expect((await fppeOf(doctor.id)).method).toBe('prospective-proctoring');
    await t.db
      .update(privileges)
      .set({ requirements: {} })
      .where(eq(privileges.id, h.privileges.admitting.id));

    // The practitioner sees what is expected, from their dashboard.
    expect(await doctorList(doctor.token)).toEqual([
      expect.objectContaining({
        privilegeName: 'Admitting',
        method: 'prospective-proctoring',
        cases: 3,
        evaluations: 0,
        state: 'open',
        dueOn: addDays(today(), 89),
      }),
    ]);
  });

  it('starts one FPPE from a temporary grant, which the later approval joins rather than doubles', async () => {
    const doctor = await createPerson(t, 'Tia', 'Temporary');
    const started = await startAnsweredApplication(t, { token: doctor.token, hospital: h });
    await completeRequests(t.db, started.id, 1);
    resultOf(await submitApplication(t, doctor.token, started.id, 'Tia Temporary'));
    resultOf(await decide(t, office.token, started.id, 'in-review'));
    await grantStepUp(t, office.token);
    resultOf<TTemporaryPrivilegeGrant>(
      await send(t.app, 'POST', `/api/admin/applications/${started.id}/temporary-privileges`, office.token, {
        privilegeIds: [h.privileges.admitting.id],
        basis: 'patient-care-need',
        reason: 'Night cover',
        startsOn: today(),
        endsOn: addDays(today(), 29),
      }),
      201,
    );
    const temporary = await fppeOf(doctor.id);
    expect(temporary).toMatchObject({
      trigger: 'temporary',
      method: 'retrospective-review',
      cases: 5,
      days: 180,
    });
    resultOf(await decide(t, office.token, started.id, 'finalise'));
    resultOf(await decide(t, office.token, started.id, 'approved'));
    // Still the one FPPE: its evaluations during the temporary grant count.
    expect((await fppeOf(doctor.id)).id).toBe(temporary.id);
  });

  it('starts an FPPE for each privilege the board granted, none for one it denied', async () => {
    const board = await createPerson(t, 'Bea', 'Board', ['committee_member']);
    const routePath = `/api/admin/hospitals/${h.hospital.id}/decision-route`;
    resultOf(await send(t.app, 'PUT', routePath, office.token, boardOnlyRoute(board.email)));
    const [sedation] = await t.db
      .insert(privileges)
      .values({ hospitalId: h.hospital.id, department: 'Internal Medicine', name: 'Moderate sedation' })
      .returning();
    const doctor = await createPerson(t, 'Bo', 'Boarded');
    const started = await startAnsweredApplication(t, { token: doctor.token, hospital: h });
    resultOf(
      await send(t.app, 'POST', '/api/privileges', doctor.token, {
        applicationId: started.id,
        privilegeId: sedation.id,
      }),
      201,
    );
    await completeRequests(t.db, started.id, 1);
    resultOf(await submitApplication(t, doctor.token, started.id, 'Bo Boarded'));
    resultOf(await decide(t, office.token, started.id, 'in-review'));
    resultOf(await decide(t, office.token, started.id, 'finalise'));
    await grantStepUp(t, board.token);
    resultOf(
      await send(t.app, 'POST', `/api/committee/files/${started.id}/recommendation`, board.token, {
        privileges: [
          {
            privilegeId: h.privileges.admitting.id,
            outcome: 'grant-with-conditions',
            conditions: { kinds: ['fppe'], text: 'Five reviewed admissions.' },
          },
          { privilegeId: sedation.id, outcome: 'deny', reason: 'No sedation training.' },
        ],
        membershipCategory: 'active',
        appointmentMonths: 24,
        comment: '',
      }),
    );
    const { data } = resultOf<TFppeList>(await list(office.token, `show=all&doctorId=${doctor.id}`));
    expect(data.map((row) => [row.privilege.name, row.trigger, row.startsOn])).toEqual([
      ['Admitting', 'initial', today()],
    ]);
    resultOf(await send(t.app, 'PUT', routePath, office.token, { steps: [] }));
  });

  it('starts none for a privilege the practitioner already holds here', async () => {
    const doctor = await createPerson(t, 'Kim', 'Holder');
    // Admitting held in a current appointment here (an earlier file's).
    const [earlier] = await t.db
      .insert(applications)
      .values({ doctorId: doctor.id, hospitalId: h.hospital.id, status: 'approved', submittedAt: new Date() })
      .returning();
    await t.db.insert(appointments).values({
      applicationId: earlier.id,
      doctorId: doctor.id,
      hospitalId: h.hospital.id,
      startsOn: today(),
      endsOn: addDays(today(), 700),
      privilegeIds: [h.privileges.admitting.id],
    });
    await createApprovedApplication(t, { doctor, admin: office, hospital: h, name: 'Kim Holder' });
    expect(await t.db.select().from(fppes).where(eq(fppes.doctorId, doctor.id))).toEqual([]);
  });

  it('lets an evaluator record signed cases by link; the practitioner sees progress, never the evaluations', async () => {
    const { doctor } = await approved('Eve');
    const fppe = await fppeOf(doctor.id);
    // The subject cannot evaluate themself.
    expectError(
      await send(t.app, 'POST', `/api/admin/fppe/${fppe.id}/evaluators`, office.token, {
        email: doctor.email,
        name: 'Eve Practitioner',
      }),
      400,
    );
    const added = resultOf<TFppeDetail>(
      await send(t.app, 'POST', `/api/admin/fppe/${fppe.id}/evaluators`, office.token, {
        email: 'Proctor.One@Example.com',
        name: 'Paul Proctor',
      }),
    );
    expect(added.evaluators).toEqual([
      expect.objectContaining({
        name: 'Paul Proctor',
        email: 'proctor.one@example.com',
        evaluations: 0,
        active: true,
      }),
    ]);
    expectError(
      await send(t.app, 'POST', `/api/admin/fppe/${fppe.id}/evaluators`, office.token, {
        email: 'proctor.one@example.com',
        name: 'Paul Proctor',
      }),
      409,
    );
    const [invitation] = await mailsTo(t, 'proctor.one@example.com');
    expect(invitation.subject).toBe('FPPE evaluation requested: Eve Practitioner, Admitting');
    const token = linkToken(invitation.text);

    const page = resultOf<TEvaluationLinkView>(
      await send(t.app, 'GET', `/api/fppe-evaluations/link?token=${encodeURIComponent(token)}`, undefined),
    );
    expect(page).toMatchObject({
      evaluatorName: 'Paul Proctor',
      practitionerName: 'Eve Practitioner',
      privilegeName: 'Admitting',
      recorded: 0,
      mine: [],
      form: { kind: 'evaluation' },
    });

    const record = (overrides: Record<string, unknown> = {}) =>
      send(t.app, 'POST', '/api/fppe-evaluations', undefined, {
        token,
        caseReference: 'Case 1',
        caseDate: today(),
        overall: 'meets',
        answers: ANSWERS,
        signedName: 'paul  proctor',
        ...overrides,
      });
    // A signature that is not the evaluator's, a case in the future, an unanswered question.
    const refused = await record({
      signedName: 'Someone Else',
      caseDate: addDays(today(), 1),
      answers: { ...ANSWERS, judgement: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({
      signedName: 'Type your full name as the FPPE names you',
      caseDate: 'The case cannot be after today',
      judgement: 'Required',
    });
    for (const n of [1, 2, 3]) {
      resultOf(await record({ caseReference: `Case ${n}`, overall: n === 3 ? 'concerns' : 'meets' }), 201);
    }

    const seen = resultOf<TFppeDetail>(await detail(fppe.id));
    expect(seen).toMatchObject({ evaluations: 3, concerns: 1 });
    expect(seen.evaluationList.map((item) => item.caseReference)).toEqual(['Case 1', 'Case 2', 'Case 3']);
    expect(seen.evaluationList[0]).toMatchObject({
      evaluator: { name: 'Paul Proctor' },
      answers: ANSWERS,
      signedName: 'paul  proctor',
    });
    // The evaluation's answers stay out of the audit trail.
    const trail = await t.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(eq(auditLog.action, 'fppe.evaluation-recorded'));
    expect(JSON.stringify(trail)).not.toContain('Confidential');

    // The practitioner: the count, never an evaluator's words, nor the evaluations' route.
    const [own] = await doctorList(doctor.token);
    expect(own).toMatchObject({ evaluations: 3, state: 'open', conclusion: null });
    expect(JSON.stringify(own)).not.toContain('Confidential');
    expectError(await detail(fppe.id, doctor.token), 403);
    // Another practitioner sees none of it; another hospital's office, nothing (404).
    const stranger = await createPerson(t, 'Stan', 'Stranger');
    expect(await doctorList(stranger.token)).toEqual([]);
    expectError(await detail(fppe.id, otherOffice.token), 404);
    expectError(await list(otherOffice.token), 404);
  });

  it('adjusts a running plan (the due date follows), resends a link (the old one stops), removes an evaluator', async () => {
    const { doctor } = await approved('Ada');
    const fppe = await fppeOf(doctor.id);
    const adjusted = resultOf<TFppeDetail>(
      await send(t.app, 'PUT', `/api/admin/fppe/${fppe.id}/plan`, office.token, {
        method: 'simulation',
        cases: null,
        days: 30,
        criteria: 'Two simulated codes.',
      }),
    );
    expect(adjusted).toMatchObject({
      method: 'simulation',
      cases: null,
      days: 30,
      dueOn: addDays(fppe.startsOn, 29),
    });
    expectError(
      await send(t.app, 'PUT', `/api/admin/fppe/${fppe.id}/plan`, otherOffice.token, {
        method: 'simulation',
        cases: null,
        days: 30,
        criteria: 'x',
      }),
      404,
    );
    const added = resultOf<TFppeDetail>(
      await send(t.app, 'POST', `/api/admin/fppe/${fppe.id}/evaluators`, office.token, {
        email: 'ada.proctor@example.com',
        name: 'Al Proctor',
      }),
    );
    const evaluatorId = added.evaluators[0].id;
    const first = linkToken((await mailsTo(t, 'ada.proctor@example.com'))[0].text);
    resultOf(
      await send(t.app, 'POST', `/api/admin/fppe/${fppe.id}/evaluators/${evaluatorId}/resend`, office.token),
    );
    const mails = await mailsTo(t, 'ada.proctor@example.com');
    expect(mails).toHaveLength(2);
    const second = linkToken(mails[1].text);
    expectError(await send(t.app, 'GET', `/api/fppe-evaluations/link?token=${first}`, undefined), 400);
    resultOf(await send(t.app, 'GET', `/api/fppe-evaluations/link?token=${second}`, undefined));
    const removed = resultOf<TFppeDetail>(
      await send(t.app, 'DELETE', `/api/admin/fppe/${fppe.id}/evaluators/${evaluatorId}`, office.token),
    );
    expect(removed.evaluators).toEqual([]);
    expectError(await send(t.app, 'GET', `/api/fppe-evaluations/link?token=${second}`, undefined), 400);
  });

  it('concludes signed: the practitioner is told, and the evaluator’s link closes', async () => {
    const { doctor } = await approved('Cal');
    const fppe = await fppeOf(doctor.id);
    resultOf(
      await send(t.app, 'POST', `/api/admin/fppe/${fppe.id}/evaluators`, office.token, {
        email: 'reviewer.cal@example.com',
        name: 'Rita Reviewer',
      }),
    );
    const token = linkToken((await mailsTo(t, 'reviewer.cal@example.com'))[0].text);
    const conclude = (body: Record<string, unknown>, token_ = office.token) =>
      send(t.app, 'POST', `/api/admin/fppe/${fppe.id}/conclude`, token_, body);
    // Unsigned: refused. Conditions without saying which: refused.
    expectError(await conclude({ conclusion: 'confirmed', note: '' }), 403);
    expectError(await conclude({ conclusion: 'conditions', note: '' }), 400);
    await grantStepUp(t, office.token);
    const done = resultOf<TFppeDetail>(await conclude({ conclusion: 'confirmed', note: 'Competent.' }));
    expect(done).toMatchObject({
      state: 'completed',
      conclusion: 'confirmed',
      conclusionNote: 'Competent.',
      concludedBy: { name: 'Olive Office' },
    });
    expect((await mailsTo(t, doctor.email)).map((mail) => mail.subject)).toContain(
      `Your FPPE for Admitting at ${h.hospital.name}`,
    );
    expect((await doctorList(doctor.token))[0]).toMatchObject({
      state: 'completed',
      conclusion: 'confirmed',
    });
    // Concluded: nothing more is recorded, and a second conclusion is refused.
    expectError(await send(t.app, 'GET', `/api/fppe-evaluations/link?token=${token}`, undefined), 410);
    await grantStepUp(t, office.token);
    expectError(await conclude({ conclusion: 'confirmed', note: '' }), 409);
  });

  it('extends with a new plan: a new FPPE starts today, linked to the first', async () => {
    const { doctor } = await approved('Xen');
    const fppe = await fppeOf(doctor.id);
    await grantStepUp(t, office.token);
    const body = {
      conclusion: 'extended',
      note: 'Too few cases',
      newPlan: { method: 'concurrent-observation', cases: 4, days: 60, criteria: 'Four observed cases.' },
    };
    const done = resultOf<TFppeDetail>(
      await send(t.app, 'POST', `/api/admin/fppe/${fppe.id}/conclude`, office.token, body),
    );
    expect(done.nextId).not.toBeNull();
    const next = resultOf<TFppeDetail>(await detail(done.nextId!));
    expect(next).toMatchObject({
      trigger: 'extension',
      previousId: fppe.id,
      method: 'concurrent-observation',
      cases: 4,
      dueOn: addDays(today(), 59),
      state: 'open',
    });
  });

  it('lets a department’s chair open a for-cause FPPE, its reason kept from the practitioner and the trail, and refer it', async () => {
    const settingsPath = `/api/admin/hospitals/${h.hospital.id}/fppe-settings`;
    // A practitioner's account cannot chair.
    const doctorChair = await createPerson(t, 'Doc', 'Notchair');
    expectError(
      await send(t.app, 'PUT', settingsPath, office.token, {
        release: 'progress-and-conclusion',
        reminderDays: 14,
        chairs: [{ department: 'Internal Medicine', email: doctorChair.email }],
      }),
      400,
    );
    const settings = resultOf<TFppeSettings>(
      await send(t.app, 'PUT', settingsPath, office.token, {
        release: 'progress',
        reminderDays: 14,
        chairs: [{ department: 'Internal Medicine', email: chair.email }],
      }),
    );
    expect(settings.chairs).toEqual([
      { department: 'Internal Medicine', email: chair.email, name: 'Ivy Chair' },
    ]);
    expectError(await send(t.app, 'GET', settingsPath, otherOffice.token), 404);

    const { doctor } = await approved('Fay');
    const initial = await fppeOf(doctor.id);
    await grantStepUp(t, office.token);
    resultOf(
      await send(t.app, 'POST', `/api/admin/fppe/${initial.id}/conclude`, office.token, {
        conclusion: 'confirmed',
        note: '',
      }),
    );
    const open = (token: string, overrides: Record<string, unknown> = {}) =>
      send(t.app, 'POST', `/api/admin/hospitals/${h.hospital.id}/fppe`, token, {
        doctorId: doctor.id,
        privilegeKey: initial.privilege.key,
        kind: 'complaint',
        reason: 'Confidential complaint from a nurse about a discharge.',
        plan: { method: 'retrospective-review', cases: 10, days: 90, criteria: 'Ten charts reviewed.' },
        ...overrides,
      });
    // Another chair (no department here), a stranger office: 404; a privilege not held: 400.
    const otherChair = await createPerson(t, 'Ned', 'Nochair', ['committee_member']);
    expectError(await open(otherChair.token), 404);
    expectError(await open(otherOffice.token), 404);
    expectError(await open(office.token, { privilegeKey: h.privileges.cath.id }), 400);

    // The chair finds the hospital among those whose FPPEs they may list; another chair does not.
    const chairHospitals = resultOf<{ data: { id: string }[] }>(
      await send(t.app, 'GET', '/api/admin/fppe-hospitals', chair.token),
    );
    expect(chairHospitals.data.map((hospital) => hospital.id)).toEqual([h.hospital.id]);
    expect(
      resultOf<{ data: unknown[] }>(await send(t.app, 'GET', '/api/admin/fppe-hospitals', otherChair.token))
        .data,
    ).toEqual([]);
    expectError(await send(t.app, 'GET', '/api/admin/fppe-hospitals', doctor.token), 403);
    const forCause = resultOf<TFppeDetail>(await open(chair.token), 201);
    expect(forCause).toMatchObject({
      trigger: 'for-cause',
      forCause: { kind: 'complaint', reason: 'Confidential complaint from a nurse about a discharge.' },
      canManage: true,
      cases: 10,
    });
    expectError(await open(chair.token), 409);
    // The chair's list holds their department's; the office reads the reason too.
    expect(resultOf<TFppeList>(await list(chair.token, 'show=open')).data.map((row) => row.id)).toContain(
      forCause.id,
    );
    expect(resultOf<TFppeDetail>(await detail(forCause.id)).forCause?.reason).toContain('Confidential');
    // The practitioner: what is expected and progress (the hospital's setting), never the reason.
    const own = await doctorList(doctor.token);
    expect(JSON.stringify(own)).not.toContain('Confidential');
    expect(own.find((row) => row.id === forCause.id)).toMatchObject({ evaluations: 0, conclusion: null });
    const trail = await t.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(eq(auditLog.entityId, forCause.id));
    expect(JSON.stringify(trail)).not.toContain('Confidential');

    // A committee member not yet involved reads nothing; the chair refers it, then they may.
    const member = await createPerson(t, 'Mo', 'Member', ['committee_member']);
    resultOf(
      await send(
        t.app,
        'PUT',
        `/api/admin/hospitals/${h.hospital.id}/decision-route`,
        office.token,
        boardOnlyRoute(member.email),
      ),
    );
    expectError(await detail(forCause.id, member.token), 404);
    await grantStepUp(t, chair.token);
    const referred = resultOf<TFppeDetail>(
      await send(t.app, 'POST', `/api/admin/fppe/${forCause.id}/conclude`, chair.token, {
        conclusion: 'restriction',
        note: 'Restrict to supervised discharges.',
      }),
    );
    expect(referred).toMatchObject({
      state: 'referred',
      conclusion: 'restriction',
      concludedBy: { name: 'Ivy Chair' },
    });
    const [referral] = await mailsTo(t, member.email).then((mails) =>
      mails.filter((mail) => mail.subject.startsWith('FPPE referral')),
    );
    expect(referral.subject).toBe('FPPE referral: Fay Practitioner, Admitting');
    expect(resultOf<TFppeDetail>(await detail(forCause.id, member.token))).toMatchObject({
      state: 'referred',
      canManage: false,
      candidates: [],
    });
    expect(resultOf<TFppeDetail>(await detail(forCause.id, member.token)).referral).toMatchObject({
      canDecide: true,
      upheld: null,
    });

    // The route's last step decides it, signed; the office reads it but does not decide.
    const decide = (token: string, body: Record<string, unknown>) =>
      send(t.app, 'POST', `/api/admin/fppe/${forCause.id}/referral-decision`, token, body);
    const upheld = { upheld: true, note: 'Discharges only with a second signature for 6 months.' };
    await grantStepUp(t, office.token);
    expectError(await decide(office.token, upheld), 403);
    expectError(await decide(member.token, upheld), 403);
    expectError(await decide(member.token, { note: 'x' }), 400);
    await grantStepUp(t, member.token);
    const decided = resultOf<TFppeDetail>(await decide(member.token, upheld));
    expect(decided).toMatchObject({
      state: 'completed',
      referral: { canDecide: false, upheld: true, decidedBy: { name: 'Mo Member' } },
    });
    // The appointment now limits the privilege; the practitioner is told, with the hearing right.
    const [restricted] = await t.db.select().from(appointments).where(eq(appointments.doctorId, doctor.id));
    expect(restricted.conditions[h.privileges.admitting.id]).toEqual({
      kinds: ['limits'],
      text: 'Discharges only with a second signature for 6 months.',
    });
    expect(restricted.privilegeIds).toContain(h.privileges.admitting.id);
    const decisionMail = (await mailsTo(t, doctor.email)).find((mail) =>
      mail.subject.startsWith('Decision on'),
    );
    expect(decisionMail?.subject).toBe(`Decision on your privilege Admitting at ${h.hospital.name}`);
    expect(decisionMail?.text).toContain('right to a hearing');
    await grantStepUp(t, member.token);
    expectError(await decide(member.token, upheld), 409);

    // Released "progress" only: the practitioner sees it concluded, not the recommendation.
    expect((await doctorList(doctor.token)).find((row) => row.id === forCause.id)).toMatchObject({
      state: 'completed',
      conclusion: null,
    });
    resultOf(
      await send(t.app, 'PUT', settingsPath, office.token, {
        release: 'progress-and-conclusion',
        reminderDays: 14,
        chairs: [],
      }),
    );
    resultOf(
      await send(t.app, 'PUT', `/api/admin/hospitals/${h.hospital.id}/decision-route`, office.token, {
        steps: [],
      }),
    );
  });

  it('reminds evaluators and the office before the due date, once', async () => {
    const { doctor } = await approved('Rex');
    const fppe = await fppeOf(doctor.id);
    resultOf(
      await send(t.app, 'POST', `/api/admin/fppe/${fppe.id}/evaluators`, office.token, {
        email: 'remind.me@example.com',
        name: 'Rae Minder',
      }),
    );
    const job = { names: ['fppe-reminders'] };
    await t.runJobs(noonOf(addDays(fppe.dueOn, -20)), job);
    expect(await mailsTo(t, 'remind.me@example.com')).toHaveLength(1);
    await t.runJobs(noonOf(addDays(fppe.dueOn, -10)), job);
    await t.runJobs(noonOf(addDays(fppe.dueOn, -9)), job);
    const mails = await mailsTo(t, 'remind.me@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'FPPE evaluation requested: Rex Practitioner, Admitting',
      `FPPE due ${dayjs(fppe.dueOn).format('MM/DD/YYYY')}: Rex Practitioner, Admitting`,
    ]);
    // The reminder's link works beside the first one.
    const first = linkToken(mails[0].text);
    const second = linkToken(mails[1].text);
    for (const token of [first, second]) {
      resultOf(await send(t.app, 'GET', `/api/fppe-evaluations/link?token=${token}`, undefined));
    }
    const officeMails = (await mailsTo(t, office.email)).filter((mail) =>
      mail.subject.startsWith('FPPE due'),
    );
    expect(officeMails.length).toBeGreaterThanOrEqual(1);
  });

  it('answers bad input with 4xx, never 500', async () => {
    expectError(await detail('not-an-id'), 404);
    expectError(await list(office.token, 'show=nonsense'), 400);
    expectError(await send(t.app, 'GET', '/api/fppe-evaluations/link?token=abc', undefined), 400);
    expectError(
      await send(t.app, 'POST', '/api/fppe-evaluations', undefined, { token: 'a.b.c', caseReference: '' }),
      400,
    );
    expectError(
      await send(t.app, 'POST', `/api/admin/hospitals/${h.hospital.id}/fppe`, office.token, {
        doctorId: 'x',
        privilegeKey: 'y',
      }),
      400,
    );
  });
});
