import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatPhoneInput,
  fromStoredPhone,
  isStoredPhone,
  isValidPhoneInput,
  toStoredPhone,
  validatePhone,
} from '../src';

describe('phone', () => {
  it('formats digits progressively as ddd-ddd-dddd', () => {
    expect(formatPhoneInput('2')).toBe('2');
    expect(formatPhoneInput('212')).toBe('212');
    expect(formatPhoneInput('2125')).toBe('212-5');
    expect(formatPhoneInput('212555')).toBe('212-555');
    expect(formatPhoneInput('2125550')).toBe('212-555-0');
    expect(formatPhoneInput('2125550100')).toBe('212-555-0100');
  });

  it('keeps digits only and at most 10 of them', () => {
    expect(formatPhoneInput('(212) 555-0100 ext')).toBe('212-555-0100');
    expect(formatPhoneInput('21255501009')).toBe('212-555-0100');
    expect(formatPhoneInput('abc')).toBe('');
  });

  it('accepts exactly 10 digits, refuses 9 and 11', () => {
    expect(isValidPhoneInput('212-555-0100')).toBe(true);
    expect(isValidPhoneInput(formatPhoneInput('212555010'))).toBe(false);
    expect(validatePhone('+1 212-555-010')).toBe('Invalid Phone');
    expect(validatePhone('+1 212-555-01000')).toBe('Invalid Phone');
    expect(validatePhone('+1 212-555-0100')).toBeNull();
  });

  it('stores as +1, a space, then ddd-ddd-dddd and reads it back', () => {
    expect(toStoredPhone('212-555-0100')).toBe('+1 212-555-0100');
    expect(fromStoredPhone('+1 212-555-0100')).toBe('212-555-0100');
    expect(fromStoredPhone(null)).toBe('');
    expect(isStoredPhone('+12125550100')).toBe(false);
    expect(isStoredPhone('212-555-0100')).toBe(false);
  });

  it('round-trips any 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const stored = toStoredPhone(formatPhoneInput(digits));
        expect(isStoredPhone(stored)).toBe(true);
        expect(fromStoredPhone(stored).replace(/-/g, '')).toBe(digits);
      }),
    );
  });
});
