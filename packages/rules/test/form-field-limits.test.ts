import { describe, expect, it } from 'vitest';
import {
  checkFormDefinition,
  computeCompleteness,
  isItemVisible,
  validateAnswers,
  validateFieldValue,
  type TFormDefinition,
  type TFormField,
} from '../src';

const TODAY = '2024-06-15';
const options = { today: TODAY };

describe('number minimum', () => {
  const years: TFormField = { name: 'years', type: 'number', label: 'Years', min: 5 };

  it('refuses a number under the field’s minimum and accepts the minimum itself', () => {
    expect(validateFieldValue(years, '4', options)).toBe('Must be 5 or more');
    expect(validateFieldValue(years, '5', options)).toBeNull();
  });

  it('keeps the spec’s 0 and its message without a minimum', () => {
    const plain: TFormField = { name: 'beds', type: 'number', label: 'Beds' };
    expect(validateFieldValue(plain, '-1', options)).toBe('Must be 0 or more');
    expect(validateFieldValue(plain, '0', options)).toBeNull();
  });
});

describe('earliest and latest dates', () => {
  const started: TFormField = {
    name: 'started',
    type: 'date',
    label: 'Started',
    minDate: '2000-01-01',
    maxDate: '2020-12-31',
  };

  it('refuses a date before the earliest or after the latest, naming it as the sites show dates', () => {
    expect(validateFieldValue(started, '1999-12-31', options)).toBe('Date must be on or after 01/01/2000');
    expect(validateFieldValue(started, '2021-01-01', options)).toBe('Date must be on or before 12/31/2020');
  });

  it('accepts both limits themselves', () => {
    expect(validateFieldValue(started, '2000-01-01', options)).toBeNull();
    expect(validateFieldValue(started, '2020-12-31', options)).toBeNull();
  });

  it('still applies the past/future rule first', () => {
    const future: TFormField = { ...started, maxDate: '2030-01-01' };
    expect(validateFieldValue(future, '2025-01-01', options)).toBe('Invalid Date');
  });
});

describe('a field not shown to the doctor (isDisplay: false)', () => {
  const internal: TFormField = {
    name: 'internal',
    type: 'number',
    label: 'Internal',
    required: true,
    isDisplay: false,
  };
  const definition: TFormDefinition = {
    sections: [
      {
        key: 'A',
        title: 'Identity',
        items: [
          { name: 'name', type: 'text', label: 'Name', required: true },
          internal,
          {
            name: 'why',
            type: 'text',
            label: 'Why',
            required: true,
            showWhen: { field: 'internal', equals: '1' },
          },
        ],
      },
    ],
  };

  it('is hidden, and so are the items that depend on it', () => {
    const [, , why] = definition.sections[0].items;
    const items = definition.sections[0].items;
    expect(isItemVisible(internal, {}, items)).toBe(false);
    expect(isItemVisible(why, { internal: '1' }, items)).toBe(false);
    expect(isItemVisible({ ...internal, isDisplay: true }, {}, items)).toBe(true);
  });

  it('is neither required nor validated on submit', () => {
    const result = validateAnswers(
      definition,
      { name: 'Ann', internal: 'abc' },
      { mode: 'submit', ...options },
    );
    expect(result).toEqual({ fieldErrors: {}, missing: [] });
  });

  it('is not counted for completeness', () => {
    expect(computeCompleteness(definition, { name: 'Ann' }, options)).toEqual({ percent: 100, missing: [] });
    expect(computeCompleteness(definition, {}, options).missing.map((item) => item.path)).toEqual(['name']);
  });
});

describe('checkFormDefinition: limits', () => {
  const form = (field: TFormField): TFormDefinition => ({
    sections: [{ key: 'A', title: 'A', items: [field] }],
  });
  const issues = (field: TFormField) => checkFormDefinition(form(field));

  it('accepts a coherent minimum and date range', () => {
    expect(issues({ name: 'n', type: 'number', label: 'N', min: 3 })).toEqual([]);
    expect(
      issues({ name: 'd', type: 'date', label: 'D', minDate: '2000-01-01', maxDate: '2000-01-01' }),
    ).toEqual([]);
  });

  it('refuses an earliest date after the latest', () => {
    expect(
      issues({ name: 'd', type: 'date', label: 'D', minDate: '2010-01-01', maxDate: '2000-01-01' }),
    ).toEqual([
      { path: 'sections.0.items.0.minDate', message: 'The earliest date is after the latest date' },
    ]);
  });

  it('refuses a minimum on a field that is not a number, and dates on one that is not a date', () => {
    expect(issues({ name: 't', type: 'text', label: 'T', min: 1 })).toEqual([
      { path: 'sections.0.items.0.min', message: 'Only a number field has a minimum' },
    ]);
    expect(issues({ name: 'n', type: 'number', label: 'N', minDate: '2000-01-01' })).toEqual([
      { path: 'sections.0.items.0.minDate', message: 'Only a date field has an earliest or latest date' },
    ]);
  });

  it('refuses a negative or fractional minimum and a date outside 1900-2099', () => {
    expect(issues({ name: 'n', type: 'number', label: 'N', min: -1 })).toEqual([
      { path: 'sections.0.items.0.min', message: 'A whole number, 0 or more' },
    ]);
    expect(issues({ name: 'd', type: 'date', label: 'D', maxDate: '2100-01-01' })).toEqual([
      { path: 'sections.0.items.0.maxDate', message: 'A date from 01/01/1900 to 12/31/2099' },
    ]);
  });
});
