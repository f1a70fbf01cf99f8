import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOppeCycle, TOppeImport, TOppePractitionerList, TOppeReport } from '@docapply/contracts';
import { auditLog, oppeImportRows, oppeValues } from '@/core/db/schema';
import { resultOf, send } from './application-fixtures';
import { expectError } from './helpers/auth';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
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

/**
 * First the office defines Cardiology's indicators and opens the cycle; then a quality export with
 * mistakes is refused row by row and changes nothing; the corrected file imports whole, and each
 * practitioner's report shows their values against the thresholds and the department's spread.
 */
describe('OPPE: CSV import', () => {
  let t: TTestApp;
  let h: TOppeHospital;
  let cycle: TOppeCycle;
  let ann: TPractitioner;
  let ben: TPractitioner;
  let cal: TPractitioner;
  let outsider: TPractitioner;

  const valueCount = async () =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(oppeValues)
        .where(eq(oppeValues.hospitalId, h.hospital.hospital.id))
    )[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createOppeHospital(t);
    const hospitalId = h.hospital.hospital.id;
    await createCardiologyIndicators(t, h);
    cycle = await openCycle(t, h);
    ann = await appointPractitioner(t, { hospitalId, name: ['Ann', 'Archer'] });
    ben = await appointPractitioner(t, { hospitalId, name: ['Ben', 'Baker'] });
    cal = await appointPractitioner(t, { hospitalId, name: ['Cal', 'Cole'] });
    const elsewhere = await createOppeHospital(t, 'Otto');
    outsider = await appointPractitioner(t, { hospitalId: elsewhere.hospital.hospital.id });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a file with bad rows, naming each row’s line and mistake, and imports nothing', async () => {
    const csv = csvOf([
      [ann.npi, 'complication-rate', cycle.startsOn, 1, 40], // line 2: good
      ['1234567890', 'complication-rate', cycle.startsOn, 1, 40], // 3: bad check digit
      [outsider.npi, 'case-volume', cycle.startsOn, 30, ''], // 4: not appointed here
      [ben.npi, 'mortality', cycle.startsOn, 1, 10], // 5: no such indicator
      [ben.npi, 'case-volume', '2001-01-01', 30, ''], // 6: no such cycle
      [ben.npi, 'complication-rate', cycle.startsOn, 12, 10], // 7: numerator above denominator
      [cal.npi, 'complication-rate', cycle.startsOn, 1, ''], // 8: a rate without denominator
      [cal.npi, 'case-volume', cycle.startsOn, -3, ''], // 9: negative
      [ann.npi, 'complication-rate', cycle.startsOn, 2, 40], // 10: same key as line 2
      [cal.npi, 'case-volume', 'last year', 30, ''], // 11: period unreadable
    ]);
    const response = await uploadOppeCsv(t, { base: h.base, token: h.admin.token, csv });
    expectError(response, 400, 'VALIDATION');
    const { message, fields } = response.json<{
      error: { message: string; fields: Record<string, string> };
    }>().error;
    expect(message).toBe('9 rows have errors: nothing was imported. Correct the file and upload it again.');
    expect(fields).toMatchObject({
      'line.3.npi': 'An NPI is 10 digits with a valid check digit',
      'line.4.npi': `NPI ${outsider.npi} is not a practitioner appointed at this hospital`,
      'line.5.indicator': 'This hospital has no indicator "mortality"',
      'line.6.period': 'No OPPE cycle of this hospital is the period 2001-01-01',
      'line.7.numerator': 'The numerator cannot be more than the denominator for a rate',
      'line.8.denominator': 'A rate needs a denominator of more than 0',
      'line.9.numerator': 'Enter a number of 0 or more',
      'line.10.npi': 'Line 2 already gives this value (same NPI, indicator and period)',
      'line.11.period': expect.stringContaining('YYYY-MM..YYYY-MM'),
    });
    expect(fields).not.toHaveProperty('line.2.npi');
    expect(await valueCount()).toBe(0);

    // The import's page lists the same, by line; only the rows with errors stay staged.
    const rejected = resultOf<TOppeImport>(
      await send(t.app, 'GET', `${h.base}/imports/${fields.importId}`, h.admin.token),
    );
    expect(rejected).toMatchObject({
      state: 'rejected',
      rowsRead: 10,
      rowsImported: 0,
      errorCount: 9,
      fileName: 'quality-export.csv',
      importedBy: 'Olive Office',
    });
    expect(rejected.errors.map((error) => error.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const staged = await t.db.select().from(oppeImportRows).where(eq(oppeImportRows.importId, rejected.id));
    expect(staged).toHaveLength(9);
  });

  it('refuses a file that is not an OPPE export (header, broken quote, empty) with the reason', async () => {
    const header = await uploadOppeCsv(t, {
      base: h.base,
      token: h.admin.token,
      csv: 'npi,indicator\n1,2\n',
    });
    expectError(header, 400, 'BAD_REQUEST');
    expect(header.json().error.message).toContain('period, numerator, denominator');
    const quote = await uploadOppeCsv(t, {
      base: h.base,
      token: h.admin.token,
      csv: `${csvOf([[ann.npi, 'case-volume', cycle.startsOn, 30, '']])}"${ann.npi},case-volume\n`,
    });
    expectError(quote, 400, 'BAD_REQUEST');
    expect(quote.json().error.message).toMatch(/^Line 3: /);
    expectError(
      await uploadOppeCsv(t, { base: h.base, token: h.admin.token, csv: csvOf([]) }),
      400,
      'BAD_REQUEST',
    );
    const notMultipart = await send(t.app, 'POST', `${h.base}/imports`, h.admin.token, { file: 'x' });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(await valueCount()).toBe(0);
  });

  it('imports a good file whole with one audit row; the report flags what is past its threshold', async () => {
    const months = `${cycle.startsOn.slice(0, 7)}..${cycle.endsOn.slice(0, 7)}`;
    const csv = csvOf([
      [ann.npi, 'complication-rate', cycle.startsOn, 1, 40],
      [ann.npi, 'case-volume', cycle.startsOn, 40, ''],
      [ben.npi, 'COMPLICATION-RATE', months, 6, 50], // 12 %: above 5 %
      [ben.npi, 'case-volume', months, 12, ''], // below 20
      [cal.npi, 'complication-rate', cycle.startsOn, 0, 4], // 4 cases: too few to judge
    ]);
    const imported = resultOf<TOppeImport>(
      await uploadOppeCsv(t, { base: h.base, token: h.admin.token, csv }),
      201,
    );
    expect(imported).toMatchObject({
      state: 'imported',
      rowsRead: 5,
      rowsImported: 5,
      errorCount: 0,
      errors: [],
    });
    expect(await valueCount()).toBe(5);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, imported.id));
    expect(audits.map((row) => row.action)).toEqual(['oppe.values-imported']);

    const list = resultOf<TOppePractitionerList>(
      await send(t.app, 'GET', `${h.base}/cycles/${cycle.id}/practitioners`, h.admin.token),
    );
    expect(list.data.map((row) => [row.name, row.flaggedCount, row.valueCount, row.npi])).toEqual([
      ['Ben Baker', 2, 2, ben.npi],
      ['Cal Cole', 1, 1, cal.npi],
      ['Ann Archer', 0, 2, ann.npi],
    ]);

    const report = resultOf<TOppeReport>(
      await send(t.app, 'GET', `${h.base}/cycles/${cycle.id}/practitioners/${ben.id}`, h.admin.token),
    );
    expect(report.practitioner).toEqual({ doctorId: ben.id, name: 'Ben Baker', npi: ben.npi });
    const byKey = Object.fromEntries(report.indicators.map((entry) => [entry.indicator.key, entry]));
    expect(byKey['complication-rate']).toMatchObject({
      value: { numerator: 6, denominator: 50, value: 12 },
      flag: 'above-max',
      // Every practitioner's rate, numbers only: 0 %, 2.5 %, 12 %.
      distribution: { values: [0, 2.5, 12], median: 2.5 },
    });
    expect(byKey['case-volume']).toMatchObject({
      value: { numerator: 12, denominator: null, value: 12 },
      flag: 'below-min',
      distribution: { values: [12, 40], median: 26 },
    });
    expect(JSON.stringify(report)).not.toContain('Ann');
    expect(report.review).toBeNull();

    const calReport = resultOf<TOppeReport>(
      await send(t.app, 'GET', `${h.base}/cycles/${cycle.id}/practitioners/${cal.id}`, h.admin.token),
    );
    expect(calReport.indicators[0].flag).toBe('low-volume');
  });

  it('replaces a value when a later file gives the same practitioner, indicator and period', async () => {
    const csv = csvOf([[ben.npi, 'complication-rate', cycle.startsOn, 1, 50]]);
    resultOf(await uploadOppeCsv(t, { base: h.base, token: h.admin.token, csv }), 201);
    expect(await valueCount()).toBe(5);
    const report = resultOf<TOppeReport>(
      await send(t.app, 'GET', `${h.base}/cycles/${cycle.id}/practitioners/${ben.id}`, h.admin.token),
    );
    const rate = report.indicators.find((entry) => entry.indicator.key === 'complication-rate');
    expect(rate).toMatchObject({ value: { value: 2 }, flag: null });
  });

  describe('who may import and read', () => {
    let otherAdmin: TPerson;
    let doctor: TPerson;
    beforeAll(async () => {
      const other = await createOppeHospital(t, 'Otto');
      otherAdmin = other.admin;
      doctor = await createPerson(t, 'Dora', 'Doctor');
    });

    it('answers another hospital’s admin 404 and a doctor 403, importing nothing', async () => {
      const csv = csvOf([[ann.npi, 'case-volume', cycle.startsOn, 99, '']]);
      expectError(await uploadOppeCsv(t, { base: h.base, token: otherAdmin.token, csv }), 404, 'NOT_FOUND');
      expectError(await uploadOppeCsv(t, { base: h.base, token: doctor.token, csv }), 403, 'FORBIDDEN');
      for (const path of ['/indicators', '/settings', '/cycles', `/cycles/${cycle.id}/practitioners`]) {
        expectError(await send(t.app, 'GET', `${h.base}${path}`, otherAdmin.token), 404, 'NOT_FOUND');
        expectError(await send(t.app, 'GET', `${h.base}${path}`, doctor.token), 403, 'FORBIDDEN');
      }
      expectError(
        await send(t.app, 'GET', `${h.base}/cycles/${cycle.id}/practitioners/${ann.id}`, otherAdmin.token),
        404,
        'NOT_FOUND',
      );
      expectError(
        await send(
          t.app,
          'GET',
          `/api/admin/hospitals/not-a-uuid/oppe/cycles/${cycle.id}/practitioners`,
          h.admin.token,
        ),
        404,
        'NOT_FOUND',
      );
      expectError(
        await send(t.app, 'GET', `${h.base}/cycles/nope/practitioners/nope`, h.admin.token),
        404,
        'NOT_FOUND',
      );
      expectError(await send(t.app, 'GET', `${h.base}/imports/nope`, h.admin.token), 404, 'NOT_FOUND');
      expect(await valueCount()).toBe(5);
    });
  });
});
