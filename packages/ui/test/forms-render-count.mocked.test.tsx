import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateAnswers } from '@docapply/rules';
import { DEFINITION, renderForm } from './forms-fixture';

const fieldRenders = vi.hoisted(() => ({ names: [] as string[] }));

// Count renders of the one Field renderer by field path: a memoised wrapper renders exactly
// when the form hands the Field new props.
vi.mock('@/field/field', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/field/field')>();
  const { memo } = await import('react');
  const CountingField = memo(function CountingField(props: Parameters<typeof original.Field>[0]) {
    fieldRenders.names.push(props.field.name);
    return <original.Field {...props} />;
  });
  return { Field: CountingField };
});

const draftErrors = (answers: Parameters<typeof validateAnswers>[1]) =>
  validateAnswers(DEFINITION, answers, { mode: 'draft' }).fieldErrors;

describe('FormRenderer: re-renders per keystroke', () => {
  beforeEach(() => {
    fieldRenders.names = [];
  });

  it('re-renders only the field typed in, even with a new errors object every render', async () => {
    const { user } = renderForm({
      answers: { licences: [{ number: 'A1' }, { number: 'B2' }] },
      errorsFor: draftErrors,
    });
    expect(new Set(fieldRenders.names)).toEqual(
      new Set([
        'firstName',
        'lastName',
        'npi',
        'phone',
        'licences.0.number',
        'licences.0.note',
        'licences.1.number',
        'licences.1.note',
        'hasGap',
      ]),
    );
    fieldRenders.names = [];

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    expect(fieldRenders.names).toEqual(['firstName', 'firstName', 'firstName']);
  });

  it('re-renders only the typed field of one row of a group', async () => {
    const { user } = renderForm({ answers: { licences: [{ number: 'A1' }, { number: 'B2' }] } });
    fieldRenders.names = [];
    const numbers = screen.getAllByRole('textbox', { name: 'Licence number' });
    await user.type(numbers[1], '9');
    expect(fieldRenders.names).toEqual(['licences.1.number']);
  });

  it('re-renders a field whose error changes, and only it', async () => {
    const { user } = renderForm({ errorsFor: draftErrors });
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    fieldRenders.names = [];
    await user.type(screen.getByRole('textbox', { name: 'NPI' }), '12');
    expect(new Set(fieldRenders.names)).toEqual(new Set(['npi']));
    expect(phone).toHaveValue('');
  });
});
