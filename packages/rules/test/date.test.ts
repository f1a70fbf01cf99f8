import { describe, expect, it } from 'vitest';
import { formatDateTime, isValidDateString, validateDate } from '../src';

const TODAY = '2026-11-21';

describe('date', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isValidDateString('2024-02-29')).toBe(true);
    expect(isValidDateString('2023-02-29')).toBe(false);
    expect(isValidDateString('2024-13-01')).toBe(false);
    expect(isValidDateString('11/21/2026')).toBe(false);
    expect(isValidDateString('2026-1-5')).toBe(false);
    expect(validateDate('nonsense', { today: TODAY })).toBe('Invalid Date');
  });

  it('keeps the range 1900-01-01..2099-12-31', () => {
    expect(validateDate('1899-12-31', { today: TODAY })).toBe('Invalid Date');
    expect(validateDate('1900-01-01', { today: TODAY })).toBeNull();
    expect(validateDate('2099-12-31', { today: TODAY, future: true })).toBeNull();
    expect(validateDate('2100-01-01', { today: TODAY, future: true })).toBe('Invalid Date');
  });

  it('refuses a future date unless the field allows it', () => {
    expect(validateDate(TODAY, { today: TODAY })).toBeNull();
    expect(validateDate('2026-11-22', { today: TODAY })).toBe('Invalid Date');
    expect(validateDate('2026-11-22', { today: TODAY, future: true })).toBeNull();
  });

  it('refuses a past date when the field says past: false', () => {
    expect(validateDate('2026-11-20', { today: TODAY, past: false, future: true })).toBe('Invalid Date');
    expect(validateDate(TODAY, { today: TODAY, past: false, future: true })).toBeNull();
    expect(validateDate('2026-11-20', { today: TODAY })).toBeNull();
  });

  it('uses the local date when today is not given', () => {
    expect(validateDate('2000-01-01')).toBeNull();
    expect(validateDate('2099-01-01')).toBe('Invalid Date');
  });

  it('displays timestamps as MM/DD/YYYY HH:mm:ss by default', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 9, 5, 7))).toBe('11/21/2026 09:05:07');
    expect(formatDateTime(new Date(2026, 10, 21), 'MM/DD/YYYY')).toBe('11/21/2026');
  });
});
