import type {
  TAdminHospitalList,
  TOppeCycle,
  TOppeIndicator,
  TOppePractitionerList,
  TOppeReport,
  TSecurityView,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { HOSPITAL_ID } from './admin-fixtures';

export const OPPE_BASE = `/admin/hospitals/${HOSPITAL_ID}/oppe`;
export const CURRENT_CYCLE_ID = 'cycle-current';
export const DOCTOR_ID = 'doctor-1';
export const REPORT_PATH = `${OPPE_BASE}/cycles/${CURRENT_CYCLE_ID}/practitioners/${DOCTOR_ID}`;

export const HOSPITALS: TAdminHospitalList = {
  data: [{ id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' }],
};

const year = Number(todayString().slice(0, 4));

/** The cycle holding today (this calendar year), and last year's, closed. */
export const CURRENT_CYCLE: TOppeCycle = {
  id: CURRENT_CYCLE_ID,
  startsOn: `${year}-01-01`,
  endsOn: `${year}-12-31`,
  state: 'open',
};
export const PAST_CYCLE: TOppeCycle = {
  id: 'cycle-past',
  startsOn: `${year - 1}-01-01`,
  endsOn: `${year - 1}-12-31`,
  state: 'closed',
};

export function createIndicator(overrides: Partial<TOppeIndicator> = {}): TOppeIndicator {
  return {
    id: 'indicator-infection',
    hospitalId: HOSPITAL_ID,
    department: 'Surgery',
    key: 'ssi-rate',
    name: 'Surgical site infection rate',
    kind: 'rate',
    unit: '%',
    min: null,
    max: 3,
    lowVolumeBelow: 10,
    ...overrides,
  };
}

export const PRACTITIONERS: TOppePractitionerList = {
  cycle: CURRENT_CYCLE,
  data: [
    {
      doctorId: DOCTOR_ID,
      name: 'Dana Doe',
      npi: '1234567893',
      valueCount: 2,
      flaggedCount: 1,
      conclusion: null,
    },
    {
      doctorId: 'doctor-2',
      name: 'Sam Smith',
      npi: '1245319599',
      valueCount: 2,
      flaggedCount: 0,
      conclusion: 'no-concerns',
    },
  ],
};

export function createReport(overrides: Partial<TOppeReport> = {}): TOppeReport {
  return {
    cycle: CURRENT_CYCLE,
    practitioner: { doctorId: DOCTOR_ID, name: 'Dana Doe', npi: '1234567893' },
    indicators: [
      {
        indicator: createIndicator(),
        value: { numerator: 5, denominator: 100, value: 5 },
        flag: 'above-max',
        distribution: { values: [1, 2, 2.5, 5], median: 2.25 },
      },
      {
        indicator: createIndicator({
          id: 'indicator-cases',
          key: 'cases',
          name: 'Procedures performed',
          kind: 'count',
          unit: 'cases',
          max: null,
          lowVolumeBelow: 20,
        }),
        value: { numerator: 40, denominator: null, value: 40 },
        flag: null,
        distribution: { values: [25, 40, 60], median: 40 },
      },
    ],
    review: null,
    ...overrides,
  };
}

/** An account with an authenticator app: "Confirm it is you" asks for its code. */
export const WITH_APP: TSecurityView = {
  totp: { addedAt: '2026-03-01T10:00:00.000Z' },
  passkeys: [],
  recoveryCodesLeft: 10,
  isStrongRequired: false,
};
