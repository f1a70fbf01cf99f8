import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from './forms-fixture';

describe('FormRenderer: sections and fields', () => {
  it('renders every section with its title, description and fields', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Identity and contact' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Licensure' })).toBeInTheDocument();
    expect(screen.getByText('Who you are and how to reach you.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
    expect(screen.getByRole('radiogroup', { name: 'Any gap over 6 months?' })).toBeInTheDocument();
  });

  it('renders only the asked section', () => {
    renderForm({ sectionKey: 'B' });
    expect(screen.queryByRole('heading', { name: 'Identity and contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Licence number' })).toBeInTheDocument();
  });

  it('passes the whole new answers object up as the user types', async () => {
    const { user, lastAnswers } = renderForm({ answers: { lastName: 'Lovelace' } });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    expect(lastAnswers()).toEqual({ lastName: 'Lovelace', firstName: 'Ada' });
  });

  it('shows given errors at the right inputs, rows included', () => {
    renderForm({ errors: { npi: 'Invalid NPI', 'licences.0.number': 'Required' } });
    expect(screen.getByRole('textbox', { name: 'NPI' })).toHaveAccessibleDescription('Invalid NPI');
    expect(screen.getByRole('textbox', { name: 'Licence number' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAccessibleDescription();
  });

  it('checks an NPI with the shared rule once the user leaves the field', async () => {
    const { user } = renderForm();
    const npi = screen.getByRole('textbox', { name: 'NPI' });
    await user.type(npi, '1234567890');
    expect(npi).not.toHaveAccessibleDescription();
    await user.tab();
    expect(npi).toHaveAccessibleDescription('Invalid NPI');
    await user.clear(npi);
    await user.type(npi, '1234567893');
    expect(npi).not.toHaveAccessibleDescription();
  });

  it('shows "Required" on every empty required field when touched', () => {
    renderForm({ touched: true, renderFile: ({ error }) => <p>upload: {error ?? 'ok'}</p> });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Required');
    expect(screen.getByText('upload: Required')).toBeInTheDocument();
  });

  it('renders file fields through renderFile and stores the file id it gives', async () => {
    const { user, lastAnswers } = renderForm({
      renderFile: ({ field, name, value, onChange }) => (
        <button type="button" onClick={() => onChange('file-42')}>
          {`${field.label} (${name}): ${value || 'none'}`}
        </button>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Curriculum vitae (cv): none' }));
    expect(lastAnswers()).toEqual({ cv: 'file-42' });
    expect(screen.getByRole('button', { name: 'Curriculum vitae (cv): file-42' })).toBeInTheDocument();
  });

  it('disables every input and offers no add or remove when disabled', () => {
    renderForm({ disabled: true, answers: { licences: [{ number: '1' }, { number: '2' }] } });
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /add|remove/i })).not.toBeInTheDocument();
  });
});

describe('FormRenderer: showWhen', () => {
  it('shows the explanation only while "Yes" is chosen, keeping what was typed', async () => {
    const { user, lastAnswers } = renderForm();
    expect(screen.queryByRole('textbox', { name: 'Explain the gap' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const explanation = screen.getByRole('textbox', { name: 'Explain the gap' });
    await user.type(explanation, 'Parental leave');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'Explain the gap' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: 'Explain the gap' })).toHaveValue('Parental leave');
    expect(lastAnswers()).toMatchObject({ hasGap: 'yes', gapExplanation: 'Parental leave' });
  });
});

describe('FormRenderer: repeatable groups', () => {
  it('shows the minimum number of cards, blank until typed in', async () => {
    const { user, lastAnswers } = renderForm();
    expect(screen.getByRole('group', { name: 'Licence 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Licence number' }), '7');
    expect(lastAnswers()).toEqual({ licences: [{ number: '7' }] });
  });

  it('adds rows up to the maximum and removes the chosen row', async () => {
    const { user, lastAnswers } = renderForm({ answers: { licences: [{ number: 'A1' }] } });
    await user.click(screen.getByRole('button', { name: 'Add Licence' }));
    await user.click(screen.getByRole('button', { name: 'Add Licence' }));
    expect(screen.getAllByRole('group', { name: /^Licence \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add Licence' })).not.toBeInTheDocument();
    const numbers = screen.getAllByRole('textbox', { name: 'Licence number' });
    await user.type(numbers[1], 'B2');
    await user.type(numbers[2], 'C3');

    await user.click(screen.getByRole('button', { name: 'Remove Licence 1' }));
    expect(lastAnswers()).toEqual({ licences: [{ number: 'B2' }, { number: 'C3' }] });
    const left = screen.getAllByRole('textbox', { name: 'Licence number' });
    expect(left.map((input) => (input as HTMLInputElement).value)).toEqual(['B2', 'C3']);
    expect(screen.getByRole('button', { name: 'Remove Licence 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Licence 2' }));
    expect(lastAnswers()).toEqual({ licences: [{ number: 'B2' }] });
    // Back at the minimum: the last card cannot be removed.
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Licence' })).toBeInTheDocument();
  });
});
