import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_VOLUME_TEXT, type TFppeDetail, type TPracticeEvidence } from '@docapply/contracts';
import { applicationPrivileges, applications, appointments } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import { mailsTo } from './submission-fixtures';
import { readPdf } from './packet-fixtures';
import {
  appointPractitioner,
  createCardiologyIndicators,
  createOppeHospital,
  csvOf,
  openCycle,
  uploadOppeCsv,
  type TOppeHospital,
  type TPractitioner,
} from './oppe-fixtures';

const today = () => dayjs().format('YYYY-MM-DD');

describe('a reappointment’s practice evidence (issue 41)', () => {
  let t: TTestApp;
  let h: TOppeHospital;
  let other: TOppeHospital;
  let doctor: TPractitioner;
  let reappointmentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createOppeHospital(t);
    other = await createOppeHospital(t, 'Otto');
    doctor = await appointPractitioner(t, { hospitalId: h.hospital.hospital.id, name: ['Rory', 'Renewal'] });
    const { cath, echo, admitting } = h.hospital.privileges;
    // The appointment being renewed held cath, echo and admitting; the reappointment asks for all three.
    const [held] = await t.db
      .update(appointments)
      .set({
        privilegeIds: [cath.id, echo.id, admitting.id],
        startsOn: dayjs().subtract(700, 'day').format('YYYY-MM-DD'),
      })
      .where(eq(appointments.doctorId, doctor.id))
      .returning();
    const [reappointment] = await t.db
      .insert(applications)
      .values({
        doctorId: doctor.id,
        hospitalId: h.hospital.hospital.id,
        kind: 'reappointment',
        previousApplicationId: held.applicationId,
        status: 'in-review',
        submittedAt: new Date(),
      })
      .returning();
    reappointmentId = reappointment.id;
    await t.db.insert(applicationPrivileges).values(
      [cath, echo, admitting].map((privilege) => ({
        applicationId: reappointment.id,
        privilegeId: privilege.id,
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const evidence = async (token = h.admin.token) =>
    resultOf<TPracticeEvidence>(
      await send(t.app, 'GET', `/api/admin/applications/${reappointmentId}/practice-evidence`, token),
    );
  const lowVolume = (found: TPracticeEvidence) =>
    Object.fromEntries(found.privileges.map((privilege) => [privilege.name, privilege.lowVolume]));

  it('flags every privilege the period shows no activity in', async () => {
    const found = await evidence();
    expect(found.period?.endsOn).toBe('2099-12-31');
    expect(found.fppes).toEqual([]);
    expect(found.oppe).toEqual([]);
    expect(lowVolume(found)).toEqual({
      Admitting: true,
      'Cardiac catheterisation': true,
      Echocardiography: true,
    });
  });

  it('shows the FPPE and its evaluated cases, and the OPPE cycle with its flags; what stays unshown stays flagged', async () => {
    // A for-cause FPPE on cath, with one case evaluated.
    const opened = resultOf<TFppeDetail>(
      await send(t.app, 'POST', `/api/admin/hospitals/${h.hospital.hospital.id}/fppe`, h.admin.token, {
        doctorId: doctor.id,
        privilegeKey: h.hospital.privileges.cath.key,
        kind: 'outcome',
        reason: 'Two returns to the lab in a month',
        plan: { method: 'retrospective-review', cases: 5, days: 90, criteria: 'Five charts.' },
      }),
      201,
    );
    resultOf(
      await send(t.app, 'POST', `/api/admin/fppe/${opened.id}/evaluators`, h.admin.token, {
        email: 'peer.reviewer@example.com',
        name: 'Pat Peer',
      }),
    );
    const [invitation] = await mailsTo(t, 'peer.reviewer@example.com');
    const token = /\/evaluate\?token=([\w.-]+)/.exec(invitation.text)![1];
    resultOf(
      await send(t.app, 'POST', '/api/fppe-evaluations', undefined, {
        token,
        caseReference: 'Chart 1',
        caseDate: today(),
        overall: 'meets',
        answers: {
          indication: 'yes',
          judgement: '3',
          technique: '3',
          outcome: 'expected',
          documentation: '3',
          communication: '3',
        },
        signedName: 'Pat Peer',
      }),
      201,
    );
    const afterFppe = await evidence();
    expect(afterFppe.fppes).toEqual([
      expect.objectContaining({
        privilegeName: 'Cardiac catheterisation',
        trigger: 'for-cause',
        evaluations: 1,
        state: 'open',
      }),
    ]);
    expect(lowVolume(afterFppe)).toEqual({
      Admitting: true,
      'Cardiac catheterisation': false,
      Echocardiography: true,
    });

    // The OPPE cycle: cardiology's volume shows activity; a complication rate past its maximum is flagged.
    await createCardiologyIndicators(t, h);
    const cycle = await openCycle(t, h);
    resultOf(
      await uploadOppeCsv(t, {
        base: h.base,
        token: h.admin.token,
        csv: csvOf([
          [doctor.npi, 'case-volume', cycle.startsOn, 42, ''],
          [doctor.npi, 'complication-rate', cycle.startsOn, 3, 30],
        ]),
      }),
      201,
    );
    const afterOppe = await evidence();
    expect(afterOppe.oppe).toHaveLength(1);
    expect(afterOppe.oppe[0].indicators).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Case volume', value: 42, flag: null }),
        expect.objectContaining({ name: 'Complication rate', value: 10, flag: 'above-max' }),
      ]),
    );
    expect(lowVolume(afterOppe)).toEqual({
      Admitting: true,
      'Cardiac catheterisation': false,
      Echocardiography: false,
    });

    // The committee packet carries it: the part, the flag and the FPPE.
    const packet = await t.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${reappointmentId}/packet`,
      headers: { 'x-auth-token': h.admin.token },
    });
    expect(packet.statusCode, packet.body).toBe(200);
    const pdf = await readPdf(packet.rawPayload);
    const practice = pdf.pages.find((page) => page.includes('Practice evaluation'));
    expect(practice).toBeDefined();
    expect(practice).toContain(LOW_VOLUME_TEXT);
    expect(practice).toContain('Complication rate');
    expect(practice).toContain('Above the threshold');
    expect(pdf.outline.map((item) => item.title)).toContain('Practice evaluation');
  });

  it('is the office’s alone: another hospital’s office and the practitioner get nothing', async () => {
    expectError(
      await send(
        t.app,
        'GET',
        `/api/admin/applications/${reappointmentId}/practice-evidence`,
        other.admin.token,
      ),
      404,
    );
    expectError(
      await send(t.app, 'GET', `/api/admin/applications/${reappointmentId}/practice-evidence`, doctor.token),
      403,
    );
    const stranger = await createPerson(t, 'Sam', 'Stranger');
    expectError(
      await send(
        t.app,
        'GET',
        `/api/admin/applications/${reappointmentId}/practice-evidence`,
        stranger.token,
      ),
      403,
    );
  });

  it('is empty for a first application', async () => {
    const [first] = await t.db
      .insert(applications)
      .values({
        doctorId: doctor.id,
        hospitalId: h.hospital.hospital.id,
        status: 'in-review',
        submittedAt: new Date(),
      })
      .returning();
    expect(
      resultOf<TPracticeEvidence>(
        await send(t.app, 'GET', `/api/admin/applications/${first.id}/practice-evidence`, h.admin.token),
      ),
    ).toEqual({ period: null, fppes: [], oppe: [], privileges: [] });
  });
});
