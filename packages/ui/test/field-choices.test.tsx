import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from './render-field';

const OPTIONS = [
  { value: 'A', label: 'Section - A' },
  { value: 'B', label: 'Section - B' },
  { value: 'C', label: 'Section - C' },
];

describe('Field: checkbox', () => {
  it('holds the strings "true" and "false"', async () => {
    const { user, values } = renderField({ type: 'checkbox', name: 'terms', label: 'I confirm' });
    const checkbox = screen.getByRole('checkbox', { name: 'I confirm' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(values()).toEqual(['true', 'false']);
  });

  it('shows a stored "true" as ticked', () => {
    renderField({ type: 'checkbox', label: 'I confirm' }, { value: 'true' });
    expect(screen.getByRole('checkbox', { name: 'I confirm' })).toBeChecked();
  });

  it('links the words "terms and conditions" to the terms PDF in a new tab', () => {
    renderField(
      { type: 'checkbox', label: 'I agree to the terms and conditions of use' },
      { termsUrl: '/legal/terms-of-use.pdf' },
    );
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link).toHaveAttribute('href', '/legal/terms-of-use.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the terms and conditions of use' }),
    ).toBeInTheDocument();
  });

  it('says "Required" when a required box is unticked again', async () => {
    const { user } = renderField({ type: 'checkbox', label: 'I confirm', required: true });
    const checkbox = screen.getByRole('checkbox', { name: 'I confirm' });
    await user.click(checkbox);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(checkbox);
    expect(checkbox).toHaveAccessibleDescription('Required');
  });
});

describe('Field: select', () => {
  it('offers the descriptor options and passes the chosen value', async () => {
    const { user, onChange } = renderField({
      type: 'select',
      name: 'section',
      label: 'Section',
      options: OPTIONS,
    });
    await user.click(screen.getByRole('combobox', { name: 'Section' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Section - A', 'Section - B', 'Section - C']);
    await user.click(within(listbox).getByRole('option', { name: 'Section - B' }));
    expect(onChange).toHaveBeenLastCalledWith('section', 'B');
    expect(screen.getByRole('combobox', { name: /Section/ })).toHaveTextContent('Section - B');
  });

  it('works by keyboard', async () => {
    const { user, onChange } = renderField({
      type: 'select',
      name: 'section',
      label: 'Section',
      options: OPTIONS,
    });
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('section', 'B');
  });
});

describe('Field: select, before its menu is used', () => {
  it('is drawn with its label, value and helper text, and says Required once left empty', async () => {
    const { user } = renderField({
      type: 'select',
      label: 'Section',
      required: true,
      helperText: 'Where it goes',
      options: OPTIONS,
    });
    const select = screen.getByRole('combobox', { name: /Section/ });
    expect(select).toHaveAccessibleDescription('Where it goes');
    expect(select).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await user.tab();
    const left = screen.getByRole('combobox', { name: /Section/ });
    expect(left).toHaveAccessibleDescription('Required');
    expect(left).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a stored value, and cannot be reached or opened when disabled', async () => {
    const { user, values } = renderField(
      { type: 'select', label: 'Section', disabled: true, options: OPTIONS },
      { value: 'B' },
    );
    const select = screen.getByRole('combobox', { name: /Section/ });
    expect(select).toHaveTextContent('Section - B');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await user.click(select);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(values()).toEqual([]);
  });
});

describe('Field: radio', () => {
  it('offers one radio per option and passes the chosen value', async () => {
    const { user, onChange } = renderField({
      type: 'radio',
      name: 'section',
      label: 'Section',
      options: OPTIONS,
    });
    const group = screen.getByRole('radiogroup', { name: 'Section' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(group).getByRole('radio', { name: 'Section - C' }));
    expect(onChange).toHaveBeenLastCalledWith('section', 'C');
    expect(within(group).getByRole('radio', { name: 'Section - C' })).toBeChecked();
  });

  it('says "Required" when the user leaves a required group empty', async () => {
    const { user } = renderField({ type: 'radio', label: 'Section', options: OPTIONS, required: true });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('radiogroup', { name: 'Section' })).toHaveAccessibleDescription('Required');
  });
});
