import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFieldType } from '@docapply/contracts';
import { AppThemeProvider, Field } from '@/index';
import { renderField } from './render-field';

const OPTIONS = [
  { value: 'us', label: 'United States' },
  { value: 'ca', label: 'Canada' },
];

describe('Field: every type renders with its label', () => {
  const cases: [TFieldType, string, () => HTMLElement][] = [
    ['number', 'Years in practice', () => screen.getByRole('spinbutton', { name: 'Years in practice' })],
    ['password', 'Password', () => screen.getByLabelText('Password', { selector: 'input' })],
    ['email', 'Email', () => screen.getByRole('textbox', { name: 'Email' })],
    ['textarea', 'Notes', () => screen.getByRole('textbox', { name: 'Notes' })],
    ['tel', 'Phone', () => screen.getByRole('textbox', { name: 'Phone' })],
    ['date', 'Date of birth', () => screen.getByRole('group', { name: 'Date of birth' })],
    ['select', 'Country', () => screen.getByRole('combobox', { name: 'Country' })],
    ['checkbox', 'I am licensed', () => screen.getByRole('checkbox', { name: 'I am licensed' })],
    ['text', 'First name', () => screen.getByRole('textbox', { name: 'First name' })],
    ['search', 'Find a hospital', () => screen.getByRole('searchbox', { name: 'Find a hospital' })],
    ['radio', 'Board certified', () => screen.getByRole('radiogroup', { name: 'Board certified' })],
  ];

  it.each(cases)('%s', (type, label, find) => {
    renderField({ type, label, options: OPTIONS });
    expect(find()).toBeInTheDocument();
  });
});

describe('Field: common behaviour', () => {
  it('shows "Required" for an empty required field only once the user leaves it', async () => {
    const { user } = renderField({ type: 'text', label: 'First name', required: true });
    const input = screen.getByRole('textbox', { name: 'First name' });
    await user.click(input);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveAccessibleDescription('Required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'Ada');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('shows "Required" at once when the form says it was touched (after a submit attempt)', () => {
    renderField({ type: 'email', label: 'Email', required: true }, { touched: true });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Required');
  });

  it('announces an outside error and falls back to the descriptor helper text', () => {
    renderField({ type: 'text', label: 'NPI', helperText: '10 digits' }, { error: 'NPI already registered' });
    expect(screen.getByRole('textbox', { name: 'NPI' })).toHaveAccessibleDescription(
      'NPI already registered',
    );
  });

  it('shows the helper text when there is no error', () => {
    renderField({ type: 'text', label: 'NPI', helperText: '10 digits' });
    expect(screen.getByRole('textbox', { name: 'NPI' })).toHaveAccessibleDescription('10 digits');
  });

  it('tells the form its validity as it changes, before any message is shown', async () => {
    const onValidityChange = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(
      <AppThemeProvider>
        <Field
          field={{ name: 'email', type: 'email', label: 'Email', required: true }}
          value=""
          onChange={() => undefined}
          onValidityChange={onValidityChange}
        />
      </AppThemeProvider>,
    );
    expect(onValidityChange).toHaveBeenLastCalledWith('email', 'Required');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@mail');
    expect(onValidityChange).toHaveBeenLastCalledWith('email', 'Invalid email address');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.com');
    expect(onValidityChange).toHaveBeenLastCalledWith('email', null);
    expect(screen.queryByText(/Required|Invalid/)).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    expect(onValidityChange).toHaveBeenLastCalledWith('email', 'Required');
    // A field removed (a list's row) no longer holds the form back.
    unmount();
    expect(onValidityChange).toHaveBeenLastCalledWith('email', null);
  });

  it('passes typed text up as it is', async () => {
    const { user, onChange } = renderField({ type: 'text', name: 'firstName', label: 'First name' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('firstName', 'Ada');
  });

  it('honours placeholder and disabled', () => {
    renderField({ type: 'text', label: 'City', placeholder: 'e.g. Boston', disabled: true });
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('placeholder', 'e.g. Boston');
    expect(input).toBeDisabled();
  });

  it('renders nothing when isDisplay is false', () => {
    renderField({ type: 'text', label: 'Hidden', isDisplay: false });
    expect(screen.queryByLabelText('Hidden')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('Field: number, textarea, password', () => {
  it('number has a minimum of 0 and says so for a negative value', async () => {
    const { user } = renderField({ type: 'number', label: 'Years' });
    const input = screen.getByRole('spinbutton', { name: 'Years' });
    expect(input).toHaveAttribute('min', '0');
    await user.type(input, '-3');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Must be 0 or more');
    await user.clear(input);
    await user.type(input, '0');
    expect(screen.queryByText('Must be 0 or more')).not.toBeInTheDocument();
  });

  describe('textarea keeps between 2 and 10 rows', () => {
    // jsdom has no layout: make each line of text 20px tall so the auto-sizing can be observed.
    const LINE_PX = 20;
    beforeEach(() => {
      vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
        this: HTMLTextAreaElement,
      ) {
        return this.value.split('\n').length * LINE_PX;
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each([
      [undefined, 2],
      [1, 2],
      [5, 5],
      [50, 10],
    ])('descriptor rows %s starts %s rows tall', (rows, expectedRows) => {
      renderField({ type: 'textarea', label: 'Notes', rows });
      expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveStyle({
        height: `${expectedRows * LINE_PX}px`,
      });
    });

    it('grows with its text up to 10 rows', async () => {
      const { user } = renderField({ type: 'textarea', label: 'Notes' });
      const textarea = screen.getByRole('textbox', { name: 'Notes' });
      await user.type(textarea, 'one{Enter}two{Enter}three{Enter}four');
      expect(textarea).toHaveStyle({ height: `${4 * LINE_PX}px` });
      await user.type(textarea, '{Enter}more'.repeat(12));
      expect(textarea).toHaveStyle({ height: `${10 * LINE_PX}px` });
    });
  });

  it('password toggles between hidden and visible with a labelled button', async () => {
    const { user } = renderField({ type: 'password', label: 'Password' });
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
