import { stringify } from 'csv-stringify/sync';
import { LEIE_COLUMNS, SAM_COLUMNS } from '@/modules/exclusions/columns';

/**
 * Generators of files shaped like the two federal exclusion lists (no vitest here: the screening
 * benchmark uses them too). Generated people are named `LAST<n>` / `FIRST<n>`, so they never match a
 * test's doctor unless a test adds that doctor's row.
 */
export type TLeieRow = Partial<Record<(typeof LEIE_COLUMNS)[number], string>>;
export type TSamRow = Partial<Record<(typeof SAM_COLUMNS)[number], string>>;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The n-th generated LEIE row: one in 20 a business (no person's name), most without an NPI. */
export function generateLeieRow(n: number): TLeieRow {
  const isBusiness = n % 20 === 7;
  const year = 1940 + (n % 50);
  return {
    LASTNAME: isBusiness ? '' : `LAST${n}`,
    FIRSTNAME: isBusiness ? '' : `FIRST${n % 1000}`,
    MIDNAME: n % 3 === 0 ? 'J' : '',
    BUSNAME: isBusiness ? `BUSINESS ${n} LLC` : '',
    GENERAL: isBusiness ? 'OTHER BUSINESS' : 'IND- LIC HC SERV PRO',
    SPECIALTY: isBusiness ? 'PHARMACY' : 'NURSE/NURSES AIDE',
    UPIN: '',
    NPI: n % 4 === 0 ? `9${pad(n, 9)}` : '0000000000',
    DOB: isBusiness ? '' : `${year}${pad(1 + (n % 12), 2)}${pad(1 + (n % 28), 2)}`,
    ADDRESS: `${n} MAIN STREET`,
    CITY: 'SPRINGFIELD',
    STATE: 'IL',
    ZIP: pad(60000 + (n % 999), 5),
    EXCLTYPE: '1128a1',
    EXCLDATE: `20${pad(10 + (n % 14), 2)}0${1 + (n % 9)}15`,
    REINDATE: '00000000',
    WAIVERDATE: '00000000',
    WVRSTATE: '',
  };
}

/** An LEIE `UPDATED.csv`: the header, `rows` generated rows, then `extra` (a test's own people). */
export function generateLeieCsv({ rows, extra = [] }: { rows: number; extra?: TLeieRow[] }): string {
  const records: string[][] = [];
  const toRecord = (row: TLeieRow) => LEIE_COLUMNS.map((column) => row[column] ?? '');
  for (let n = 1; n <= rows; n += 1) {
    records.push(toRecord(generateLeieRow(n)));
  }
  for (const row of extra) {
    records.push(toRecord({ ...generateLeieRow(0), NPI: '0000000000', ...row }));
  }
  return stringify(records, { header: true, columns: [...LEIE_COLUMNS], quoted: true });
}

/** The n-th generated SAM row: one in 3 a firm (left out by the import). */
export function generateSamRow(n: number): TSamRow {
  const isFirm = n % 3 === 0;
  return {
    Classification: isFirm ? 'Firm' : 'Individual',
    Name: isFirm ? `FIRM ${n} INC` : '',
    First: isFirm ? '' : `SAMFIRST${n % 1000}`,
    Middle: '',
    Last: isFirm ? '' : `SAMLAST${n}`,
    City: 'DENVER',
    'State / Province': 'CO',
    Country: 'USA',
    'Zip Code': '80202',
    'Exclusion Program': 'Reciprocal',
    'Excluding Agency': 'HHS',
    'CT Code': 'Z1',
    'Exclusion Type': 'Prohibition/Restriction',
    'Active Date': '03/15/2019',
    'Termination Date': 'Indefinite',
    'Record Status': 'Active',
    'SAM Number': `S4MR${pad(n, 6)}`,
    NPI: '',
    Creation_Date: '03/16/2019',
  };
}

/** A SAM public exclusions extract: the header, `rows` generated rows, then `extra`. */
export function generateSamCsv({ rows, extra = [] }: { rows: number; extra?: TSamRow[] }): string {
  const records: string[][] = [];
  const toRecord = (row: TSamRow) => SAM_COLUMNS.map((column) => row[column] ?? '');
  for (let n = 1; n <= rows; n += 1) {
    records.push(toRecord(generateSamRow(n)));
  }
  for (const row of extra) {
    records.push(toRecord({ ...generateSamRow(1), ...row }));
  }
  return stringify(records, { header: true, columns: [...SAM_COLUMNS], quoted: true });
}

/** How many individuals (rows the import keeps) `generateLeieCsv({ rows })` holds before `extra`. */
export function countLeieIndividuals(rows: number): number {
  let count = 0;
  for (let n = 1; n <= rows; n += 1) {
    count += n % 20 === 7 ? 0 : 1;
  }
  return count;
}
