import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazySelect, type TSelectOption } from '../src/filters/lazy-select';
import { seriousAxeViolations } from './axe';

const PEOPLE: TSelectOption[] = [
  { value: 'me', label: 'Me', divider: true },
  { value: 'ann', label: 'Ann Lee' },
  { value: 'bo', label: 'Bo Chen' },
];

function OneChoice() {
  const [value, setValue] = useState('');
  return (
    <>
      <LazySelect
        label="Assigned to"
        emptyLabel="Anyone"
        options={PEOPLE}
        value={value}
        onChange={setValue}
      />
      <output>chosen: {value || 'none'}</output>
    </>
  );
}

function ManyChoices() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <LazySelect label="Status" multiple options={PEOPLE} value={value} onChange={setValue} />
      <output>chosen: {value.join(',') || 'none'}</output>
    </>
  );
}

describe('LazySelect', () => {
  it('shows its label and the empty choice before its menu is loaded, with no serious axe violation', async () => {
    render(<OneChoice />);
    const select = screen.getByRole('combobox', { name: /^Assigned to/ });
    expect(select).toHaveTextContent('Anyone');
    expect(select.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('floats its label above a chosen value before its menu is loaded, as the real select does', () => {
    render(<LazySelect label="Sort" options={PEOPLE} value="bo" onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: /^Sort/ })).toHaveTextContent('Bo Chen');
    expect(screen.getByText('Sort', { selector: 'label' }).getAttribute('data-shrink')).toBe('true');
  });

  it('opens on a press, and choosing closes it with focus on the select', async () => {
    const user = userEvent.setup();
    render(<OneChoice />);
    await user.click(screen.getByRole('combobox', { name: /^Assigned to/ }));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anyone', 'Me', 'Ann Lee', 'Bo Chen']);
    // The rule between "Me" and the people named, which is no option of its own.
    expect(within(list).getByRole('option', { name: 'Me' }).className).toContain('MuiMenuItem-divider');
    await user.click(within(list).getByRole('option', { name: 'Ann Lee' }));
    expect(screen.getByText('chosen: ann')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Assigned to/ }));
    expect(document.activeElement).toHaveTextContent('Ann Lee');
  });

  it('opens from the keyboard when focused, and Escape leaves focus on it', async () => {
    const user = userEvent.setup();
    render(<OneChoice />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Assigned to/ }));
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('chosen: me')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Assigned to/ }));
  });

  it('keeps several choices ticked, and shows them joined', async () => {
    const user = userEvent.setup();
    render(<ManyChoices />);
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Me' }));
    await user.click(screen.getByRole('option', { name: 'Bo Chen' }));
    expect(screen.getByText('chosen: me,bo')).toBeTruthy();
    expect(within(screen.getByRole('option', { name: 'Me' })).getByRole('checkbox')).toHaveProperty(
      'checked',
      true,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Me, Bo Chen');
  });

  it('does not open a menu pressed before its code came once the visitor has moved on', async () => {
    // A fresh module: its menu's code is not in yet.
    vi.resetModules();
    const { LazySelect: FreshSelect } = await import('../src/filters/lazy-select');
    const { container } = render(
      <>
        <FreshSelect label="Sort" options={PEOPLE} value="me" onChange={() => undefined} />
        <button type="button">Next</button>
      </>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Sort/ }), { button: 0 });
    screen.getByRole('button', { name: 'Next' }).focus();
    // The real select (with its hidden input) takes the stand-in's place once its code is in.
    await waitFor(() => expect(container.querySelector('.MuiSelect-nativeInput')).not.toBeNull());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });
});
