import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationVerification, TExclusionImport } from '@docapply/contracts';
import { auditLog } from '@/core/db/schema';
import { createHospitalWithForms, resultOf } from './application-fixtures';
import { generateLeieCsv, type TLeieRow } from './exclusions-csv';
import {
  exclusionMailsTo,
  importList,
  makeNpi,
  readAlert,
  readQueueRow,
  readScreening,
  resolveMatch,
  submitScreenedDoctor,
  type TScreenedDoctor,
} from './exclusions-fixtures';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createVerificationHospital } from './verification-fixtures';

const MARCH = dayjs().subtract(40, 'day').format('YYYY-MM-DD');
const APRIL = dayjs().subtract(5, 'day').format('YYYY-MM-DD');
const shown = (day: string) => dayjs(day).format('MM/DD/YYYY');

const HUGO = { first: 'Hugo', last: 'Hitchens', dateOfBirth: '1970-01-01', npi: makeNpi(111_111_111) };
const PAULA = { first: 'Paula', last: 'Possible', dateOfBirth: '1975-05-05', npi: makeNpi(222_222_222) };
const CARL = { first: 'Carl', last: 'Confirm', dateOfBirth: '1980-08-08', npi: makeNpi(333_333_333) };
const RITA = { first: 'Rita', last: 'Reinstated', dateOfBirth: '1966-06-06', npi: makeNpi(444_444_444) };
const DORA = { first: 'Dora', last: 'Different', dateOfBirth: '1990-01-01', npi: makeNpi(555_555_555) };

/** The month's LEIE: generated rows, and the people these tests are about as the OIG lists them. */
const LISTED: TLeieRow[] = [
  { LASTNAME: 'HITCHENS', FIRSTNAME: 'HUGO', NPI: HUGO.npi, DOB: '19700101' },
  // Same name and date of birth, but the list has no NPI for them: possible matches.
  { LASTNAME: 'POSSIBLE', FIRSTNAME: 'PAULA', DOB: '19750505' },
  { LASTNAME: 'CONFIRM', FIRSTNAME: 'CARL', DOB: '19800808' },
  // Listed by NPI, but reinstated since.
  { LASTNAME: 'REINSTATED', FIRSTNAME: 'RITA', NPI: RITA.npi, DOB: '19660606', REINDATE: '20200115' },
  // Same name, another person (born another day).
  { LASTNAME: 'DIFFERENT', FIRSTNAME: 'DORA', DOB: '19500101' },
];
const LEIE_CSV = generateLeieCsv({ rows: 300, extra: LISTED });

/**
 * First doctors apply; then the platform administrator imports the month's LEIE and every open
 * application is screened: a listed NPI is a hit that flags the application and emails the
 * hospital's admins, a name and date of birth without the NPI is a possible match the admin
 * confirms or dismisses with a note; next month's list does not raise a dismissed match again.
 */
describe('exclusion screening against the OIG LEIE', () => {
  let t: TTestApp;
  let platform: TPerson;
  let admin: TPerson;
  let secondAdmin: TPerson;
  let outsider: TPerson;
  let hugo: TScreenedDoctor;
  let paula: TScreenedDoctor;
  let carl: TScreenedDoctor;
  let rita: TScreenedDoctor;
  let dora: TScreenedDoctor;
  let march: TExclusionImport;
  let ritaDoneBefore: number;

  beforeAll(async () => {
    t = await createTestApp();
    platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    const { hospital, admin: first } = await createVerificationHospital(t);
    admin = first;
    secondAdmin = await createHospitalAdmin(t, 'Sean', 'Second', hospital.hospital.id);
    const other = await createHospitalWithForms(t.db);
    outsider = await createHospitalAdmin(t, 'Olga', 'Outsider', other.hospital.id);
    hugo = await submitScreenedDoctor(t, hospital, HUGO);
    paula = await submitScreenedDoctor(t, hospital, PAULA);
    carl = await submitScreenedDoctor(t, hospital, CARL);
    rita = await submitScreenedDoctor(t, hospital, RITA);
    dora = await submitScreenedDoctor(t, hospital, DORA);
    ritaDoneBefore = (await readQueueRow(t, admin.token, rita.applicationId)).verification?.done ?? -1;
    march = await importList(t, platform.token, 'oig', LEIE_CSV, { listDate: MARCH });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('flags a doctor listed by NPI, marks the item a discrepancy, and emails the admins, never the doctor', async () => {
    expect(march.hits).toBeGreaterThanOrEqual(1);
    expect(march.possible).toBeGreaterThanOrEqual(2);
    const { item, latest } = await readScreening(t, admin.token, hugo.applicationId, 'oig');
    expect(latest).toMatchObject({ result: 'hit', matchedBy: 'npi', listDate: MARCH, resolution: null });
    expect(latest?.entry).toMatchObject({ LASTNAME: 'HITCHENS', NPI: HUGO.npi });
    expect(item).toMatchObject({
      state: 'discrepancy',
      source: `OIG LEIE list of ${shown(MARCH)}`,
      verifiedBy: { userId: null, name: `DocApply: OIG LEIE ${shown(MARCH)} list` },
    });
    expect(item?.evidence.recordContentType).toBe('text/csv');
    expect(item?.evidence.record?.split('\n')[0]).toMatch(/^"LASTNAME","FIRSTNAME",/);
    expect(item?.evidence.record).toContain(`"HITCHENS","HUGO"`);
    expect(item?.checks.find((check) => check.field === 'NPI')).toMatchObject({
      found: HUGO.npi,
      matches: true,
    });
    expect(await readAlert(t, admin.token, hugo.applicationId)).toBe(true);

    for (const person of [admin, secondAdmin]) {
      const mails = await exclusionMailsTo(t, person.email);
      expect(mails.filter((mail) => mail.subject.includes('Hugo Hitchens'))).toHaveLength(1);
    }
    expect(await exclusionMailsTo(t, hugo.doctor.email)).toEqual([]);
    expect(await exclusionMailsTo(t, outsider.email)).toEqual([]);
  });

  it('raises a name and date of birth match without the NPI as a possible match, pending', async () => {
    const { item, latest } = await readScreening(t, admin.token, paula.applicationId, 'oig');
    expect(latest).toMatchObject({ result: 'possible', matchedBy: 'name-dob', resolution: null });
    expect(item).toMatchObject({ state: 'pending', verifiedAt: null });
    expect(await readAlert(t, admin.token, paula.applicationId)).toBe(true);
    const mails = await exclusionMailsTo(t, admin.email);
    expect(
      mails.filter((mail) => mail.subject.startsWith('Possible exclusion list match: Paula Possible')),
    ).toHaveLength(1);
  });

  it('clears a reinstated entry and a namesake born another day, verified by the system', async () => {
    for (const doctor of [rita, dora]) {
      const { item, latest } = await readScreening(t, admin.token, doctor.applicationId, 'oig');
      expect(latest).toMatchObject({ result: 'clear', matchedBy: null, entry: null });
      expect(item).toMatchObject({ state: 'verified', source: `OIG LEIE list of ${shown(MARCH)}` });
      expect(await readAlert(t, admin.token, doctor.applicationId)).toBe(false);
    }
    // The queue's checklist progress counts the item the screening verified.
    expect((await readQueueRow(t, admin.token, rita.applicationId)).verification?.done).toBe(
      ritaDoneBefore + 1,
    );
  });

  it("keeps the decision to the application's own admins, with a note, on a possible match only", async () => {
    const { latest } = await readScreening(t, admin.token, paula.applicationId, 'oig');
    const hugoScreening = (await readScreening(t, admin.token, hugo.applicationId, 'oig')).latest;
    const body = {
      resolution: 'dismissed' as const,
      note: 'Different person: middle name and address differ.',
    };
    expect((await resolveMatch(t, outsider.token, paula.applicationId, latest!.id, body)).statusCode).toBe(
      404,
    );
    expect(
      (await resolveMatch(t, paula.doctor.token, paula.applicationId, latest!.id, body)).statusCode,
    ).toBe(403);
    // Another application's screening through this application: not found either.
    expect((await resolveMatch(t, admin.token, carl.applicationId, latest!.id, body)).statusCode).toBe(404);
    const noNote = await resolveMatch(t, admin.token, paula.applicationId, latest!.id, {
      ...body,
      note: ' ',
    });
    expect(noNote.statusCode).toBe(400);
    expect((await resolveMatch(t, admin.token, hugo.applicationId, hugoScreening!.id, body)).statusCode).toBe(
      409,
    );
    expect(await readAlert(t, admin.token, paula.applicationId)).toBe(true);
  });

  it('dismissed with a note: the item is verified by the admin and the alert goes', async () => {
    const { latest } = await readScreening(t, admin.token, paula.applicationId, 'oig');
    const note = 'Different person: middle name and address differ.';
    const verification = resultOf<TApplicationVerification>(
      await resolveMatch(t, admin.token, paula.applicationId, latest!.id, { resolution: 'dismissed', note }),
    );
    expect(verification.items.find((item) => item.key === 'oig')).toMatchObject({
      state: 'verified',
      note,
      verifiedBy: { userId: admin.id, name: 'Maria Lopez' },
    });
    expect(verification.screenings.find((screening) => screening.id === latest!.id)).toMatchObject({
      resolution: 'dismissed',
      resolvedBy: 'Maria Lopez',
      resolutionNote: note,
    });
    expect(await readAlert(t, admin.token, paula.applicationId)).toBe(false);
    const audits = await t.db
      .select({ actorId: auditLog.actorId, data: auditLog.data })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'exclusion.match-dismissed'),
          eq(auditLog.applicationId, paula.applicationId),
        ),
      );
    expect(audits).toEqual([{ actorId: admin.id, data: expect.objectContaining({ source: 'oig', note }) }]);
    const again = await resolveMatch(t, admin.token, paula.applicationId, latest!.id, {
      resolution: 'confirmed',
      note,
    });
    expect(again.statusCode).toBe(409);
  });

  it('confirmed: the item is a discrepancy and the application stays flagged', async () => {
    const { latest } = await readScreening(t, admin.token, carl.applicationId, 'oig');
    const verification = resultOf<TApplicationVerification>(
      await resolveMatch(t, admin.token, carl.applicationId, latest!.id, {
        resolution: 'confirmed',
        note: 'Same licence number as the OIG record.',
      }),
    );
    expect(verification.items.find((item) => item.key === 'oig')?.state).toBe('discrepancy');
    expect(await readAlert(t, admin.token, carl.applicationId)).toBe(true);
  });

  it('next month: the dismissed match is not raised again, the confirmed one stands, the hit is reported again', async () => {
    const paulaMailsBefore = (await exclusionMailsTo(t, admin.email)).filter((m) =>
      m.subject.includes('Paula'),
    );
    const april = await importList(t, platform.token, 'oig', LEIE_CSV, { listDate: APRIL });
    expect(april.listDate).toBe(APRIL);

    const paulaNow = await readScreening(t, admin.token, paula.applicationId, 'oig');
    expect(paulaNow.screenings).toHaveLength(2);
    expect(paulaNow.latest).toMatchObject({ listDate: APRIL, result: 'possible', resolution: 'dismissed' });
    expect(paulaNow.item).toMatchObject({ state: 'verified', source: `OIG LEIE list of ${shown(APRIL)}` });
    expect(await readAlert(t, admin.token, paula.applicationId)).toBe(false);
    expect((await exclusionMailsTo(t, admin.email)).filter((m) => m.subject.includes('Paula'))).toEqual(
      paulaMailsBefore,
    );

    const carlNow = await readScreening(t, admin.token, carl.applicationId, 'oig');
    expect(carlNow.latest).toMatchObject({ listDate: APRIL, resolution: 'confirmed' });
    expect(carlNow.item?.state).toBe('discrepancy');
    expect(await readAlert(t, admin.token, carl.applicationId)).toBe(true);

    const hugoMails = (await exclusionMailsTo(t, admin.email)).filter((m) => m.subject.includes('Hugo'));
    expect(hugoMails).toHaveLength(2);
    expect(hugoMails[1].text).toContain(`OIG LEIE list of ${shown(APRIL)}`);
    // Every screening is kept as evidence, clear ones too.
    expect((await readScreening(t, admin.token, rita.applicationId, 'oig')).screenings).toHaveLength(2);
  });
});
