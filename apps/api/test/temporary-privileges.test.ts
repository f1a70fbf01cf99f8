import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TApplicationStatus,
  TBoardDecision,
  TDoctorTemporaryPrivilegeList,
  TGrantTemporaryPrivilegesRequest,
  TTemporaryPrivilegeGrant,
  TTemporaryPrivilegeList,
} from '@docapply/contracts';
import { createAppContext } from '@/compose';
import { runAsSystem } from '@/core/context';
import { applicationPrivileges, applications, auditLog } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { grantStepUp } from './helpers/factors';
import { baseUrlOf, changeOf, openLiveStream } from './live-fixtures';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';
import { addDays, noonOf } from './appointment-fixtures';
import { decide, mailsTo } from './submission-fixtures';

const JOB = { names: ['temporary-privilege-expiry'] };
const today = () => dayjs().format('YYYY-MM-DD');

describe('temporary privileges', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let admin: TPerson;
  let otherAdmin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    admin = await createHospitalAdmin(t, 'Olive', 'Office', h.hospital.id);
    const other = await createHospitalWithForms(t.db);
    otherAdmin = await createHospitalAdmin(t, 'Otto', 'Elsewhere', other.hospital.id);
    // A real address: the doctor's live stream follows the grants.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A doctor's application at `hospital` in `status`, requesting catheterisation and echo. */
  async function applicationIn(
    status: TApplicationStatus,
    { flagCount = 0, hospital = h }: { flagCount?: number; hospital?: TTestHospital } = {},
  ) {
    const doctor = await createPerson(t, 'Dana', 'Doe');
    const [row] = await t.db
      .insert(applications)
      .values({
        doctorId: doctor.id,
        hospitalId: hospital.hospital.id,
        status,
        flagCount,
        submittedAt: status === 'draft' ? null : new Date(),
      })
      .returning();
    await t.db.insert(applicationPrivileges).values([
      { applicationId: row.id, privilegeId: hospital.privileges.cath.id },
      { applicationId: row.id, privilegeId: hospital.privileges.echo.id },
    ]);
    return { doctor, id: row.id };
  }

  const grantBody = (overrides: Partial<TGrantTemporaryPrivilegesRequest> = {}) => ({
    privilegeIds: [h.privileges.cath.id],
    basis: 'patient-care-need',
    reason: 'Covers the cath lab on nights until the committee meets',
    startsOn: today(),
    endsOn: addDays(today(), 29),
    ...overrides,
  });

  /** The admin's grant, signed with a fresh step-up unless `signed` is false. */
  async function grant(
    applicationId: string,
    overrides: Partial<TGrantTemporaryPrivilegesRequest> = {},
    { token = admin.token, signed = true }: { token?: string; signed?: boolean } = {},
  ) {
    if (signed) {
      await grantStepUp(t, token);
    }
    return send(t.app, 'POST', `/api/admin/applications/${applicationId}/temporary-privileges`, token, {
      ...grantBody(overrides),
    });
  }

  const officeList = (applicationId: string, token = admin.token) =>
    send(t.app, 'GET', `/api/admin/applications/${applicationId}/temporary-privileges`, token);
  const doctorList = (applicationId: string, token: string) =>
    send(t.app, 'GET', `/api/applications/${applicationId}/temporary-privileges`, token);
  const endGrant = (applicationId: string, grantId: string, reason: string, token = admin.token) =>
    send(
      t.app,
      'POST',
      `/api/admin/applications/${applicationId}/temporary-privileges/${grantId}/end`,
      token,
      {
        reason,
      },
    );
  const auditActions = async (applicationId: string) =>
    (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.applicationId, applicationId), eq(auditLog.entity, 'temporary_privilege')))
    ).map((row) => row.action);

  it('grants for a patient-care need on a submitted application: the office and the doctor see it, the doctor is mailed', async () => {
    const { doctor, id } = await applicationIn('in-review');
    const doctorStream = await openLiveStream(baseUrlOf(t.app), doctor.token);
    const granted = resultOf<TTemporaryPrivilegeGrant>(await grant(id), 201);
    // The doctor's open pages hear of it.
    try {
      await doctorStream.waitFor(changeOf('temporary-privileges', id));
    } finally {
      doctorStream.close();
    }
    expect(granted).toMatchObject({
      basis: 'patient-care-need',
      state: 'active',
      startsOn: today(),
      endsOn: addDays(today(), 29),
      privileges: [{ id: h.privileges.cath.id, name: 'Cardiac catheterisation', department: 'Cardiology' }],
      grantedBy: { id: admin.id, name: 'Olive Office' },
      endedAt: null,
    });

    const office = resultOf<TTemporaryPrivilegeList>(await officeList(id));
    expect(office.data.map((g) => g.id)).toEqual([granted.id]);
    expect(office.maxDays).toBe(120);
    expect(office.requested.map((p) => p.name)).toEqual(['Cardiac catheterisation', 'Echocardiography']);

    // The doctor sees what and until when, never the office's reason or who granted.
    const mine = resultOf<TDoctorTemporaryPrivilegeList>(await doctorList(id, doctor.token));
    expect(mine.data).toEqual([
      {
        id: granted.id,
        applicationId: id,
        basis: 'patient-care-need',
        startsOn: today(),
        endsOn: addDays(today(), 29),
        state: 'active',
        privileges: granted.privileges,
        endedAt: null,
      },
    ]);
    expect(JSON.stringify(mine)).not.toContain('cath lab on nights');

    const [mail] = await mailsTo(t, doctor.email);
    expect(mail.subject).toBe(`Temporary privileges at ${h.hospital.name}`);
    expect(mail.text).toContain('- Cardiac catheterisation');
    expect(mail.text).toContain(dayjs(addDays(today(), 29)).format('MM/DD/YYYY'));
    expect(await auditActions(id)).toEqual(['temporary-privileges.granted']);
  });

  it('refuses a patient-care need before submission (404: a draft is the doctor’s) and after the decision (409)', async () => {
    expectError(await grant((await applicationIn('draft')).id), 404, 'NOT_FOUND');
    for (const status of ['approved', 'rejected'] as const) {
      const response = await grant((await applicationIn(status)).id);
      expectError(response, 409, 'CONFLICT');
      expect(response.json().error.fields.basis).toMatch(/submitted application that is not decided/);
    }
  });

  it('grants for a pending application only when it is complete (final review) and clean (no red flags)', async () => {
    const inReview = await grant((await applicationIn('in-review')).id, { basis: 'pending-application' });
    expectError(inReview, 409, 'CONFLICT');
    expect(inReview.json().error.message).toMatch(/awaiting the committee/);

    const flagged = await grant((await applicationIn('finalise', { flagCount: 2 })).id, {
      basis: 'pending-application',
    });
    expectError(flagged, 409, 'CONFLICT');
    expect(flagged.json().error.message).toMatch(/has 2 red flags/);

    const clean = await applicationIn('finalise');
    const granted = resultOf<TTemporaryPrivilegeGrant>(
      await grant(clean.id, { basis: 'pending-application' }),
      201,
    );
    expect(granted.basis).toBe('pending-application');
  });

  it('lasts at most the hospital’s days, the first and last included; a hospital may set fewer', async () => {
    const own = await createHospitalWithForms(t.db);
    const ownAdmin = await createHospitalAdmin(t, 'Sam', 'Setter', own.hospital.id);
    const at = async (days: number) => {
      const { id } = await applicationIn('applied', { hospital: own });
      return grant(
        id,
        { privilegeIds: [own.privileges.echo.id], endsOn: addDays(today(), days - 1) },
        {
          token: ownAdmin.token,
        },
      );
    };
    expect((await at(120)).statusCode).toBe(201);
    const tooLong = await at(121);
    expectError(tooLong, 400, 'VALIDATION');
    expect(tooLong.json().error.fields.endsOn).toBe(
      `Temporary privileges last at most 120 days, the first and the last day included: end them on ${dayjs(addDays(today(), 119)).format('MM/DD/YYYY')} or before`,
    );

    const settingsUrl = `/api/admin/hospitals/${own.hospital.id}/temporary-privilege-settings`;
    expect(resultOf(await send(t.app, 'GET', settingsUrl, ownAdmin.token))).toEqual({ maxDays: 120 });
    expectError(await send(t.app, 'PUT', settingsUrl, ownAdmin.token, { maxDays: 121 }), 400, 'VALIDATION');
    expectError(await send(t.app, 'PUT', settingsUrl, ownAdmin.token, { maxDays: 0 }), 400, 'VALIDATION');
    expectError(await send(t.app, 'PUT', settingsUrl, admin.token, { maxDays: 30 }), 404, 'NOT_FOUND');
    expectError(await send(t.app, 'GET', settingsUrl, admin.token), 404, 'NOT_FOUND');
    expect(resultOf(await send(t.app, 'PUT', settingsUrl, ownAdmin.token, { maxDays: 30 }))).toEqual({
      maxDays: 30,
    });

    expect((await at(30)).statusCode).toBe(201);
    const overSetting = await at(31);
    expectError(overSetting, 400, 'VALIDATION');
    expect(overSetting.json().error.fields.endsOn).toMatch(/at most 30 days/);
    const { id } = await applicationIn('applied', { hospital: own });
    expect(resultOf<TTemporaryPrivilegeList>(await officeList(id, ownAdmin.token)).maxDays).toBe(30);
  });

  it('refuses bad input field by field, a day in the past, and a privilege the application did not request', async () => {
    const { id } = await applicationIn('in-review');
    const fieldOf = async (overrides: Record<string, unknown>, field: string) => {
      const response = await grant(id, overrides as Partial<TGrantTemporaryPrivilegesRequest>, {
        signed: false,
      });
      expectError(response, 400, 'VALIDATION');
      expect(Object.keys(response.json().error.fields ?? {}), response.body).toContain(field);
    };
    await fieldOf({ startsOn: addDays(today(), -1), endsOn: today() }, 'startsOn');
    await fieldOf({ endsOn: addDays(today(), -1) }, 'endsOn');
    await fieldOf({ endsOn: '2027-02-30' }, 'endsOn');
    await fieldOf({ privilegeIds: [] }, 'privilegeIds');
    await fieldOf({ privilegeIds: [h.privileges.admitting.id] }, 'privilegeIds');
    await fieldOf({ basis: 'friendship' }, 'basis');
    await fieldOf({ reason: '   ' }, 'reason');
    expectError(
      await send(t.app, 'POST', `/api/admin/applications/${id}/temporary-privileges`, admin.token, {
        ...grantBody(),
        extra: true,
      }),
      400,
    );
    expect(resultOf<TTemporaryPrivilegeList>(await officeList(id)).data).toEqual([]);
  });

  it('is signed: without a fresh second factor it answers 403 STEP_UP_REQUIRED and grants nothing', async () => {
    // An admin of their own: a step-up proven for a refused grant stays good for a few minutes.
    const signer = await createHospitalAdmin(t, 'Sid', 'Signer', h.hospital.id);
    const { doctor, id } = await applicationIn('in-review');
    expectError(await grant(id, {}, { token: signer.token, signed: false }), 403, 'STEP_UP_REQUIRED');
    expect(resultOf<TTemporaryPrivilegeList>(await officeList(id)).data).toEqual([]);
    expect(await mailsTo(t, doctor.email)).toEqual([]);
    expect((await grant(id, {}, { token: signer.token })).statusCode).toBe(201);
    // The proof signed once: the next grant needs another.
    const other = await applicationIn('in-review');
    expectError(await grant(other.id, {}, { token: signer.token, signed: false }), 403, 'STEP_UP_REQUIRED');
  });

  it('keeps one grant in force per application: another is refused until the office ends the first', async () => {
    const { doctor, id } = await applicationIn('in-review');
    const first = resultOf<TTemporaryPrivilegeGrant>(await grant(id), 201);
    const again = await grant(id, { privilegeIds: [h.privileges.echo.id] });
    expectError(again, 409, 'CONFLICT');
    expect(again.json().error.message).toMatch(/End them before granting new ones/);

    expectError(await endGrant(id, first.id, ''), 400, 'VALIDATION');
    const ended = resultOf<TTemporaryPrivilegeGrant>(await endGrant(id, first.id, 'The need has passed'));
    expect(ended).toMatchObject({
      state: 'ended',
      endedBy: { id: admin.id, name: 'Olive Office' },
      endReason: 'The need has passed',
    });
    expect(ended.endedAt).not.toBeNull();
    expectError(await endGrant(id, first.id, 'Again'), 409, 'CONFLICT');

    const mails = await mailsTo(t, doctor.email);
    expect(mails.at(-1)?.subject).toBe(`Your temporary privileges at ${h.hospital.name} have ended`);
    expect(mails.at(-1)?.text).toContain('has ended your temporary privileges');
    expect(mails.at(-1)?.text).not.toContain('The need has passed');

    expect((await grant(id, { privilegeIds: [h.privileges.echo.id] })).statusCode).toBe(201);
    expect(await auditActions(id)).toEqual([
      'temporary-privileges.granted',
      'temporary-privileges.ended',
      'temporary-privileges.granted',
    ]);
  });

  it('expires by itself after its last day (the job), and the doctor is told', async () => {
    const { doctor, id } = await applicationIn('in-review');
    const endsOn = addDays(today(), 2);
    const granted = resultOf<TTemporaryPrivilegeGrant>(await grant(id, { endsOn }), 201);

    await t.runJobs(noonOf(endsOn), JOB);
    expect(resultOf<TDoctorTemporaryPrivilegeList>(await doctorList(id, doctor.token)).data[0].state).toBe(
      'active',
    );

    await t.runJobs(noonOf(addDays(endsOn, 1)), JOB);
    const [expired] = resultOf<TTemporaryPrivilegeList>(await officeList(id)).data;
    expect(expired).toMatchObject({ id: granted.id, state: 'expired', endedBy: null, endReason: null });
    expect(resultOf<TDoctorTemporaryPrivilegeList>(await doctorList(id, doctor.token)).data[0].state).toBe(
      'expired',
    );
    const mails = await mailsTo(t, doctor.email);
    expect(mails.at(-1)?.text).toContain(`ended after their last day, ${dayjs(endsOn).format('MM/DD/YYYY')}`);
    // Once only: a later run finds nothing in force.
    await t.runJobs(noonOf(addDays(endsOn, 2)), JOB);
    expect(await mailsTo(t, doctor.email)).toHaveLength(mails.length);
    expect(await auditActions(id)).toEqual(['temporary-privileges.granted', 'temporary-privileges.expired']);
  });

  it('ends when the board decides the application (the application.decided event, in its transaction)', async () => {
    const { doctor, id } = await applicationIn('finalise');
    resultOf(await grant(id, { basis: 'pending-application' }), 201);
    const decision: TBoardDecision = {
      applicationId: id,
      doctorId: doctor.id,
      hospitalId: h.hospital.id,
      decidedOn: today(),
      outcome: 'approved',
      membershipCategory: 'active',
      appointment: { startsOn: today(), endsOn: addDays(today(), 730) },
      privileges: [],
      comment: null,
      stepName: 'Board',
      decidedBy: { id: admin.id, name: 'Olive Office' },
    };
    const ctx = createAppContext({ config: { ...t.config, SMTP_URL: undefined }, db: t.db, log: t.app.log });
    // A decision that rolls back leaves the grant in force.
    await expect(
      runAsSystem(ctx, 'test', () =>
        t.db.transaction(async (tx) => {
          await ctx.events.publish(tx, 'application.decided', { decision });
          throw new Error('the decision failed');
        }),
      ),
    ).rejects.toThrow('the decision failed');
    expect(resultOf<TTemporaryPrivilegeList>(await officeList(id)).data[0].state).toBe('active');

    await runAsSystem(ctx, 'test', () =>
      t.db.transaction((tx) => ctx.events.publish(tx, 'application.decided', { decision })),
    );
    const [ended] = resultOf<TTemporaryPrivilegeList>(await officeList(id)).data;
    expect(ended).toMatchObject({
      state: 'ended',
      endedBy: null,
      endReason: 'The board decided the application',
    });
    expect((await mailsTo(t, doctor.email)).at(-1)?.text).toContain(
      'have ended: the board decided the application.',
    );
    await ctx.mailer.stop();
    await ctx.live.close();
  });

  it('ends when the office rejects the application', async () => {
    const { id } = await applicationIn('finalise');
    resultOf(await grant(id, { basis: 'pending-application' }), 201);
    expect((await decide(t, admin.token, id, 'rejected', 'Not eligible')).statusCode).toBe(200);
    const [ended] = resultOf<TTemporaryPrivilegeList>(await officeList(id)).data;
    expect(ended).toMatchObject({ state: 'ended', endReason: 'The application was rejected' });
  });

  it('shows a doctor their own application’s only; another hospital’s admin and the doctor on the office’s routes are refused', async () => {
    const { doctor, id } = await applicationIn('in-review');
    const granted = resultOf<TTemporaryPrivilegeGrant>(await grant(id), 201);
    const stranger = await createPerson(t, 'Sol', 'Stranger');

    expectError(await doctorList(id, stranger.token), 404, 'NOT_FOUND');
    expectError(await doctorList('not-a-uuid', doctor.token), 404, 'NOT_FOUND');
    expectError(await doctorList(id, admin.token), 403, 'FORBIDDEN');

    expectError(await officeList(id, otherAdmin.token), 404, 'NOT_FOUND');
    expectError(await grant(id, {}, { token: otherAdmin.token }), 404, 'NOT_FOUND');
    expectError(await endGrant(id, granted.id, 'Not ours', otherAdmin.token), 404, 'NOT_FOUND');
    expectError(await officeList(id, doctor.token), 403, 'FORBIDDEN');
    expectError(await endGrant(id, granted.id, 'Mine', doctor.token), 403, 'FORBIDDEN');
    expectError(await officeList('not-a-uuid'), 404, 'NOT_FOUND');

    // A grant is ended only through its own application.
    const other = await applicationIn('in-review');
    expectError(await endGrant(other.id, granted.id, 'Wrong file'), 404, 'NOT_FOUND');
    expectError(await endGrant(id, 'not-a-uuid', 'Wrong id'), 404, 'NOT_FOUND');
    expect(resultOf<TTemporaryPrivilegeList>(await officeList(id)).data[0].state).toBe('active');
  });
});
