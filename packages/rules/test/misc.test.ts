import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampRows,
  isEmptyValue,
  isValidNpi,
  validateNpi,
  validateNumber,
  validatePasswordLength,
  validateRequired,
} from '../src';

describe('required', () => {
  it('treats blank text, null, undefined and empty lists as empty', () => {
    for (const v of ['', '   ', null, undefined, []]) {
      expect(validateRequired(v as never)).toBe('Required');
    }
    expect(validateRequired('x')).toBeNull();
    expect(validateRequired(0)).toBeNull();
  });

  it('treats an unticked checkbox ("false") as empty', () => {
    expect(isEmptyValue('false', 'checkbox')).toBe(true);
    expect(isEmptyValue('true', 'checkbox')).toBe(false);
    expect(isEmptyValue('false', 'text')).toBe(false);
  });
});

describe('number', () => {
  it('has a minimum of 0', () => {
    expect(validateNumber(0)).toBeNull();
    expect(validateNumber('12')).toBeNull();
    expect(validateNumber(-1)).toBe('Must be 0 or more');
    expect(validateNumber('-0.5')).toBe('Must be 0 or more');
    expect(validateNumber('abc')).toBe('Must be a number');
    expect(validateNumber('')).toBe('Must be a number');
  });
});

describe('NPI', () => {
  it('accepts NPIs with a correct check digit', () => {
    // CMS's published example and real-format numbers
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1245319599')).toBe(true);
  });

  it('refuses a wrong check digit, wrong length or letters', () => {
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678933')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
    expect(validateNpi('1234567890')).toBe('Invalid NPI');
  });

  it('has exactly one valid check digit for any 9-digit payload', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (payload) => {
        const valid = [...'0123456789'].filter((d) => isValidNpi(payload + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('password length', () => {
  it('needs at least 12 characters', () => {
    expect(validatePasswordLength('a'.repeat(11))).toBe('Password must be at least 12 characters');
    expect(validatePasswordLength('a'.repeat(12))).toBeNull();
  });
});

describe('textarea rows', () => {
  it('clamps rows to 2..10', () => {
    expect(clampRows(undefined)).toBe(2);
    expect(clampRows(1)).toBe(2);
    expect(clampRows(5)).toBe(5);
    expect(clampRows(12)).toBe(10);
  });
});
