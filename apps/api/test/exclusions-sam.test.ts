import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLeieCsv, generateSamCsv } from './exclusions-csv';
import {
  exclusionMailsTo,
  importList,
  makeNpi,
  readAlert,
  readScreening,
  submitScreenedDoctor,
} from './exclusions-fixtures';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createVerificationHospital } from './verification-fixtures';
import type { TTestHospital } from './application-fixtures';

const LIST_DATE = dayjs().subtract(2, 'day').format('YYYY-MM-DD');
const shown = dayjs(LIST_DATE).format('MM/DD/YYYY');

/**
 * The SAM exclusions extract has no date of birth: a doctor whose name it lists is a possible match
 * by name alone. And a doctor who applies after the lists were imported is screened on submission.
 */
describe('exclusion screening against SAM, and on submission', () => {
  let t: TTestApp;
  let platform: TPerson;
  let admin: TPerson;
  let hospital: TTestHospital;

  beforeAll(async () => {
    t = await createTestApp();
    platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    ({ hospital, admin } = await createVerificationHospital(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it("a SAM individual with the doctor's name is a possible match by name; a firm of that name is not", async () => {
    const samuel = await submitScreenedDoctor(t, hospital, {
      first: 'Samuel',
      last: 'Sterling',
      dateOfBirth: '1971-02-03',
      npi: makeNpi(610_000_001),
    });
    const firmNamesake = await submitScreenedDoctor(t, hospital, {
      first: 'Fiona',
      last: 'Firm',
      dateOfBirth: '1972-02-03',
      npi: makeNpi(610_000_002),
    });
    const imported = await importList(
      t,
      platform.token,
      'sam',
      generateSamCsv({
        rows: 40,
        extra: [
          { First: 'Samuel', Last: 'STERLING', 'Exclusion Type': 'Ineligible (Proceedings Completed)' },
          { Classification: 'Firm', Name: 'FIONA FIRM LLC', First: 'Fiona', Last: 'Firm' },
        ],
      }),
      { listDate: LIST_DATE },
    );
    expect(imported.possible).toBe(1);

    const { item, latest } = await readScreening(t, admin.token, samuel.applicationId, 'sam');
    expect(latest).toMatchObject({ result: 'possible', matchedBy: 'name', listDate: LIST_DATE });
    expect(latest?.entry).toMatchObject({ Classification: 'Individual', Last: 'STERLING' });
    expect(item).toMatchObject({ state: 'pending' });
    expect(item?.evidence.record?.split('\n')[0]).toMatch(/^"Classification","Name","Prefix","First"/);
    expect(await readAlert(t, admin.token, samuel.applicationId)).toBe(true);
    const mails = await exclusionMailsTo(t, admin.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Possible exclusion list match: Samuel Sterling (${hospital.hospital.name})`,
    ]);
    expect(mails[0].text).toContain(
      `SAM exclusions list of ${shown} has a possible match by name for Samuel Sterling`,
    );

    const firm = await readScreening(t, admin.token, firmNamesake.applicationId, 'sam');
    expect(firm.latest?.result).toBe('clear');
    expect(firm.item).toMatchObject({ state: 'verified', source: `SAM exclusions list of ${shown}` });
    // Not screened against the LEIE yet: no list of it was imported.
    expect((await readScreening(t, admin.token, samuel.applicationId, 'oig')).latest).toBeUndefined();
  });

  it('screens an application on submission against each current list, and emails a hit at once', async () => {
    const npi = makeNpi(620_000_003);
    await importList(
      t,
      platform.token,
      'oig',
      generateLeieCsv({
        rows: 50,
        extra: [{ LASTNAME: 'NEWCOMB', FIRSTNAME: 'NINA', NPI: npi, DOB: '19820304' }],
      }),
      { listDate: LIST_DATE },
    );
    const before = (await exclusionMailsTo(t, admin.email)).length;
    const nina = await submitScreenedDoctor(t, hospital, {
      first: 'Nina',
      last: 'Newcomb',
      dateOfBirth: '1982-03-04',
      npi,
    });
    const oig = await readScreening(t, admin.token, nina.applicationId, 'oig');
    expect(oig.latest).toMatchObject({ result: 'hit', matchedBy: 'npi', listDate: LIST_DATE });
    expect(oig.item?.state).toBe('discrepancy');
    const sam = await readScreening(t, admin.token, nina.applicationId, 'sam');
    expect(sam.latest).toMatchObject({ result: 'clear' });
    expect(sam.item?.state).toBe('verified');
    expect(await readAlert(t, admin.token, nina.applicationId)).toBe(true);
    const mails = await exclusionMailsTo(t, admin.email);
    expect(mails.slice(before).map((mail) => mail.subject)).toEqual([
      `Exclusion list match: Nina Newcomb (${hospital.hospital.name})`,
    ]);
    expect(await exclusionMailsTo(t, nina.doctor.email)).toEqual([]);
  });
});
