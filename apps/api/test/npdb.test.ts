import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationAuditPage, TApplicationNpdb, TApplicationStatus } from '@docapply/contracts';
import { applications, appointments, hospitals, npdbQueries } from '@/core/db/schema';
import { NPDB_REMINDERS_JOB, getNpdbStanding } from '@/modules/npdb';
import { expectClientError } from './helpers/error-shape';
import { createMultipartBody } from './helpers/multipart';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send } from './application-fixtures';
import { PNG } from './packet-fixtures';
import { PDF, mailsTo } from './submission-fixtures';
import { noonOf } from './appointment-fixtures';
import { insertSubmittedApplication } from './npdb-fixtures';

const day = (offset: number, from = dayjs()) => from.add(offset, 'day').format('YYYY-MM-DD');
const shown = (value: string) => dayjs(value).format('MM/DD/YYYY');
const response = { field: 'response', name: 'npdb-response.pdf', content: PDF, type: 'application/pdf' };
const oneTime = (queriedOn: string) => ({
  kind: 'one-time',
  reason: 'initial-appointment',
  queriedOn,
  result: 'no-reports',
});

describe('NPDB queries: recorded with their response, reviewed, and the standing the gate reads', () => {
  let t: TTestApp;
  let hospitalId: string;
  let admin: TPerson;
  let otherAdmin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    const hospital = await createHospitalWithForms(t.db);
    hospitalId = hospital.hospital.id;
    admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospitalId);
    const other = await createHospitalWithForms(t.db);
    otherAdmin = await createHospitalAdmin(t, 'Olga', 'Other', other.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const npdbUrl = (applicationId: string, suffix = '') =>
    `/api/admin/applications/${applicationId}/npdb${suffix}`;
  const getNpdb = (token: string, applicationId: string) => send(t.app, 'GET', npdbUrl(applicationId), token);
  const recordQuery = (
    token: string,
    applicationId: string,
    fields: Record<string, string>,
    file: typeof response | null = response,
  ) => {
    const { payload, headers } = createMultipartBody(fields, file ?? undefined);
    return t.app.inject({
      method: 'POST',
      url: npdbUrl(applicationId),
      payload,
      headers: { ...headers, 'x-auth-token': token },
    });
  };
  const review = (token: string, applicationId: string, queryId: string, body: object = {}) =>
    send(t.app, 'POST', npdbUrl(applicationId, `/${queryId}/review`), token, body);

  /** A doctor with a submitted application here (first submitted `submittedOn`, today by default). */
  async function newCase(options: { status?: TApplicationStatus; submittedOn?: string } = {}) {
    const doctor = await createPerson(t, 'Ada', `Okafor${Math.random().toString(36).slice(2, 7)}`);
    const applicationId = await insertSubmittedApplication(t.db, {
      doctorId: doctor.id,
      hospitalId,
      ...options,
    });
    return { doctor, applicationId };
  }

  it('records a one-time query with its response; it awaits review, then is current for 180 days', async () => {
    const { applicationId } = await newCase();
    const empty = resultOf<TApplicationNpdb>(await getNpdb(admin.token, applicationId));
    expect(empty).toEqual({
      queries: [],
      standing: { current: false, message: 'No NPDB query recorded', validUntil: null, lastQueriedOn: null },
      validDays: 180,
    });

    const queriedOn = day(-10);
    const recorded = resultOf<TApplicationNpdb>(
      await recordQuery(admin.token, applicationId, oneTime(queriedOn)),
      201,
    );
    expect(recorded.queries).toHaveLength(1);
    const [query] = recorded.queries;
    expect(query).toMatchObject({
      applicationId,
      kind: 'one-time',
      reason: 'initial-appointment',
      queriedOn,
      enrolledOn: null,
      renewalOn: null,
      result: 'no-reports',
      response: { name: 'npdb-response.pdf', mime: 'application/pdf', size: PDF.length },
      recordedBy: { id: admin.id, name: 'Maria Lopez' },
      review: null,
    });
    expect(recorded.standing).toEqual({
      current: false,
      message: `The NPDB response of ${shown(queriedOn)} awaits review`,
      validUntil: null,
      lastQueriedOn: queriedOn,
    });

    const download = await send(t.app, 'GET', npdbUrl(applicationId, `/${query.id}/response`), admin.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const reviewed = resultOf<TApplicationNpdb>(await review(admin.token, applicationId, query.id));
    const validUntil = day(170);
    expect(reviewed.queries[0].review).toMatchObject({
      by: { id: admin.id, name: 'Maria Lopez' },
      note: null,
    });
    expect(reviewed.standing).toEqual({
      current: true,
      message: `The NPDB query of ${shown(queriedOn)} is current until ${shown(validUntil)}`,
      validUntil,
      lastQueriedOn: queriedOn,
    });
    expect(resultOf<TApplicationNpdb>(await getNpdb(admin.token, applicationId)).standing.current).toBe(true);

    // The gate asks about a later day: the last day it holds, and the day after.
    expect(await getNpdbStanding(t.db, { applicationId, on: validUntil })).toMatchObject({
      current: true,
      validUntil,
    });
    expect(await getNpdbStanding(t.db, { applicationId, on: day(171) })).toEqual({
      current: false,
      message: `The NPDB query of ${shown(queriedOn)} is older than 180 days on ${shown(day(171))}`,
      validUntil: null,
      lastQueriedOn: queriedOn,
    });

    // Reviewed once only.
    expect(expectClientError(await review(admin.token, applicationId, query.id)).code).toBe('CONFLICT');
  });

  it('holds a one-time query to the hospital’s age limit and to the first submission', async () => {
    await t.db.update(hospitals).set({ verificationValidDays: 120 }).where(eq(hospitals.id, hospitalId));
    try {
      const { applicationId } = await newCase({ submittedOn: day(-5) });
      const queriedOn = day(-130);
      const { queries } = resultOf<TApplicationNpdb>(
        await recordQuery(admin.token, applicationId, oneTime(queriedOn)),
        201,
      );
      const reviewed = resultOf<TApplicationNpdb>(await review(admin.token, applicationId, queries[0].id));
      expect(reviewed.validDays).toBe(120);
      expect(reviewed.standing).toMatchObject({
        current: false,
        message: `The NPDB query of ${shown(queriedOn)} was made more than 120 days before the application was submitted on ${shown(day(-5))}`,
      });
      // Queried 100 days ago: current for 20 days more.
      const again = resultOf<TApplicationNpdb>(
        await recordQuery(admin.token, applicationId, { ...oneTime(day(-100)), reason: 'privileges-added' }),
        201,
      );
      expect(again.queries.map((query) => query.queriedOn)).toEqual([day(-100), queriedOn]);
      const current = resultOf<TApplicationNpdb>(
        await review(admin.token, applicationId, again.queries[0].id),
      );
      expect(current.standing).toMatchObject({
        current: true,
        validUntil: day(20),
        lastQueriedOn: day(-100),
      });
    } finally {
      await t.db.update(hospitals).set({ verificationValidDays: 180 }).where(eq(hospitals.id, hospitalId));
    }
  });

  it('counts a reviewed Continuous Query enrolment from its start to its renewal day; reports need a note', async () => {
    const { applicationId } = await newCase();
    const enrolledOn = day(-20);
    const renewalOn = day(345);
    const { queries } = resultOf<TApplicationNpdb>(
      await recordQuery(admin.token, applicationId, {
        kind: 'continuous',
        reason: 'initial-appointment',
        queriedOn: enrolledOn,
        enrolledOn,
        renewalOn,
        result: 'reports-found',
      }),
      201,
    );
    const [query] = queries;
    expect(query).toMatchObject({ kind: 'continuous', enrolledOn, renewalOn, result: 'reports-found' });

    const noNote = expectClientError(await review(admin.token, applicationId, query.id, { note: '  ' }));
    expect(noNote).toMatchObject({
      code: 'VALIDATION',
      fields: { note: 'Reports were found: say what they are and what the office concluded' },
    });
    const reviewed = resultOf<TApplicationNpdb>(
      await review(admin.token, applicationId, query.id, {
        note: 'One 2019 malpractice payment, explained in the application; no action needed.',
      }),
    );
    expect(reviewed.queries[0].review?.note).toBe(
      'One 2019 malpractice payment, explained in the application; no action needed.',
    );
    expect(reviewed.standing).toEqual({
      current: true,
      message: `The Continuous Query enrolment is current until ${shown(renewalOn)}`,
      validUntil: renewalOn,
      lastQueriedOn: enrolledOn,
    });
    expect(await getNpdbStanding(t.db, { applicationId, on: renewalOn })).toMatchObject({ current: true });
    expect(await getNpdbStanding(t.db, { applicationId, on: day(346) })).toMatchObject({
      current: false,
      message: `The Continuous Query enrolment ended on ${shown(renewalOn)}: renew it or query the NPDB again`,
    });
    expect(await getNpdbStanding(t.db, { applicationId, on: day(-21) })).toMatchObject({
      current: false,
      message: `The Continuous Query enrolment starts on ${shown(enrolledOn)}`,
    });
  });

  it('keeps NPDB queries from another hospital’s admins (404) and from the doctor (403), and out of the doctor’s trail', async () => {
    const { doctor, applicationId } = await newCase();
    const { queries } = resultOf<TApplicationNpdb>(
      await recordQuery(admin.token, applicationId, oneTime(day(-1))),
      201,
    );
    const queryId = queries[0].id;
    resultOf(await review(admin.token, applicationId, queryId));

    for (const [label, token, status] of [
      ['other hospital', otherAdmin.token, 404],
      ['doctor', doctor.token, 403],
    ] as const) {
      expect((await getNpdb(token, applicationId)).statusCode, label).toBe(status);
      expect((await recordQuery(token, applicationId, oneTime(day(-1)))).statusCode, label).toBe(status);
      expect((await review(token, applicationId, queryId)).statusCode, label).toBe(status);
      const download = await send(t.app, 'GET', npdbUrl(applicationId, `/${queryId}/response`), token);
      expect(download.statusCode, label).toBe(status);
    }
    // Nor through the files' own route: the response is the office's file.
    const [row] = await t.db.select().from(npdbQueries).where(eq(npdbQueries.id, queryId));
    const viaFiles = await send(
      t.app,
      'GET',
      `/api/gcs/get/${applicationId}/${row.responseFileId}`,
      doctor.token,
    );
    expect(viaFiles.statusCode).toBe(404);
    expect(resultOf<TApplicationNpdb>(await getNpdb(admin.token, applicationId)).queries).toHaveLength(1);

    const actionsOf = (page: TApplicationAuditPage) => page.data.map((entry) => entry.action);
    const office = resultOf<TApplicationAuditPage>(
      await send(t.app, 'GET', `/api/admin/applications/${applicationId}/audit`, admin.token),
    );
    expect(actionsOf(office)).toEqual(
      expect.arrayContaining(['npdb.recorded', 'npdb.reviewed', 'file.uploaded']),
    );
    const doctors = resultOf<TApplicationAuditPage>(
      await send(t.app, 'GET', `/api/applications/${applicationId}/audit`, doctor.token),
    );
    expect(
      actionsOf(doctors).filter((action) => action.startsWith('npdb') || action.startsWith('file')),
    ).toEqual([]);
  });

  it('refuses bad input with a 4xx in the error shape, naming the fields', async () => {
    const { applicationId } = await newCase();
    const post = (fields: Record<string, string>, file: typeof response | null = response) =>
      recordQuery(admin.token, applicationId, fields, file);

    expect(expectClientError(await post({})).fields).toEqual({
      kind: 'Choose a one-time query or a Continuous Query enrolment',
      reason: 'Choose why the NPDB was queried',
      queriedOn: 'Enter a valid date',
      result: 'Choose what the response says',
    });
    expect(
      expectClientError(await post({ ...oneTime(day(-1)), kind: 'continuous', enrolledOn: day(-1) })).fields,
    ).toEqual({ renewalOn: 'Required' });
    expect(
      expectClientError(
        await post({ ...oneTime(day(-1)), kind: 'continuous', enrolledOn: day(-1), renewalOn: day(-2) }),
      ).fields,
    ).toEqual({ renewalOn: 'The renewal date must be after the enrolment date' });
    expect(expectClientError(await post(oneTime(day(1)))).fields).toEqual({
      queriedOn: 'The date cannot be in the future',
    });
    expect(expectClientError(await post(oneTime('2026-02-30'))).fields).toEqual({
      queriedOn: 'Enter a valid date',
    });
    expect(expectClientError(await post({ ...oneTime(day(-1)), surprise: 'x' })).fields).toEqual({
      surprise: 'Unknown field',
    });
    expect(expectClientError(await post(oneTime(day(-1)), null)).fields).toEqual({
      response: 'Attach the NPDB response (PDF)',
    });
    const png = await post(oneTime(day(-1)), {
      ...response,
      name: 'shot.png',
      content: PNG,
      type: 'image/png',
    });
    expect(png.statusCode).toBe(415);
    expect(expectClientError(png).fields).toEqual({ response: 'Upload the NPDB response as a PDF' });
    const wrongPart = await post(oneTime(day(-1)), { ...response, field: 'evidence' });
    expect(expectClientError(wrongPart).message).toBe(
      'Send the NPDB response as a file part named "response"',
    );
    const json = await send(t.app, 'POST', npdbUrl(applicationId), admin.token, oneTime(day(-1)));
    expect(expectClientError(json).code).toBe('BAD_REQUEST');

    expect((await review(admin.token, applicationId, 'not-a-uuid')).statusCode).toBe(404);
    expect((await review(admin.token, applicationId, randomUUID())).statusCode).toBe(404);
    expect((await send(t.app, 'GET', npdbUrl(applicationId, '/nope/response'), admin.token)).statusCode).toBe(
      404,
    );
    expect((await getNpdb(admin.token, 'not-a-uuid')).statusCode).toBe(404);
    const { queries } = resultOf<TApplicationNpdb>(await post(oneTime(day(-1))), 201);
    const tooLong = expectClientError(
      await review(admin.token, applicationId, queries[0].id, { note: 'x'.repeat(2001) }),
    );
    expect(tooLong.fields).toEqual({ note: 'At most 2000 characters' });
    expect(
      expectClientError(await review(admin.token, applicationId, queries[0].id, { extra: 1 })).fields,
    ).toEqual({
      extra: 'Unknown field',
    });
    // Nothing refused was kept.
    expect(resultOf<TApplicationNpdb>(await getNpdb(admin.token, applicationId)).queries).toHaveLength(1);
  });

  describe('the daily reminders (job npdb-reminders)', () => {
    const JOB = { names: [NPDB_REMINDERS_JOB.name] };
    let jobHospitalId: string;
    let office: TPerson;
    let officeTwo: TPerson;

    beforeAll(async () => {
      const hospital = await createHospitalWithForms(t.db);
      jobHospitalId = hospital.hospital.id;
      office = await createHospitalAdmin(t, 'Owen', 'Office', jobHospitalId);
      officeTwo = await createHospitalAdmin(t, 'Tess', 'Office', jobHospitalId);
    });

    const mails = async () => mailsTo(t, office.email);
    /** The job run once at noon of `on`, as a process of its own; it must not fail. */
    const runJob = async (on: string) => {
      const [outcome] = await t.runJobs(noonOf(on), JOB);
      expect(outcome.error).toBeUndefined();
      expect(outcome).toMatchObject({ ran: true, summary: expect.stringMatching(/NPDB reminders? sent/) });
    };
    const insertQuery = (values: Partial<typeof npdbQueries.$inferInsert> & { doctorId: string }) =>
      t.db
        .insert(npdbQueries)
        .values({
          hospitalId: jobHospitalId,
          kind: 'one-time',
          reason: 'initial-appointment',
          queriedOn: day(0),
          result: 'no-reports',
          reviewedAt: new Date(),
          ...values,
        })
        .returning();

    it('mails the office once per file in review or awaiting the decision without a current query', async () => {
      const doctor = await createPerson(t, 'Rita', 'Review');
      const applicationId = await insertSubmittedApplication(t.db, {
        doctorId: doctor.id,
        hospitalId: jobHospitalId,
        status: 'in-review',
      });
      const covered = await createPerson(t, 'Cora', 'Covered');
      const coveredId = await insertSubmittedApplication(t.db, {
        doctorId: covered.id,
        hospitalId: jobHospitalId,
        status: 'finalise',
      });
      await insertQuery({ doctorId: covered.id, queriedOn: day(-3) });

      await runJob(day(0));
      await runJob(day(0));
      const sent = await mails();
      expect(sent).toHaveLength(1);
      expect(sent[0].subject).toMatch(/^NPDB queries due at Test Hospital \w+: 1 doctor$/);
      expect(sent[0].text).toContain('Dr. Rita Review: In review. No NPDB query recorded.');
      expect(sent[0].text).toContain(`/admin/applications/${applicationId}`);
      expect(sent[0].text).not.toContain('Cora');
      expect(await mailsTo(t, officeTwo.email)).toHaveLength(1);

      // Reaching finalise is another reminder, once.
      await t.db.update(applications).set({ status: 'finalise' }).where(eq(applications.id, applicationId));
      await runJob(day(1));
      await runJob(day(2));
      const after = await mails();
      expect(after).toHaveLength(2);
      expect(after[1].text).toContain('Dr. Rita Review: Finalise. No NPDB query recorded.');
      // Decided: neither file is reminded of again, however old its query grows.
      await t.db
        .update(applications)
        .set({ status: 'approved' })
        .where(inArray(applications.id, [applicationId, coveredId]));
    });

    it('mails 30 days before an appointed doctor’s last query turns two, and before an enrolment renews, once each', async () => {
      const before = (await mails()).length;
      const appointed = await createPerson(t, 'Paul', 'Periodic');
      const approvedId = await insertSubmittedApplication(t.db, {
        doctorId: appointed.id,
        hospitalId: jobHospitalId,
        status: 'approved',
      });
      await t.db.insert(appointments).values({
        applicationId: approvedId,
        doctorId: appointed.id,
        hospitalId: jobHospitalId,
        startsOn: day(0),
        endsOn: day(720),
      });
      const lastQueriedOn = day(-3);
      await insertQuery({ doctorId: appointed.id, queriedOn: lastQueriedOn, applicationId: approvedId });
      const twoYears = dayjs(lastQueriedOn).add(2, 'year');

      const enrolled = await createPerson(t, 'Erin', 'Enrolled');
      const enrolledApp = await insertSubmittedApplication(t.db, {
        doctorId: enrolled.id,
        hospitalId: jobHospitalId,
        status: 'applied',
      });
      const renewalOn = day(200);
      await insertQuery({
        doctorId: enrolled.id,
        applicationId: enrolledApp,
        kind: 'continuous',
        queriedOn: day(-100),
        enrolledOn: day(-100),
        renewalOn,
      });

      await runJob(day(-31, dayjs(renewalOn)));
      expect(await mails()).toHaveLength(before);
      await runJob(day(-30, dayjs(renewalOn)));
      await runJob(day(-29, dayjs(renewalOn)));
      const renewal = (await mails()).slice(before);
      expect(renewal).toHaveLength(1);
      expect(renewal[0].text).toContain('Continuous Query enrolments to renew within 30 days:');
      expect(renewal[0].text).toContain(`Dr. Erin Enrolled: the enrolment renews on ${shown(renewalOn)}.`);
      expect(renewal[0].text).not.toContain('Paul');

      await runJob(day(-31, twoYears));
      expect((await mails()).slice(before)).toHaveLength(1);
      await runJob(day(-30, twoYears));
      await runJob(day(-10, twoYears));
      const periodic = (await mails()).slice(before + 1);
      expect(periodic).toHaveLength(1);
      expect(periodic[0].text).toContain(
        `Dr. Paul Periodic: last queried on ${shown(lastQueriedOn)}, due again by ${shown(twoYears.format('YYYY-MM-DD'))}.`,
      );

      // A doctor with a current enrolment is not reminded of the two years.
      const covered = await createPerson(t, 'Carl', 'Continuous');
      const coveredApp = await insertSubmittedApplication(t.db, {
        doctorId: covered.id,
        hospitalId: jobHospitalId,
        status: 'approved',
      });
      await t.db.insert(appointments).values({
        applicationId: coveredApp,
        doctorId: covered.id,
        hospitalId: jobHospitalId,
        startsOn: day(0),
        endsOn: day(720),
      });
      await insertQuery({ doctorId: covered.id, queriedOn: lastQueriedOn });
      // Enrolled the day before, renewed since (one row here): current on the run's day.
      await insertQuery({
        doctorId: covered.id,
        kind: 'continuous',
        queriedOn: day(-1, dayjs(lastQueriedOn)),
        enrolledOn: day(-1, dayjs(lastQueriedOn)),
        renewalOn: day(300, twoYears),
      });
      await runJob(day(-5, twoYears));
      expect((await mails()).map((mail) => mail.text).join('\n')).not.toContain('Carl');
    });
  });
});
