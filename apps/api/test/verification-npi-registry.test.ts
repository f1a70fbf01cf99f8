import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assessNpiLookup, compareNpiRecord, type TNpiSubject } from '@/modules/verification/npi/compare';
import {
  createNpiLookupUrl,
  lookUpNpi,
  parseNpiRegistryBody,
} from '@/modules/verification/npi/registry-client';
import { ZNppesResult } from '@/modules/verification/npi/registry-schema';
import {
  DEACTIVATED_NPI,
  MATCHING_NPI,
  SEVERAL_RESULTS_NPI,
  UNKNOWN_NPI,
  createPersonRecord,
} from '../../../scripts/fake-npi-registry/fixtures';
import { startFakeNpiRegistry, type TFakeNpiRegistry } from '../../../scripts/fake-npi-registry/server';

/** The application's side: Ada N Okafor, MD, Internal Medicine, IL and CA licences. */
const ADA: TNpiSubject = {
  npi: MATCHING_NPI,
  firstName: 'Ada',
  middleName: 'N',
  lastName: 'Okafor',
  degree: 'MD',
  specialties: ['Internal Medicine'],
  licences: [
    { state: 'IL', number: '036.123456' },
    { state: 'CA', number: 'A123456' },
  ],
};

const record = (overrides: Partial<Parameters<typeof createPersonRecord>[0]> = {}) =>
  ZNppesResult.parse(
    createPersonRecord({
      number: MATCHING_NPI,
      first: 'Ada',
      middle: 'N',
      last: 'Okafor',
      credential: 'M.D.',
      taxonomies: [
        { code: '207R00000X', desc: 'Internal Medicine', primary: true, state: 'IL', license: '036.123456' },
        { code: '207R00000X', desc: 'Internal Medicine', primary: false, state: 'CA', license: 'A123456' },
      ],
      ...overrides,
    }),
  );

const checkOf = (subject: TNpiSubject, field: string, overrides = {}) =>
  compareNpiRecord(subject, record(overrides)).checks.find((check) => check.field === field);

describe('the NPPES NPI Registry client, against the fake registry', () => {
  let registry: TFakeNpiRegistry;
  const options = () => ({ baseUrl: registry.url, timeoutMs: 300 });

  beforeAll(async () => {
    registry = await startFakeNpiRegistry();
  });
  beforeEach(() => registry.setMode('normal'));
  afterAll(async () => {
    await registry.close();
  });

  it('asks for version 2.1 and the number, and keeps the answer byte for byte', async () => {
    const lookup = await lookUpNpi(options(), MATCHING_NPI);
    const query = registry.requests.at(-1);
    expect([query?.get('version'), query?.get('number')]).toEqual(['2.1', MATCHING_NPI]);
    const direct = await (await fetch(createNpiLookupUrl(registry.url, MATCHING_NPI))).text();
    expect(lookup).toMatchObject({
      kind: 'found',
      resultCount: 1,
      body: direct,
      contentType: 'application/json',
    });
    if (lookup.kind !== 'found') {
      throw new Error('expected a record');
    }
    const [found] = lookup.results;
    expect(found.basic).toMatchObject({
      first_name: 'ADA',
      last_name: 'OKAFOR',
      credential: 'M.D.',
      status: 'A',
    });
    // Keys the comparison does not read are kept, as the registry sent them.
    expect(found).toHaveProperty('identifiers', []);
    expect(found.basic).toHaveProperty('sole_proprietor', 'NO');
  });

  it('keeps a query the base URL already has', () => {
    const url = new URL(createNpiLookupUrl('https://registry.example.org/api/?key=abc', '1234567893'));
    expect([...url.searchParams]).toEqual([
      ['key', 'abc'],
      ['version', '2.1'],
      ['number', '1234567893'],
    ]);
  });

  it('tells no result, several results and a refusal apart', async () => {
    expect(await lookUpNpi(options(), UNKNOWN_NPI)).toMatchObject({
      kind: 'found',
      resultCount: 0,
      results: [],
    });
    const several = await lookUpNpi(options(), SEVERAL_RESULTS_NPI);
    expect(several.kind === 'found' && several.results.map((result) => result.basic.first_name)).toEqual([
      'ADA',
      'ADAOBI',
    ]);
    const deactivated = await lookUpNpi(options(), DEACTIVATED_NPI);
    expect(deactivated.kind === 'found' && deactivated.results[0].basic).toMatchObject({
      status: 'D',
      deactivation_date: '2019-02-28',
    });
    expect(await lookUpNpi(options(), '12345')).toMatchObject({
      kind: 'refused',
      errors: [{ description: 'Field number requires number of 10 digits', field: 'number', number: '06' }],
    });
  });

  it('answers "unavailable", never throws, when the registry fails, hangs, talks nonsense or is gone', async () => {
    registry.setMode('failing');
    expect(await lookUpNpi(options(), MATCHING_NPI)).toEqual({ kind: 'unavailable', reason: 'answered 500' });
    registry.setMode('garbage');
    expect(await lookUpNpi(options(), MATCHING_NPI)).toMatchObject({ kind: 'unavailable' });
    registry.setMode('silent');
    const started = Date.now();
    expect(await lookUpNpi(options(), MATCHING_NPI)).toEqual({
      kind: 'unavailable',
      reason: 'no answer within 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(2000);

    const gone = await startFakeNpiRegistry();
    await gone.close();
    const unreachable = await lookUpNpi({ baseUrl: gone.url, timeoutMs: 1000 }, MATCHING_NPI);
    expect(unreachable.kind === 'unavailable' && unreachable.reason).toMatch(/^unreachable: .*ECONNREFUSED/);
  });

  it('reads an answer whose numbers are numbers and whose objects carry extra keys', () => {
    const body = JSON.stringify({
      result_count: 1,
      results: [{ number: 1234567893, basic: { first_name: 'ADA', new_field: 'x' }, taxonomies: [] }],
      extra: true,
    });
    const parsed = parseNpiRegistryBody(body);
    expect(parsed).toMatchObject({ kind: 'found', body, results: [{ number: '1234567893' }] });
    expect(parseNpiRegistryBody('{"results": "nope"}')).toBeNull();
    expect(parseNpiRegistryBody('not json')).toBeNull();
  });
});

describe('comparing the NPPES record with the application', () => {
  it('verifies a record that matches every field, with each check shown', () => {
    const outcome = compareNpiRecord(ADA, record());
    expect(outcome.state).toBe('verified');
    expect(outcome.checks).toEqual([
      { field: 'NPI', expected: MATCHING_NPI, found: MATCHING_NPI, matches: true },
      { field: 'Status', expected: 'Active', found: 'Active', matches: true },
      { field: 'Name', expected: 'Ada N Okafor', found: 'ADA N OKAFOR', matches: true },
      { field: 'Credential', expected: 'MD', found: 'M.D.', matches: true },
      {
        field: 'Taxonomy',
        expected: 'Internal Medicine',
        found: '207R00000X (Internal Medicine)',
        matches: true,
      },
      { field: 'Licence IL', expected: '036.123456', found: '036.123456', matches: true },
      { field: 'Licence CA', expected: 'A123456', found: 'A123456', matches: true },
    ]);
  });

  it('compares names without case, accents or punctuation, and a middle initial with the name', () => {
    const zoe = { ...ADA, firstName: 'Zoë', middleName: null, lastName: "D'Vořák-Smith" };
    expect(checkOf(zoe, 'Name', { first: 'ZOE', middle: 'Nneka', last: 'DVORAK SMITH' })?.matches).toBe(true);
    expect(checkOf({ ...ADA, middleName: 'Nneka' }, 'Name')?.matches).toBe(true);
    expect(checkOf({ ...ADA, middleName: 'Beth' }, 'Name')?.matches).toBe(false);
    expect(checkOf({ ...ADA, firstName: 'Adaeze' }, 'Name')).toMatchObject({
      found: 'ADA N OKAFOR',
      matches: false,
    });
  });

  it('reads the credential against the degree', () => {
    expect(checkOf(ADA, 'Credential', { credential: 'M.D., PH.D.' })?.matches).toBe(true);
    expect(checkOf(ADA, 'Credential', { credential: 'MD PhD' })?.matches).toBe(true);
    expect(checkOf(ADA, 'Credential', { credential: 'D.O.' })?.matches).toBe(false);
    expect(checkOf(ADA, 'Credential', { credential: '' })).toMatchObject({
      found: 'Not given',
      matches: false,
    });
    expect(checkOf({ ...ADA, degree: 'MBBS or equivalent' }, 'Credential')?.matches).toBe(true);
    expect(checkOf({ ...ADA, degree: null }, 'Credential')).toMatchObject({
      expected: 'Not in the application',
      found: 'M.D.',
      matches: true,
    });
  });

  it('reads the primary taxonomy against the training specialties, and only reports it without one', () => {
    const cardiology = [
      {
        code: '207RC0000X',
        desc: 'Internal Medicine, Cardiovascular Disease',
        primary: true,
        state: 'IL',
        license: '036.123456',
      },
    ];
    expect(
      checkOf({ ...ADA, specialties: ['Cardiovascular disease'] }, 'Taxonomy', { taxonomies: cardiology }),
    ).toMatchObject({
      found: '207RC0000X (Internal Medicine, Cardiovascular Disease)',
      matches: true,
    });
    expect(checkOf({ ...ADA, specialties: ['Pediatrics'] }, 'Taxonomy')?.matches).toBe(false);
    expect(checkOf({ ...ADA, specialties: [] }, 'Taxonomy')).toMatchObject({
      expected: 'Not in the application',
      matches: true,
    });
  });

  it('finds each licence of the application among the taxonomies’ states and licence numbers', () => {
    const subject = {
      ...ADA,
      licences: [...ADA.licences, { state: 'TX', number: 'Q1234' }, { state: 'IL', number: '036-999' }],
    };
    const outcome = compareNpiRecord(subject, record());
    expect(outcome.checks.filter((check) => check.field.startsWith('Licence'))).toEqual([
      { field: 'Licence IL', expected: '036.123456', found: '036.123456', matches: true },
      { field: 'Licence CA', expected: 'A123456', found: 'A123456', matches: true },
      { field: 'Licence TX', expected: 'Q1234', found: 'None in TX', matches: false },
      { field: 'Licence IL', expected: '036-999', found: '036.123456', matches: false },
    ]);
    expect(outcome).toMatchObject({
      state: 'discrepancy',
      note: 'Does not match the application: Licence TX, Licence IL.',
    });
    // Punctuation in a licence number does not count.
    expect(
      checkOf({ ...ADA, licences: [{ state: 'il', number: '036 123456' }] }, 'Licence IL')?.matches,
    ).toBe(true);
  });

  it('never verifies a deactivated NPI, no record or several records', () => {
    const deactivated = compareNpiRecord(
      ADA,
      record({ number: MATCHING_NPI, status: 'D', deactivationDate: '2019-02-28' }),
    );
    expect(deactivated.state).toBe('discrepancy');
    expect(deactivated.checks[1]).toEqual({
      field: 'Status',
      expected: 'Active',
      found: 'Deactivated on 02/28/2019',
      matches: false,
    });
    expect(deactivated.note).toBe('The NPI is not active in NPPES (Deactivated on 02/28/2019).');
    const found = { kind: 'found' as const, body: '{}', contentType: 'application/json' };
    expect(assessNpiLookup(ADA, { ...found, resultCount: 0, results: [] })).toEqual({
      state: 'discrepancy',
      checks: [],
      note: `The NPPES NPI Registry has no record of NPI ${MATCHING_NPI}.`,
    });
    expect(assessNpiLookup(ADA, { ...found, resultCount: 2, results: [record(), record()] }).note).toBe(
      `The NPPES NPI Registry answered 2 records for NPI ${MATCHING_NPI}: verify by hand which one is the doctor's.`,
    );
    const refused = { kind: 'refused' as const, body: '{}', contentType: 'application/json' };
    expect(
      assessNpiLookup(ADA, {
        ...refused,
        errors: [{ description: 'Field number requires number of 10 digits' }],
      }).note,
    ).toBe('The NPPES NPI Registry refused the look-up: Field number requires number of 10 digits.');
  });
});
