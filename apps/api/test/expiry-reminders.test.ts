import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationStatus, TRedFlag } from '@docapply/contracts';
import { createAppContext } from '@/compose';
import { runAsSystem } from '@/core/context';
import { applications } from '@/core/db/schema';
import { EXPIRY_REMINDERS_JOB } from '@/modules/expiry-reminders/job';
import { loadDocumentsByDoctor } from '@/modules/renewals/documents';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import {
  LICENCE_KEY,
  addDays,
  createSeededHospital,
  inDays,
  licence,
  noonOf,
  settle,
  startDraft,
} from './renewal-fixtures';
import { mailsTo } from './submission-fixtures';

const JOB = { names: [EXPIRY_REMINDERS_JOB.name] };

describe('expiry reminders (job expiry-reminders)', () => {
  let t: TTestApp;
  let riverside: { id: string; name: string };
  let lakeside: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    riverside = await createSeededHospital(t, 'Riverside');
    lakeside = await createSeededHospital(t, 'Lakeside');
  });
  afterAll(async () => {
    await t.close();
  });

  const subjectsOf = async (doctor: TPerson) => (await mailsTo(t, doctor.email)).map((mail) => mail.subject);

  /** A doctor whose application at `hospital` (in `status`) holds an Illinois licence expiring on `expiresOn`. */
  async function doctorWithLicence(
    expiresOn: string,
    {
      status = 'applied',
      hospital = riverside,
    }: { status?: TApplicationStatus; hospital?: { id: string } } = {},
  ) {
    const doctor = await createPerson(t, 'Dana', 'Doe');
    const draft = await startDraft(t, doctor.token, hospital.id);
    await settle(t, draft, { licences: [licence('IL', expiresOn)] }, status);
    return { doctor, application: draft };
  }

  it('emails each threshold exactly once on its day: 60, 30 and 7 days before, and on the day', async () => {
    const expiresOn = '2027-06-30';
    const { doctor, application } = await doctorWithLicence(expiresOn);
    const runOn = (daysBefore: number) => t.runJobs(noonOf(addDays(expiresOn, -daysBefore)), JOB);

    await runOn(61);
    expect(await subjectsOf(doctor)).toEqual([]);
    await runOn(60);
    await runOn(60);
    await runOn(45);
    expect(await subjectsOf(doctor)).toEqual(['Your State medical licence — IL expires in 60 days']);
    await runOn(30);
    await runOn(29);
    await runOn(7);
    await runOn(1);
    await runOn(0);
    await runOn(0);
    await runOn(-1);
    expect(await subjectsOf(doctor)).toEqual([
      'Your State medical licence — IL expires in 60 days',
      'Your State medical licence — IL expires in 30 days',
      'Your State medical licence — IL expires in 7 days',
      'Your State medical licence — IL expires today',
    ]);
    const [first] = await mailsTo(t, doctor.email);
    const link = `${t.config.DOCTOR_URL}renew?application=${application.id}&document=${encodeURIComponent(LICENCE_KEY)}`;
    expect(first.text).toContain('Hello Dana,');
    expect(first.text).toContain('Your State medical licence — IL expires in 60 days (06/30/2027).');
    expect(first.text).toContain(link);
    expect(first.text).toContain('without reopening your application');
  });

  it('sends only the tightest reminder a first run finds, and nothing for a document already expired', async () => {
    const expiresOn = '2027-09-30';
    const { doctor, application } = await doctorWithLicence(expiresOn);
    await settle(t, application, { licences: [licence('IL', expiresOn), licence('NY', '2027-08-31')] });
    await t.runJobs(noonOf(addDays(expiresOn, -20)), JOB);
    expect(await subjectsOf(doctor)).toEqual(['Your State medical licence — IL expires in 20 days']);
    // The 60-day reminder was passed, not owed: it never comes late.
    await t.runJobs(noonOf(addDays(expiresOn, -10)), JOB);
    await t.runJobs(noonOf(addDays(expiresOn, -7)), JOB);
    expect(await subjectsOf(doctor)).toEqual([
      'Your State medical licence — IL expires in 20 days',
      'Your State medical licence — IL expires in 7 days',
    ]);
  });

  it('sends one email for the same licence held by two hospitals, naming both', async () => {
    const expiresOn = '2027-11-30';
    const { doctor } = await doctorWithLicence(expiresOn, { status: 'approved' });
    const second = await startDraft(t, doctor.token, lakeside.id);
    await settle(t, second, { licences: [licence('IL', expiresOn)] }, 'in-review');
    await t.runJobs(noonOf(addDays(expiresOn, -30)), JOB);
    const mails = await mailsTo(t, doctor.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your State medical licence — IL expires in 30 days']);
    expect(mails[0].text).toContain(`${lakeside.name} and ${riverside.name} have it on file`);
  });

  it('reminds nobody of a draft or a rejected application', async () => {
    const expiresOn = '2028-01-31';
    const draft = await doctorWithLicence(expiresOn, { status: 'draft' });
    const rejected = await doctorWithLicence(expiresOn, { status: 'rejected' });
    await t.runJobs(noonOf(addDays(expiresOn, -7)), JOB);
    expect(await subjectsOf(draft.doctor)).toEqual([]);
    expect(await subjectsOf(rejected.doctor)).toEqual([]);
  });

  it('sends one email per threshold when two processes run the job at once', async () => {
    const expiresOn = '2028-03-31';
    const { doctor } = await doctorWithLicence(expiresOn);
    // Two processes that both claimed the job: its run function twice at once, past the claim.
    const ctx = createAppContext({ config: { ...t.config, SMTP_URL: undefined }, db: t.db, log: t.app.log });
    const { mailer, live } = ctx;
    try {
      for (const daysBefore of [60, 30, 7, 0]) {
        const now = noonOf(addDays(expiresOn, -daysBefore));
        const run = () => runAsSystem(ctx, 'test', () => EXPIRY_REMINDERS_JOB.run(ctx, now), now);
        await Promise.all([run(), run()]);
      }
    } finally {
      await mailer.stop();
      await live.close();
    }
    expect(await subjectsOf(doctor)).toEqual([
      'Your State medical licence — IL expires in 60 days',
      'Your State medical licence — IL expires in 30 days',
      'Your State medical licence — IL expires in 7 days',
      'Your State medical licence — IL expires today',
    ]);
  });

  it('counts an expired licence and an expired DEA registration as high red flags after the run', async () => {
    const doctor = await createPerson(t, 'Dana', 'Doe');
    const admin = await createHospitalAdmin(t, 'Ada', 'Office', riverside.id);
    const draft = await startDraft(t, doctor.token, riverside.id);
    await settle(t, draft, {
      licences: [licence('IL', inDays(-1))],
      hasDea: 'yes',
      deaNumber: 'AB1234563',
      deaExpiry: inDays(-2),
    });
    const flagCount = async () =>
      (await t.db.select().from(applications).where(eq(applications.id, draft.id)))[0].flagCount;
    expect(await flagCount()).toBe(0);
    await t.runJobs(new Date(), JOB);
    expect(await flagCount()).toBeGreaterThanOrEqual(2);
    const flags = resultOf<{ flags: TRedFlag[] }>(
      await send(t.app, 'GET', `/api/admin/applications/${draft.id}/flags`, admin.token),
    ).flags.filter((flag) => flag.code === 'document-expired');
    expect(flags.map((flag) => [flag.severity, flag.message.split(' expired')[0]])).toEqual([
      ['high', 'State medical licence — IL'],
      ['high', 'DEA registration certificate'],
    ]);
  });
  it('reads the documents a batch of doctors at a time, each doctor with all of their applications', async () => {
    const expiresOn = '2028-03-31';
    const { doctor } = await doctorWithLicence(expiresOn, { status: 'approved' });
    const second = await startDraft(t, doctor.token, lakeside.id);
    await settle(t, second, { licences: [licence('IL', expiresOn)] }, 'in-review');
    const batches: string[][] = [];
    let copies = 0;
    for await (const documents of loadDocumentsByDoctor(t.db, 1)) {
      batches.push([...new Set(documents.map((document) => document.row.doctorId))]);
      copies += documents.filter((document) => document.row.doctorId === doctor.id).length;
    }
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.every((ids) => ids.length <= 1)).toBe(true);
    // Both hospitals' copies of the licence came in the doctor's one batch.
    expect(batches.filter((ids) => ids.includes(doctor.id))).toHaveLength(1);
    expect(copies).toBe(2);
  });
});
