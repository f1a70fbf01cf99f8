import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TExclusionLists } from '@docapply/contracts';
import { exclusionEntries } from '@/core/db/schema';
import { LEIE_COLUMNS } from '@/modules/exclusions/columns';
import { createHospitalWithForms, resultOf, send } from './application-fixtures';
import { countLeieIndividuals, generateLeieCsv, generateSamCsv } from './exclusions-csv';
import { importList, uploadList } from './exclusions-fixtures';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';

const FULL_LIST_ROWS = 70_000;
/** The lists' date: this month's release (a list date after today is refused). */
const LIST_DATE = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
const ENDED_ON = dayjs(LIST_DATE).subtract(1, 'month');
const ENDS_ON = dayjs(LIST_DATE).add(1, 'year');

async function countEntries(t: TTestApp, source: 'oig' | 'sam'): Promise<number> {
  const [row] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(exclusionEntries)
    .where(eq(exclusionEntries.source, source));
  return row.count;
}

/**
 * First the platform administrator uploads the monthly LEIE file (70,000 rows) and the SAM extract;
 * then files that are not the list, or are broken, are refused with the reason and change nothing.
 */
describe('exclusion lists: import', () => {
  let t: TTestApp;
  let platform: TPerson;
  let fullListRows = 0;

  beforeAll(async () => {
    t = await createTestApp();
    platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports a 70,000-row LEIE file, individuals only, in one go, and a known row is found by name', async () => {
    const csv = generateLeieCsv({
      rows: FULL_LIST_ROWS,
      extra: [{ LASTNAME: 'QUINCY', FIRSTNAME: 'QUENTIN', NPI: '1999999992', DOB: '19610412' }],
    });
    const imported = await importList(t, platform.token, 'oig', csv, { listDate: LIST_DATE });
    fullListRows = countLeieIndividuals(FULL_LIST_ROWS) + 1;
    expect(imported).toMatchObject({ source: 'oig', listDate: LIST_DATE, rowCount: fullListRows });
    expect(imported.fileName).toBe('UPDATED.csv');
    expect(imported.importedBy).toBe('Pat Platform');
    expect(await countEntries(t, 'oig')).toBe(fullListRows);

    const found = await t.db
      .select()
      .from(exclusionEntries)
      .where(
        and(
          eq(exclusionEntries.source, 'oig'),
          eq(exclusionEntries.lastKey, 'quincy'),
          eq(exclusionEntries.firstKey, 'quentin'),
        ),
      );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ npi: '1999999992', dateOfBirth: '1961-04-12', reinstatedOn: null });
    // The row is kept as the list wrote it: every column, unchanged.
    expect(Object.keys(found[0].record).sort()).toEqual([...LEIE_COLUMNS].sort());
    expect(found[0].record).toMatchObject({ LASTNAME: 'QUINCY', DOB: '19610412', REINDATE: '00000000' });

    const lists = resultOf<TExclusionLists>(
      await send(t.app, 'GET', '/api/platform/exclusion-lists', platform.token),
    );
    const oig = lists.sources.find((source) => source.source === 'oig');
    expect(oig?.current).toMatchObject({ id: imported.id, rowCount: fullListRows });
    expect(oig?.history.map((entry) => entry.id)).toEqual([imported.id]);
  }, 120_000);

  it('refuses a file with the wrong header, naming the missing columns, and keeps the current list', async () => {
    const csv = 'LASTNAME,FIRSTNAME,NPI\n"DOE","JANE","1234567893"\n';
    const response = await uploadList(t, platform.token, 'oig', csv);
    expect(response.statusCode, response.body).toBe(400);
    const { message } = response.json<{ error: { message: string } }>().error;
    expect(message).toContain('MIDNAME');
    expect(message).toContain('REINDATE');
    expect(message).not.toContain('FIRSTNAME,');
    expect(await countEntries(t, 'oig')).toBe(fullListRows);
  });

  it('refuses a malformed row with its line number and replaces nothing', async () => {
    const good = generateLeieCsv({ rows: 3 }).trimEnd().split('\n');
    const shortRow = [...good.slice(0, 3), '"ONLY","THREE","VALUES"', good[3]].join('\n');
    const short = await uploadList(t, platform.token, 'oig', `${shortRow}\n`);
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json<{ error: { message: string } }>().error.message).toMatch(/^Line 4: /);

    const badDate = generateLeieCsv({
      rows: 2,
      extra: [{ LASTNAME: 'ROE', FIRSTNAME: 'RAY', DOB: '19991340' }],
    });
    const date = await uploadList(t, platform.token, 'oig', badDate);
    expect(date.statusCode, date.body).toBe(400);
    expect(date.json<{ error: { message: string } }>().error.message).toContain('Line 4: DOB "19991340"');
    expect(await countEntries(t, 'oig')).toBe(fullListRows);
  });

  it('refuses a list with no individual, an empty file and a date after today', async () => {
    const businesses = generateLeieCsv({
      rows: 0,
      extra: [{ LASTNAME: '', FIRSTNAME: '', BUSNAME: 'ACME' }],
    });
    expect((await uploadList(t, platform.token, 'oig', businesses)).statusCode).toBe(400);
    expect((await uploadList(t, platform.token, 'oig', '')).statusCode).toBe(400);
    const future = await uploadList(t, platform.token, 'oig', generateLeieCsv({ rows: 5 }), {
      listDate: '2099-01-01',
    });
    expect(future.statusCode, future.body).toBe(400);
    expect(future.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'listDate',
    );
    expect(await countEntries(t, 'oig')).toBe(fullListRows);
  });

  it('imports the SAM extract: individuals only, an exclusion terminated by the list date is reinstated', async () => {
    const csv = generateSamCsv({
      rows: 30,
      extra: [
        { First: 'ENDED', Last: 'EARLIER', 'Termination Date': ENDED_ON.format('MM/DD/YYYY') },
        { First: 'ENDS', Last: 'LATER', 'Termination Date': ENDS_ON.format('MM/DD/YYYY') },
      ],
    });
    const imported = await importList(t, platform.token, 'sam', csv, { listDate: LIST_DATE });
    // 20 of the 30 generated rows are individuals (every third is a firm), plus the two added.
    expect(imported.rowCount).toBe(22);
    const rows = await t.db
      .select({ lastKey: exclusionEntries.lastKey, reinstatedOn: exclusionEntries.reinstatedOn })
      .from(exclusionEntries)
      .where(
        and(eq(exclusionEntries.source, 'sam'), sql`${exclusionEntries.lastKey} in ('earlier', 'later')`),
      );
    expect(Object.fromEntries(rows.map((row) => [row.lastKey, row.reinstatedOn]))).toEqual({
      earlier: ENDED_ON.format('YYYY-MM-DD'),
      later: null,
    });
    // The LEIE stays as it was: each source's import replaces its own rows only.
    expect(await countEntries(t, 'oig')).toBe(fullListRows);
  });

  it('refuses a SAM file without its columns', async () => {
    const response = await uploadList(t, platform.token, 'sam', generateLeieCsv({ rows: 2 }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('Termination Date');
  });

  it('keeps a download URL per list, refuses one that is not a web address, and clears it', async () => {
    const url = 'https://oig.hhs.gov/exclusions/downloadables/UPDATED.csv';
    const saved = resultOf<TExclusionLists>(
      await send(t.app, 'PUT', '/api/platform/exclusion-lists/oig', platform.token, { url }),
    );
    expect(saved.sources.find((source) => source.source === 'oig')?.url).toBe(url);
    expect(saved.sources.find((source) => source.source === 'sam')?.url).toBeNull();
    const bad = await send(t.app, 'PUT', '/api/platform/exclusion-lists/oig', platform.token, {
      url: 'ftp://x',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await send(t.app, 'PUT', '/api/platform/exclusion-lists/npdb', platform.token, { url });
    expect(unknown.statusCode).toBe(400);
    const cleared = resultOf<TExclusionLists>(
      await send(t.app, 'PUT', '/api/platform/exclusion-lists/oig', platform.token, { url: null }),
    );
    expect(cleared.sources.find((source) => source.source === 'oig')?.url).toBeNull();
  });

  it('answers 403 to a hospital admin and a doctor on every platform route', async () => {
    const { hospital } = await createHospitalWithForms(t.db);
    const admin = await createHospitalAdmin(t, 'Hal', 'Admin', hospital.id);
    const doctor = await createPerson(t, 'Dee', 'Doctor');
    for (const person of [admin, doctor]) {
      expect((await send(t.app, 'GET', '/api/platform/exclusion-lists', person.token)).statusCode).toBe(403);
      const put = await send(t.app, 'PUT', '/api/platform/exclusion-lists/oig', person.token, { url: null });
      expect(put.statusCode).toBe(403);
      expect((await uploadList(t, person.token, 'oig', generateLeieCsv({ rows: 2 }))).statusCode).toBe(403);
      const download = await send(t.app, 'POST', '/api/platform/exclusion-lists/oig/download', person.token);
      expect(download.statusCode).toBe(403);
    }
    expect(await countEntries(t, 'oig')).toBe(fullListRows);
  });
});
