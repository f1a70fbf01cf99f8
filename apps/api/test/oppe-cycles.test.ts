import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOppeCycleList, TOppeIndicator, TOppeIndicatorList, TOppeSettings } from '@docapply/contracts';
import { eq, inArray } from 'drizzle-orm';
import { oppeImportRows, oppeImports } from '@/core/db/schema';
import { resultOf, send } from './application-fixtures';
import { noonOf } from './appointment-fixtures';
import { expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  appointPractitioner,
  createIndicator,
  createOppeHospital,
  csvOf,
  openCycle,
  uploadOppeCsv,
  type TOppeHospital,
} from './oppe-fixtures';

const JOB = { names: ['oppe-cycles'] };
const monthStart = () => dayjs().startOf('month');

/** The office sets up OPPE: its indicators, its schedule, the first cycle; the job opens the next ones. */
describe('OPPE: indicators, settings and cycles', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const cyclesOf = async (h: TOppeHospital) =>
    resultOf<TOppeCycleList>(await send(t.app, 'GET', `${h.base}/cycles`, h.admin.token)).data.map(
      (cycle) => [cycle.startsOn, cycle.endsOn, cycle.state],
    );

  it('keeps each department’s indicators: keys unique in the hospital, thresholds checked, deleted until used', async () => {
    const h = await createOppeHospital(t);
    const mortality = await createIndicator(t, h, {
      department: 'Surgery',
      key: 'mortality',
      name: 'Mortality',
      kind: 'rate',
      unit: '%',
      max: 2,
    });
    expect(mortality).toMatchObject({ key: 'mortality', min: null, max: 2, lowVolumeBelow: null });
    const post = (body: unknown) => send(t.app, 'POST', `${h.base}/indicators`, h.admin.token, body);
    expectError(
      await post({ department: 'Surgery', key: 'mortality', name: 'Again', kind: 'count' }),
      409,
      'CONFLICT',
    );
    const badKey = await post({ department: 'Surgery', key: 'Mortality Rate', name: 'X', kind: 'count' });
    expectError(badKey, 400, 'VALIDATION');
    expect(badKey.json().error.fields).toHaveProperty('key');
    const range = await post({ department: 'Surgery', key: 'x', name: 'X', kind: 'count', min: 5, max: 1 });
    expect(range.json().error.fields).toEqual({ min: 'The minimum cannot be above the maximum' });
    expectError(await post({ department: 'Surgery', key: 'y', name: 'Y', kind: 'ratio' }), 400, 'VALIDATION');

    const updated = resultOf<TOppeIndicator>(
      await send(t.app, 'PUT', `${h.base}/indicators/${mortality.id}`, h.admin.token, {
        department: 'Surgery',
        name: 'In-hospital mortality',
        kind: 'rate',
        unit: '%',
        max: 3,
      }),
    );
    expect(updated).toMatchObject({ key: 'mortality', name: 'In-hospital mortality', max: 3 });

    // Once a value uses it, it stays (the values' history is never rewritten).
    const cycle = await openCycle(t, h);
    const doctor = await appointPractitioner(t, { hospitalId: h.hospital.hospital.id });
    const csv = csvOf([[doctor.npi, 'mortality', cycle.startsOn, 0, 12]]);
    resultOf(await uploadOppeCsv(t, { base: h.base, token: h.admin.token, csv }), 201);
    expectError(
      await send(t.app, 'DELETE', `${h.base}/indicators/${mortality.id}`, h.admin.token),
      409,
      'CONFLICT',
    );
    const spare = await createIndicator(t, h, {
      department: 'Surgery',
      key: 'spare',
      name: 'Spare',
      kind: 'count',
    });
    const left = resultOf<TOppeIndicatorList>(
      await send(t.app, 'DELETE', `${h.base}/indicators/${spare.id}`, h.admin.token),
    );
    expect(left.data.map((indicator) => indicator.key)).toEqual(['mortality']);
    expectError(
      await send(t.app, 'DELETE', `${h.base}/indicators/${spare.id}`, h.admin.token),
      404,
      'NOT_FOUND',
    );
  });

  it('keeps the settings (12 months and the conclusion by default) and refuses other lengths', async () => {
    const h = await createOppeHospital(t);
    expect(resultOf<TOppeSettings>(await send(t.app, 'GET', `${h.base}/settings`, h.admin.token))).toEqual({
      cycleMonths: 12,
      practitionerSees: 'conclusion',
    });
    const put = (body: unknown) => send(t.app, 'PUT', `${h.base}/settings`, h.admin.token, body);
    expectError(await put({ cycleMonths: 3, practitionerSees: 'conclusion' }), 400, 'VALIDATION');
    expectError(await put({ cycleMonths: 6, practitionerSees: 'values' }), 400, 'VALIDATION');
    resultOf(await put({ cycleMonths: 6, practitionerSees: 'nothing' }));
    expect(resultOf<TOppeSettings>(await send(t.app, 'GET', `${h.base}/settings`, h.admin.token))).toEqual({
      cycleMonths: 6,
      practitionerSees: 'nothing',
    });
  });

  it('opens the cycle holding today on request, once; the job opens the next when it ends, on the schedule', async () => {
    const h = await createOppeHospital(t);
    resultOf(
      await send(t.app, 'PUT', `${h.base}/settings`, h.admin.token, {
        cycleMonths: 6,
        practitionerSees: 'conclusion',
      }),
    );
    const first = await openCycle(t, h);
    const firstEnd = monthStart().add(6, 'month').subtract(1, 'day');
    expect(first).toMatchObject({
      startsOn: monthStart().format('YYYY-MM-DD'),
      endsOn: firstEnd.format('YYYY-MM-DD'),
      state: 'open',
    });
    const again = await send(t.app, 'POST', `${h.base}/cycles`, h.admin.token);
    expectError(again, 409, 'CONFLICT');
    expect(again.json().error.message).toContain(firstEnd.format('MM/DD/YYYY'));

    // On its last day nothing changes; the day after, it closes and the next six months open.
    await t.runJobs(noonOf(firstEnd.format('YYYY-MM-DD')), JOB);
    expect(await cyclesOf(h)).toHaveLength(1);
    await t.runJobs(noonOf(firstEnd.add(1, 'day').format('YYYY-MM-DD')), JOB);
    const secondStart = firstEnd.add(1, 'day');
    const secondEnd = secondStart.add(6, 'month').subtract(1, 'day');
    expect(await cyclesOf(h)).toEqual([
      [secondStart.format('YYYY-MM-DD'), secondEnd.format('YYYY-MM-DD'), 'open'],
      [first.startsOn, first.endsOn, 'closed'],
    ]);
    // Run twice: nothing more.
    await t.runJobs(noonOf(firstEnd.add(2, 'day').format('YYYY-MM-DD')), JOB);
    expect(await cyclesOf(h)).toHaveLength(2);

    // A job that did not run for a year keeps the schedule's months: the period holding the day opens.
    const later = secondEnd.add(7, 'month');
    await t.runJobs(noonOf(later.format('YYYY-MM-DD')), JOB);
    const [latest] = await cyclesOf(h);
    const thirdStart = secondEnd.add(1, 'day').add(6, 'month');
    expect(latest).toEqual([
      thirdStart.format('YYYY-MM-DD'),
      thirdStart.add(6, 'month').subtract(1, 'day').format('YYYY-MM-DD'),
      'open',
    ]);
  });

  it('opens the first cycle of a hospital that saved its settings, from the month’s first day', async () => {
    const h = await createOppeHospital(t);
    resultOf(
      await send(t.app, 'PUT', `${h.base}/settings`, h.admin.token, {
        cycleMonths: 12,
        practitionerSees: 'conclusion',
      }),
    );
    const day = dayjs().add(1, 'day');
    await t.runJobs(noonOf(day.format('YYYY-MM-DD')), JOB);
    expect(await cyclesOf(h)).toEqual([
      [
        day.startOf('month').format('YYYY-MM-DD'),
        day.startOf('month').add(12, 'month').subtract(1, 'day').format('YYYY-MM-DD'),
        'open',
      ],
    ]);
  });

  it('removes an import its process left staging (a crash mid-upload), an hour on, with its rows', async () => {
    const h = await createOppeHospital(t);
    const now = new Date();
    const [abandoned, fresh] = await t.db
      .insert(oppeImports)
      .values([
        {
          hospitalId: h.hospital.hospital.id,
          fileName: 'crashed.csv',
          importedAt: new Date(now.getTime() - 2 * 3_600_000),
        },
        { hospitalId: h.hospital.hospital.id, fileName: 'uploading.csv', importedAt: now },
      ])
      .returning();
    await t.db.insert(oppeImportRows).values(
      [abandoned, fresh].map((row) => ({
        importId: row.id,
        line: 2,
        npi: '1234567893',
        indicatorKey: 'case-volume',
        period: '2026-01-01',
      })),
    );
    const [outcome] = await t.runJobs(now, JOB);
    expect(JSON.stringify(outcome)).toContain('1 abandoned import removed');
    const left = await t.db
      .select({ id: oppeImports.id })
      .from(oppeImports)
      .where(inArray(oppeImports.id, [abandoned.id, fresh.id]));
    expect(left.map((row) => row.id)).toEqual([fresh.id]);
    expect(await t.db.select().from(oppeImportRows).where(eq(oppeImportRows.importId, abandoned.id))).toEqual(
      [],
    );
  });
});
