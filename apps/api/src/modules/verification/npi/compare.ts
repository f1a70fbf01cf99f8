import dayjs from 'dayjs';
import type { TVerificationCheck, TVerificationState } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT } from '@docapply/rules';
import type { TNpiLookup } from './registry-client';
import type { TNppesResult } from './registry-schema';

/** What the application says about the doctor, as the NPI check compares it. */
export type TNpiSubject = {
  npi: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** The degree as the doctor read it: 'MD', 'DO', 'MBBS or equivalent'… (null: not asked). */
  degree: string | null;
  /** Training programs' specialties, most recent first (empty: the form does not ask). */
  specialties: string[];
  licences: { state: string; number: string }[];
};

/** The checklist item's outcome of one look-up the registry answered. */
export type TNpiOutcome = { state: TVerificationState; checks: TVerificationCheck[]; note: string };

const NOT_GIVEN = 'Not given';
const NOT_ASKED = 'Not in the application';

/** The credentials NPPES lists for each degree (an MBBS graduate licensed here often lists MD). */
const CREDENTIALS: Record<string, string[]> = {
  MD: ['MD'],
  DO: ['DO'],
  MBBS: ['MBBS', 'MBCHB', 'MB', 'MD'],
};

/** Case, accents, spaces and punctuation do not count: "Dvořák" is "DVORAK", "O'Neil" "ONEIL". */
export function toComparable(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

function joinName(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part?.trim()).join(' ');
}

function isSameName(subject: TNpiSubject, basic: TNppesResult['basic']): boolean {
  const middle = toComparable(subject.middleName);
  const found = toComparable(basic.middle_name);
  // A middle name counts only when both give one, and an initial matches the name it starts.
  const isMiddleCompatible = !middle || !found || middle.startsWith(found) || found.startsWith(middle);
  return (
    toComparable(subject.firstName) === toComparable(basic.first_name) &&
    toComparable(subject.lastName) === toComparable(basic.last_name) &&
    isMiddleCompatible
  );
}

function checkName(subject: TNpiSubject, record: TNppesResult): TVerificationCheck {
  const { basic } = record;
  const found = joinName(basic.first_name, basic.middle_name, basic.last_name) || basic.organization_name;
  return {
    field: 'Name',
    expected: joinName(subject.firstName, subject.middleName, subject.lastName),
    found: found || NOT_GIVEN,
    matches: isSameName(subject, basic),
  };
}

function checkCredential(subject: TNpiSubject, record: TNppesResult): TVerificationCheck {
  const credential = record.basic.credential?.trim() || null;
  if (!subject.degree) {
    return { field: 'Credential', expected: NOT_ASKED, found: credential ?? NOT_GIVEN, matches: true };
  }
  // "MBBS or equivalent" is the MBBS option: its first word names the degree.
  const degree = toComparable(subject.degree.trim().split(/\s+/)[0]);
  const accepted = CREDENTIALS[degree] ?? [degree];
  // "M.D., PH.D." and "MD PHD" list two credentials (and "M. D." one): one must be the degree's.
  const listed = [...(credential ?? '').split(/[,;/]/), ...(credential ?? '').split(/[,;/\s]+/)].map(
    toComparable,
  );
  return {
    field: 'Credential',
    expected: subject.degree,
    found: credential ?? NOT_GIVEN,
    matches: listed.some((item) => accepted.includes(item)),
  };
}

function checkTaxonomy(subject: TNpiSubject, record: TNppesResult): TVerificationCheck {
  const primary = record.taxonomies.find((taxonomy) => taxonomy.primary) ?? record.taxonomies[0];
  const found = primary ? joinName(primary.code, primary.desc && `(${primary.desc})`) : NOT_GIVEN;
  if (subject.specialties.length === 0) {
    return { field: 'Taxonomy', expected: NOT_ASKED, found, matches: true };
  }
  // NUCC descriptions name the classification, then the specialization: "Internal Medicine,
  // Cardiovascular Disease". Either part may be what the doctor wrote as the training's specialty.
  const parts = (primary?.desc ?? '').split(',').map(toComparable);
  const wanted = subject.specialties.map(toComparable);
  return {
    field: 'Taxonomy',
    expected: subject.specialties.join(', '),
    found,
    matches: parts.some((part) => part !== '' && wanted.includes(part)),
  };
}

function checkLicences(subject: TNpiSubject, record: TNppesResult): TVerificationCheck[] {
  return subject.licences.map((licence) => {
    const state = licence.state.trim().toUpperCase();
    const inState = record.taxonomies.filter((taxonomy) => taxonomy.state?.toUpperCase() === state);
    const numbers = [...new Set(inState.map((taxonomy) => taxonomy.license?.trim()).filter(Boolean))];
    return {
      field: `Licence ${state}`,
      expected: licence.number,
      found: numbers.length > 0 ? numbers.join(', ') : `None in ${state}`,
      matches: numbers.some((number) => toComparable(number) === toComparable(licence.number)),
    };
  });
}

function describeStatus(basic: TNppesResult['basic']): { found: string; isActive: boolean } {
  if (basic.status === 'A') {
    return { found: 'Active', isActive: true };
  }
  const date = basic.deactivation_date ? dayjs(basic.deactivation_date) : null;
  const on = date?.isValid() ? ` on ${date.format(DATE_DISPLAY_FORMAT)}` : '';
  const found = basic.status === 'D' ? `Deactivated${on}` : basic.status || NOT_GIVEN;
  return { found, isActive: false };
}

/** Compares the one record the registry gave with the application, field by field. */
export function compareNpiRecord(subject: TNpiSubject, record: TNppesResult): TNpiOutcome {
  const status = describeStatus(record.basic);
  const checks: TVerificationCheck[] = [
    {
      field: 'NPI',
      expected: subject.npi,
      found: record.number ?? NOT_GIVEN,
      matches: record.number === subject.npi,
    },
    { field: 'Status', expected: 'Active', found: status.found, matches: status.isActive },
    checkName(subject, record),
    checkCredential(subject, record),
    checkTaxonomy(subject, record),
    ...checkLicences(subject, record),
  ];
  const mismatches = checks.filter((check) => !check.matches).map((check) => check.field);
  if (mismatches.length === 0) {
    return { state: 'verified', checks, note: 'Every compared field matches the NPPES record.' };
  }
  const notes = [
    !status.isActive ? `The NPI is not active in NPPES (${status.found}).` : null,
    mismatches.some((field) => field !== 'Status')
      ? `Does not match the application: ${mismatches.filter((field) => field !== 'Status').join(', ')}.`
      : null,
  ];
  return { state: 'discrepancy', checks, note: notes.filter(Boolean).join(' ') };
}

/** The outcome of any answer the registry gave: one record compared, else why there is none. */
export function assessNpiLookup(
  subject: TNpiSubject,
  lookup: Exclude<TNpiLookup, { kind: 'unavailable' }>,
): TNpiOutcome {
  if (lookup.kind === 'refused') {
    const reasons = lookup.errors.map((error) => error.description).filter(Boolean);
    const why = reasons.length > 0 ? `: ${reasons.join('; ')}` : '';
    return { state: 'discrepancy', checks: [], note: `The NPPES NPI Registry refused the look-up${why}.` };
  }
  const count = Math.max(lookup.resultCount, lookup.results.length);
  if (count === 0) {
    return {
      state: 'discrepancy',
      checks: [],
      note: `The NPPES NPI Registry has no record of NPI ${subject.npi}.`,
    };
  }
  if (count > 1) {
    return {
      state: 'discrepancy',
      checks: [],
      note: `The NPPES NPI Registry answered ${count} records for NPI ${subject.npi}: verify by hand which one is the doctor's.`,
    };
  }
  return compareNpiRecord(subject, lookup.results[0]);
}
