import { describe, expect, it } from 'vitest';
import { ZFormField } from '../src';

const base = { name: 'field', label: 'Field' };

describe('ZFormField: shown, minimum, earliest and latest dates', () => {
  it('accepts isDisplay, a whole minimum of 0 or more, and YYYY-MM-DD limits', () => {
    expect(ZFormField.safeParse({ ...base, type: 'number', min: 0, isDisplay: false }).success).toBe(true);
    expect(ZFormField.safeParse({ ...base, type: 'number', min: 12 }).success).toBe(true);
    const date = { ...base, type: 'date', minDate: '2000-01-01', maxDate: '2020-02-29' };
    expect(ZFormField.parse(date)).toEqual(date);
  });

  it.each([
    ['a negative minimum', { type: 'number', min: -1 }],
    ['a fractional minimum', { type: 'number', min: 1.5 }],
    ['a minimum that is text', { type: 'number', min: '3' }],
    ['an impossible date', { type: 'date', minDate: '2021-02-30' }],
    ['a date written MM/DD/YYYY', { type: 'date', maxDate: '01/01/2000' }],
    ['isDisplay that is not a boolean', { type: 'text', isDisplay: 'no' }],
  ])('refuses %s', (_, props) => {
    expect(ZFormField.safeParse({ ...base, ...props }).success).toBe(false);
  });
});
