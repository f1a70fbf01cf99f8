import { describe, expect, it } from 'vitest';
import {
  computeCompleteness,
  isItemVisible,
  pickKnownAnswers,
  validateAnswers,
  validateFieldValue,
  type TFormAnswers,
  type TFormField,
  type TFormItem,
} from '../src';
import { COMPLETE_ANSWERS, SAMPLE_FORM, TODAY } from './fixtures/sample-form';

const field = (over: Partial<TFormField> & Pick<TFormField, 'type'>): TFormField => ({
  name: 'f',
  label: 'F',
  ...over,
});
const check = (f: TFormField, value: string) => validateFieldValue(f, value, { today: TODAY });
const submit = (answers: TFormAnswers) =>
  validateAnswers(SAMPLE_FORM, answers, { mode: 'submit', today: TODAY });
const draft = (answers: TFormAnswers) =>
  validateAnswers(SAMPLE_FORM, answers, { mode: 'draft', today: TODAY });

describe('isItemVisible', () => {
  const dependent: TFormItem = {
    name: 'why',
    type: 'text',
    label: 'Why',
    showWhen: { field: 'a', equals: 'yes' },
  };

  it('shows items without showWhen and items whose controlling answer matches', () => {
    expect(isItemVisible({ name: 'x', type: 'text', label: 'X' }, {})).toBe(true);
    expect(isItemVisible(dependent, { a: 'yes' })).toBe(true);
    expect(isItemVisible(dependent, { a: 'no' })).toBe(false);
    expect(isItemVisible(dependent, {})).toBe(false);
    expect(isItemVisible(dependent, { a: [] })).toBe(false);
  });

  it('accepts a list of values', () => {
    const item: TFormItem = { ...dependent, showWhen: { field: 'a', equals: ['no', 'maybe'] } };
    expect(isItemVisible(item, { a: 'maybe' })).toBe(true);
    expect(isItemVisible(item, { a: 'yes' })).toBe(false);
  });

  it('hides an item whose controlling item is hidden, given the siblings', () => {
    const a: TFormItem = { name: 'a', type: 'radio', label: 'A', showWhen: { field: 'root', equals: 'on' } };
    const items = [a, dependent];
    expect(isItemVisible(dependent, { root: 'off', a: 'yes' }, items)).toBe(false);
    expect(isItemVisible(dependent, { root: 'on', a: 'yes' }, items)).toBe(true);
  });

  it('does not loop on a cycle', () => {
    const x: TFormItem = { name: 'x', type: 'text', label: 'X', showWhen: { field: 'y', equals: '1' } };
    const y: TFormItem = { name: 'y', type: 'text', label: 'Y', showWhen: { field: 'x', equals: '1' } };
    expect(isItemVisible(x, { x: '1', y: '1' }, [x, y])).toBe(false);
  });
});

describe('validateFieldValue', () => {
  it('accepts a blank value of any type (only required refuses it)', () => {
    for (const type of ['number', 'email', 'tel', 'date', 'select', 'checkbox', 'file'] as const) {
      expect(check(field({ type, options: [{ value: 'a', label: 'A' }] }), '  ')).toBeNull();
    }
  });

  it('uses the shared phone, email, number and NPI rules with their texts', () => {
    expect(check(field({ type: 'tel' }), '+1 212-555-0100')).toBeNull();
    expect(check(field({ type: 'tel' }), '212-555-0100')).toBe('Invalid Phone');
    expect(check(field({ type: 'email' }), 'ann@example.org')).toBeNull();
    expect(check(field({ type: 'email' }), 'ann@example')).toBe('Invalid email address');
    expect(check(field({ type: 'number' }), '0')).toBeNull();
    expect(check(field({ type: 'number' }), '-1')).toBe('Must be 0 or more');
    expect(check(field({ type: 'number' }), '1e')).toBe('Must be a number');
    expect(check(field({ type: 'text', check: 'npi' }), '1234567893')).toBeNull();
    expect(check(field({ type: 'text', check: 'npi' }), '1234567890')).toBe('Invalid NPI');
  });

  it('applies the DEA, ZIP and state checks', () => {
    expect(check(field({ type: 'text', check: 'dea' }), 'AB1234563')).toBeNull();
    expect(check(field({ type: 'text', check: 'dea' }), 'AB1234564')).toBe('Invalid DEA number');
    expect(check(field({ type: 'text', check: 'zip' }), '62701-1234')).toBeNull();
    expect(check(field({ type: 'text', check: 'zip' }), '6270')).toBe('Invalid ZIP code');
    expect(check(field({ type: 'select', check: 'us-state' }), 'IL')).toBeNull();
    expect(check(field({ type: 'select', check: 'us-state' }), 'ZZ')).toBe('Invalid state');
  });

  it('refuses future dates by default and past dates when past is false, today allowed both ways', () => {
    const dob = field({ type: 'date' });
    expect(check(dob, TODAY)).toBeNull();
    expect(check(dob, '2025-06-16')).toBe('Invalid Date');
    expect(check(dob, '1900-01-01')).toBeNull();
    expect(check(dob, '1899-12-31')).toBe('Invalid Date');
    expect(check(dob, '2025-02-30')).toBe('Invalid Date');
    const expiry = field({ type: 'date', past: false, future: true });
    expect(check(expiry, TODAY)).toBeNull();
    expect(check(expiry, '2025-06-14')).toBe('Invalid Date');
    expect(check(expiry, '2099-12-31')).toBeNull();
    expect(check(expiry, '2100-01-01')).toBe('Invalid Date');
  });

  it('accepts only listed options, "true"/"false" checkboxes, and any file id', () => {
    const radio = field({ type: 'radio', options: [{ value: 'yes', label: 'Yes' }] });
    expect(check(radio, 'yes')).toBeNull();
    expect(check(radio, 'Yes')).toBe('Choose one of the options');
    expect(check(field({ type: 'checkbox' }), 'false')).toBeNull();
    expect(check(field({ type: 'checkbox' }), 'on')).toBe('Invalid value');
    expect(check(field({ type: 'file' }), '5f0c2a1e-0000-4000-8000-000000000000')).toBeNull();
  });

  it('limits text to maxLength', () => {
    expect(check(field({ type: 'text', maxLength: 3 }), 'abc')).toBeNull();
    expect(check(field({ type: 'text', maxLength: 3 }), 'abcd')).toBe('Must be at most 3 characters');
  });
});

describe('validateAnswers', () => {
  it('accepts a complete answer set in submit mode', () => {
    expect(submit(COMPLETE_ANSWERS)).toEqual({ fieldErrors: {}, missing: [] });
  });

  it('reports only format errors of filled answers in draft mode', () => {
    const result = draft({ phone: '+1 212', licences: [{ expiry: '2020-01-01' }] });
    expect(result).toEqual({
      fieldErrors: { phone: 'Invalid Phone', 'licences.0.expiry': 'Invalid Date' },
      missing: [],
    });
  });

  it('lists every empty required answer and short group in submit mode, in form order', () => {
    const result = submit({});
    expect(result.missing.map((m) => m.path)).toEqual([
      'firstName',
      'dob',
      'phone',
      'npi',
      'cv',
      'licences',
      'hasGap',
      'attest',
    ]);
    expect(result.fieldErrors.firstName).toBe('Required');
    expect(result.fieldErrors.licences).toBe('Add at least 1 entry');
    expect(result.missing[0]).toEqual({ section: 'A', path: 'firstName', label: 'First name' });
  });

  it('treats an unticked checkbox as missing', () => {
    expect(submit({ ...COMPLETE_ANSWERS, attest: 'false' }).fieldErrors).toEqual({ attest: 'Required' });
  });

  it('checks required fields inside each row with row paths and labels', () => {
    const result = submit({ ...COMPLETE_ANSWERS, licences: [COMPLETE_ANSWERS.licences[0], { state: 'IL' }] });
    expect(result.missing).toEqual([
      { section: 'B', path: 'licences.1.number', label: 'Licence 2: Number' },
      { section: 'B', path: 'licences.1.expiry', label: 'Licence 2: Expiry' },
    ]);
  });

  it('refuses more rows than maxItems in both modes', () => {
    const rows = Array.from({ length: 4 }, () => COMPLETE_ANSWERS.licences[0]);
    expect(draft({ licences: rows }).fieldErrors.licences).toBe('At most 3 entries');
    expect(submit({ ...COMPLETE_ANSWERS, licences: rows.slice(0, 3) }).fieldErrors).toEqual({});
  });

  it('neither requires nor validates hidden items, and requires them once shown', () => {
    const hidden = { ...COMPLETE_ANSWERS, hasGap: 'no', gapExplanation: '', gaps: [{ from: 'junk' }] };
    expect(submit(hidden).fieldErrors).toEqual({});
    const shown = submit({ ...hidden, hasGap: 'yes' });
    expect(shown.fieldErrors).toEqual({ gapExplanation: 'Required', 'gaps.0.from': 'Invalid Date' });
    expect(shown.missing.map((m) => m.path)).toEqual(['gapExplanation', 'gaps.0.from']);
  });

  it('applies showWhen inside a row to that row only', () => {
    const answers = {
      ...COMPLETE_ANSWERS,
      hasGap: 'yes',
      gapExplanation: 'Parental leave',
      gaps: [
        { from: '2020-01-01', kind: 'yes' },
        { from: '2021-01-01', kind: 'no' },
      ],
    };
    expect(submit(answers).fieldErrors).toEqual({ 'gaps.0.why': 'Required' });
  });

  it('refuses a list where a value belongs and a value where a list belongs', () => {
    const result = draft({ firstName: [{ a: 'b' }], licences: 'IL' });
    expect(result.fieldErrors).toEqual({ firstName: 'Invalid value', licences: 'Invalid value' });
  });

  it('counts an invalid required answer as missing, with its format message', () => {
    const result = submit({ ...COMPLETE_ANSWERS, npi: '1234567890' });
    expect(result.fieldErrors).toEqual({ npi: 'Invalid NPI' });
    expect(result.missing).toEqual([{ section: 'A', path: 'npi', label: 'NPI' }]);
  });
});

describe('computeCompleteness', () => {
  it('is 100 for a complete answer set and rounds down otherwise', () => {
    expect(computeCompleteness(SAMPLE_FORM, COMPLETE_ANSWERS, { today: TODAY })).toEqual({
      percent: 100,
      missing: [],
    });
    // 11 units: 7 top-level required (firstName, dob, phone, npi, cv, hasGap, attest), licences
    // minItems, and the row's state, number, expiry. Only the attestation is missing: 10/11.
    const almost = computeCompleteness(
      SAMPLE_FORM,
      { ...COMPLETE_ANSWERS, attest: 'false' },
      { today: TODAY },
    );
    expect(almost.percent).toBe(90);
    expect(almost.missing).toEqual([{ section: 'B', path: 'attest', label: 'I attest' }]);
  });

  it('is 0 for nothing answered and 100 for a form that requires nothing', () => {
    expect(computeCompleteness(SAMPLE_FORM, {}, { today: TODAY }).percent).toBe(0);
    const optional = {
      sections: [{ key: 'S', title: 'S', items: [{ name: 'x', type: 'text' as const, label: 'X' }] }],
    };
    expect(computeCompleteness(optional, {}).percent).toBe(100);
  });
});

describe('pickKnownAnswers', () => {
  it('drops keys the form does not have, also inside rows', () => {
    const picked = pickKnownAnswers(SAMPLE_FORM, {
      firstName: 'Ann',
      admin: 'true',
      licences: [{ state: 'IL', extra: 'x' }],
    });
    expect(picked).toEqual({ firstName: 'Ann', licences: [{ state: 'IL' }] });
  });
});
