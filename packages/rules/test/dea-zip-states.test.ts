import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  US_STATES,
  isUsState,
  isValidDea,
  isValidZip,
  validateDea,
  validateUsState,
  validateZip,
} from '../src';

describe('DEA number', () => {
  it('accepts two letters and seven digits with a correct check digit', () => {
    // AB1234563: (1+3+5) + 2*(2+4+6) = 33 -> 3
    expect(isValidDea('AB1234563')).toBe(true);
    // BJ6125341: (6+2+3) + 2*(1+5+4) = 31 -> 1
    expect(isValidDea('BJ6125341')).toBe(true);
    expect(validateDea('AB1234563')).toBeNull();
  });

  it('accepts lower-case letters and a 9 for a business registrant', () => {
    expect(isValidDea('ab1234563')).toBe(true);
    expect(isValidDea('A91234563')).toBe(true);
  });

  it('refuses a wrong check digit, wrong length or a wrong shape', () => {
    expect(isValidDea('AB1234564')).toBe(false);
    expect(isValidDea('AB123456')).toBe(false);
    expect(isValidDea('AB12345633')).toBe(false);
    expect(isValidDea('A1234563')).toBe(false);
    expect(isValidDea('1B1234563')).toBe(false);
    expect(isValidDea('AB 1234563')).toBe(false);
    expect(isValidDea('')).toBe(false);
    expect(validateDea('AB1234564')).toBe('Invalid DEA number');
  });

  it('has exactly one valid check digit for any prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{6}$/), (prefix) => {
        const valid = [...'0123456789'].filter((d) => isValidDea(prefix + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('ZIP code', () => {
  it('accepts 5 digits and ZIP+4 with or without the dash', () => {
    for (const zip of ['62701', '00501', '62701-1234', '627011234']) {
      expect(isValidZip(zip)).toBe(true);
    }
    expect(validateZip('62701')).toBeNull();
  });

  it('refuses 4, 6 or 8 digits, letters and stray characters', () => {
    for (const zip of ['6270', '627011', '62701-123', '62701123', '6270A', '62701 1234', ' 62701']) {
      expect(isValidZip(zip)).toBe(false);
    }
    expect(validateZip('6270')).toBe('Invalid ZIP code');
  });
});

describe('US states', () => {
  it('lists 50 states, DC and 5 territories as unique options', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map((s) => s.value)).size).toBe(56);
    expect(US_STATES).toContainEqual({ value: 'IL', label: 'Illinois' });
    expect(US_STATES).toContainEqual({ value: 'DC', label: 'District of Columbia' });
    expect(US_STATES).toContainEqual({ value: 'PR', label: 'Puerto Rico' });
  });

  it('accepts codes only, upper case', () => {
    expect(isUsState('WI')).toBe(true);
    expect(isUsState('wi')).toBe(false);
    expect(isUsState('Wisconsin')).toBe(false);
    expect(isUsState('XX')).toBe(false);
    expect(validateUsState('XX')).toBe('Invalid state');
    expect(validateUsState('OR')).toBeNull();
  });
});
