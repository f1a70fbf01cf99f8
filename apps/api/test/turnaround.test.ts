import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationStatus, TTurnaround } from '@docapply/contracts';
import { applicationStatusHistory, applications } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, expectNoData, resultOf, send } from './application-fixtures';

const DAY_MS = 86_400_000;

/**
 * The turnaround report: per status, how many stays ended in the last 12 months and their median
 * and 90th percentile in days, from status histories written with known lengths.
 */
describe("a hospital's turnaround", () => {
  let t: TTestApp;
  let hospitalId: string;
  let hana: TPerson;
  let doctor: TPerson;
  let elsewhere: TPerson;

  /** An application whose history is `steps`: each status entered `daysAgo` days before now. */
  async function insertHistory(atHospital: string, steps: [TApplicationStatus, number][]) {
    const now = Date.now();
    const last = steps.at(-1)?.[0] ?? 'draft';
    const [row] = await t.db
      .insert(applications)
      .values({ doctorId: doctor.id, hospitalId: atHospital, status: last, submittedAt: new Date() })
      .returning();
    await t.db.insert(applicationStatusHistory).values(
      steps.map(([toStatus, daysAgo], i) => ({
        applicationId: row.id,
        fromStatus: i === 0 ? 'draft' : steps[i - 1][0],
        toStatus,
        createdAt: new Date(now - daysAgo * DAY_MS),
      })),
    );
  }

  const turnaround = (id: string, token?: string) =>
    send(t.app, 'GET', `/api/admin/hospitals/${id}/turnaround`, token);

  beforeAll(async () => {
    t = await createTestApp();
    const h = await createHospitalWithForms(t.db);
    const other = await createHospitalWithForms(t.db);
    hospitalId = h.hospital.id;
    hana = await createHospitalAdmin(t, 'Hana', 'Admin', hospitalId);
    elsewhere = await createHospitalAdmin(t, 'Elsa', 'Where', other.hospital.id);
    doctor = await createPerson(t, 'Dana', 'Doctor');
    // Applied for 1 day, in review 5, information requested 2, in review again 15, now finalising.
    await insertHistory(hospitalId, [
      ['draft', 31],
      ['applied', 30],
      ['in-review', 29],
      ['information-requested', 24],
      ['in-review', 22],
      ['finalise', 7],
    ]);
    // Applied for 2, 3, 4 and 10 days; each still in review.
    for (const days of [2, 3, 4, 10]) {
      await insertHistory(hospitalId, [
        ['applied', 20],
        ['in-review', 20 - days],
      ]);
    }
    // Stays that ended over 12 months ago are left out; one that began before and ended within counts.
    await insertHistory(hospitalId, [
      ['applied', 500],
      ['in-review', 401],
      ['information-requested', 400],
      ['in-review', 330],
    ]);
    // Another hospital's applications never count.
    await insertHistory(other.hospital.id, [
      ['applied', 90],
      ['in-review', 1],
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each status its count, median and 90th percentile in days over the last 12 months', async () => {
    const report = resultOf<TTurnaround>(await turnaround(hospitalId, hana.token));
    expect(report.data).toEqual([
      // 1, 2, 3, 4, 10: the 90th percentile lies between 4 and 10 (percentile_cont interpolates).
      { status: 'applied', count: 5, medianDays: 3, p90Days: 7.6 },
      { status: 'in-review', count: 2, medianDays: 10, p90Days: 14 },
      { status: 'information-requested', count: 2, medianDays: 36, p90Days: 63.2 },
      // Still finalising: no stay has ended yet.
      { status: 'finalise', count: 0, medianDays: null, p90Days: null },
    ]);
    expect(report.hospitalId).toBe(hospitalId);
    const days = (Date.parse(report.to) - Date.parse(report.from)) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
  });

  it('answers a platform administrator, and hides the hospital from everyone else', async () => {
    const platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    expect(resultOf<TTurnaround>(await turnaround(hospitalId, platform.token)).data).toHaveLength(4);
    expectNoData(await turnaround(hospitalId, elsewhere.token), 404);
    expectNoData(await turnaround('0b7f1d5e-3f43-4f4e-9a43-6d1c2b1a0000', hana.token), 404);
    expectNoData(await turnaround('not-a-uuid', hana.token), 404);
    expectError(await turnaround(hospitalId, doctor.token), 403, 'FORBIDDEN');
    expectError(await turnaround(hospitalId), 401);
  });
});
