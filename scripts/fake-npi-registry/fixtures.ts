/**
 * The fake registry's records, in the NPPES NPI Registry API's documented shape (version 2.1).
 * Every NPI here passes the check digit, so an application can carry it.
 */
export type TFakeNpiRecord = Record<string, unknown> & { number: string };

/** Ada N. Okafor, MD: the doctor the seeded fixtures and the e2e journeys apply as. Active. */
export const MATCHING_NPI = '1234567893';
/** The registry knows no such NPI (`result_count: 0`). */
export const UNKNOWN_NPI = '1555555550';
/** Two records answer this number (the registry's data in a bad state). */
export const SEVERAL_RESULTS_NPI = '1444444446';
/** Ada Okafor's earlier NPI, deactivated. */
export const DEACTIVATED_NPI = '1333333338';

type TPerson = {
  number: string;
  first: string;
  middle?: string;
  last: string;
  credential: string;
  status?: 'A' | 'D';
  deactivationDate?: string;
  taxonomies: { code: string; desc: string; primary: boolean; state: string; license: string }[];
};

/** An individual (NPI-1) record, with the fields the real registry sends for one. */
export function createPersonRecord(person: TPerson): TFakeNpiRecord {
  return {
    created_epoch: '1117584000000',
    enumeration_type: 'NPI-1',
    last_updated_epoch: '1700000000000',
    number: person.number,
    addresses: [
      {
        country_code: 'US',
        country_name: 'United States',
        address_purpose: 'LOCATION',
        address_type: 'DOM',
        address_1: '800 NE GLEN OAK AVE',
        city: 'PEORIA',
        state: 'IL',
        postal_code: '616031200',
        telephone_number: '309-555-0142',
      },
      {
        country_code: 'US',
        country_name: 'United States',
        address_purpose: 'MAILING',
        address_type: 'DOM',
        address_1: '12 ELM STREET',
        city: 'SPRINGFIELD',
        state: 'IL',
        postal_code: '627011234',
      },
    ],
    practiceLocations: [],
    basic: {
      first_name: person.first.toUpperCase(),
      last_name: person.last.toUpperCase(),
      ...(person.middle ? { middle_name: person.middle.toUpperCase() } : {}),
      credential: person.credential,
      sole_proprietor: 'NO',
      sex: 'F',
      enumeration_date: '2005-06-01',
      last_updated: '2023-11-14',
      status: person.status ?? 'A',
      ...(person.deactivationDate ? { deactivation_date: person.deactivationDate } : {}),
    },
    taxonomies: person.taxonomies.map((taxonomy) => ({ taxonomy_group: '', ...taxonomy })),
    identifiers: [],
    endpoints: [],
    other_names: [],
  };
}

const INTERNAL_MEDICINE = { code: '207R00000X', desc: 'Internal Medicine' };

const ADA_OKAFOR = {
  first: 'Ada',
  middle: 'N',
  last: 'Okafor',
  credential: 'M.D.',
  taxonomies: [
    { ...INTERNAL_MEDICINE, primary: true, state: 'IL', license: '036.123456' },
    { ...INTERNAL_MEDICINE, primary: false, state: 'CA', license: 'A123456' },
  ],
};

/** The records each NPI answers with (an NPI absent here answers no result). */
export function createDefaultRecords(): Map<string, TFakeNpiRecord[]> {
  return new Map([
    [MATCHING_NPI, [createPersonRecord({ ...ADA_OKAFOR, number: MATCHING_NPI })]],
    [
      SEVERAL_RESULTS_NPI,
      [
        createPersonRecord({ ...ADA_OKAFOR, number: SEVERAL_RESULTS_NPI }),
        createPersonRecord({
          number: SEVERAL_RESULTS_NPI,
          first: 'Adaobi',
          last: 'Okafor',
          credential: 'D.O.',
          taxonomies: [
            { code: '207Q00000X', desc: 'Family Medicine', primary: true, state: 'TX', license: 'Q1234' },
          ],
        }),
      ],
    ],
    [
      DEACTIVATED_NPI,
      [
        createPersonRecord({
          ...ADA_OKAFOR,
          number: DEACTIVATED_NPI,
          status: 'D',
          deactivationDate: '2019-02-28',
        }),
      ],
    ],
  ]);
}
