import { describe, expect, it } from 'vitest';
import { VERIFICATION_KINDS } from '@docapply/contracts';
import { US_STATES } from '@docapply/rules';
import {
  NATIONAL_LOOKUP_URLS,
  STATE_LICENCE_LOOKUP_URLS,
  findLookupUrl,
} from '@/modules/verification/lookup-links';

/** The 50 states and DC: every one whose board licenses physicians. */
const STATES_AND_DC = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

const isHttpsUrl = (value: string | null) => value !== null && new URL(value).protocol === 'https:';

describe('verification look-up links', () => {
  it('has an https look-up page for the board of each of the 50 states and DC, and no other', () => {
    expect(STATES_AND_DC).toHaveLength(51);
    expect(Object.keys(STATE_LICENCE_LOOKUP_URLS).sort()).toEqual([...STATES_AND_DC].sort());
    for (const state of STATES_AND_DC) {
      expect(isHttpsUrl(findLookupUrl('licence', `licence:${state}`)), state).toBe(true);
    }
    // Every state the forms offer that is one of them has its link.
    const offered = US_STATES.map((state) => state.value).filter((value) => STATES_AND_DC.includes(value));
    expect(offered).toHaveLength(51);
  });

  it('links the national sources, and nothing where there is no public look-up', () => {
    expect(findLookupUrl('npi', 'npi')).toBe('https://npiregistry.cms.hhs.gov/');
    expect(findLookupUrl('dea', 'dea')).toBe(
      'https://apps.deadiversion.usdoj.gov/webforms2/spring/validationLogin',
    );
    expect(findLookupUrl('board', 'board')).toBe('https://www.certificationmatters.org/');
    expect(findLookupUrl('oig', 'oig')).toBe('https://exclusions.oig.hhs.gov/');
    expect(findLookupUrl('sam', 'sam')).toBe('https://sam.gov/search/?index=ex');
    expect(Object.values(NATIONAL_LOOKUP_URLS).every(isHttpsUrl)).toBe(true);
    expect(findLookupUrl('licence', 'licence:PR')).toBeNull();
    expect(findLookupUrl('education', 'education')).toBeNull();
    expect(findLookupUrl('malpractice', 'malpractice')).toBeNull();
    expect(findLookupUrl('custom', 'custom:1')).toBeNull();
    expect(
      VERIFICATION_KINDS.every(
        (kind) => findLookupUrl(kind, kind) === null || isHttpsUrl(findLookupUrl(kind, kind)),
      ),
    ).toBe(true);
  });
});
