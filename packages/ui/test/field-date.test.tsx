import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { TFieldDescriptor } from '@docapply/contracts';
import { renderField } from './render-field';

const LABEL = 'Date of birth';
const group = () => screen.getByRole('group', { name: LABEL });
const section = (name: 'Month' | 'Day' | 'Year') => within(group()).getByRole('spinbutton', { name });

/** Presses Tab until the focus has left the field (its sections, then its calendar button). */
async function tabOut(user: ReturnType<typeof renderField>['user'], field: HTMLElement) {
  while (field.contains(document.activeElement)) {
    await user.tab();
  }
}

/** Types digits into the date field as a user would: focus the month, then type straight through. */
function renderDate(descriptor: Partial<TFieldDescriptor> = {}, value?: string) {
  const view = renderField({ type: 'date', name: 'dob', label: LABEL, ...descriptor }, { value });
  const typeDate = async (digits: string) => {
    await view.user.click(section('Month'));
    await view.user.keyboard(digits);
  };
  return { ...view, typeDate, leave: () => tabOut(view.user, group()) };
}

describe('Field: date', () => {
  it('stores a typed date as YYYY-MM-DD', async () => {
    const { typeDate, onChange, leave } = renderDate();
    await typeDate('05171990');
    await leave();
    expect(onChange).toHaveBeenLastCalledWith('dob', '1990-05-17');
    expect(group()).toHaveTextContent('05/17/1990');
    expect(group()).not.toHaveAccessibleDescription();
  });

  it('shows a stored date in MM/DD/YYYY', () => {
    renderDate({}, '2001-12-24');
    expect(section('Month')).toHaveTextContent('12');
    expect(section('Day')).toHaveTextContent('24');
    expect(section('Year')).toHaveTextContent('2001');
  });

  it('says "Invalid Date" and clears an incomplete date when the user leaves it', async () => {
    const { typeDate, values, leave } = renderDate();
    await typeDate('0517');
    await leave();
    expect(group()).toHaveAccessibleDescription('Invalid Date');
    expect(section('Month')).toHaveAttribute('aria-valuetext', 'Empty');
    expect(section('Day')).toHaveAttribute('aria-valuetext', 'Empty');
    expect(values()).toEqual(['']);
  });

  it('clears a stored date that the user leaves incomplete', async () => {
    const { user, values, leave } = renderDate({}, '1990-05-17');
    await user.click(section('Year'));
    await user.keyboard('{Backspace}');
    await leave();
    expect(group()).toHaveAccessibleDescription('Invalid Date');
    expect(values().at(-1)).toBe('');
  });

  it('refuses a future date by default', async () => {
    const nextYear = dayjs().add(1, 'year');
    const { typeDate, values, leave } = renderDate();
    await typeDate(nextYear.format('MMDDYYYY'));
    await leave();
    expect(group()).toHaveAccessibleDescription('Invalid Date');
    expect(values()).not.toContain(nextYear.format('YYYY-MM-DD'));
    expect(values().at(-1)).toBe('');
  });

  it('accepts a future date when the descriptor allows it', async () => {
    const nextYear = dayjs().add(1, 'year');
    const { typeDate, onChange, leave } = renderDate({ future: true });
    await typeDate(nextYear.format('MMDDYYYY'));
    await leave();
    expect(onChange).toHaveBeenLastCalledWith('dob', nextYear.format('YYYY-MM-DD'));
  });

  it('refuses a past date when the descriptor says past: false', async () => {
    const { typeDate, values, leave } = renderDate({ past: false, future: true });
    await typeDate('01022000');
    await leave();
    expect(group()).toHaveAccessibleDescription('Invalid Date');
    expect(values()).not.toContain('2000-01-02');
  });

  it('refuses 12/31/1899 (the earliest date is 01/01/1900)', async () => {
    const { typeDate, values, leave } = renderDate();
    await typeDate('12311899');
    await leave();
    expect(group()).toHaveAccessibleDescription('Invalid Date');
    expect(values()).not.toContain('1899-12-31');
  });

  it('accepts 01/01/1900', async () => {
    const { typeDate, onChange, leave } = renderDate();
    await typeDate('01011900');
    await leave();
    expect(onChange).toHaveBeenLastCalledWith('dob', '1900-01-01');
  });

  it('uses the descriptor format and views', async () => {
    const { user, onChange } = renderField({
      type: 'date',
      name: 'since',
      label: 'Practising since',
      views: ['year', 'month'],
      format: 'MM/YYYY',
    });
    const since = screen.getByRole('group', { name: 'Practising since' });
    expect(within(since).queryByRole('spinbutton', { name: 'Day' })).not.toBeInTheDocument();
    await user.click(within(since).getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('032010');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('since', expect.stringMatching(/^2010-03-\d{2}$/));
  });

  it('lets the user pick a day from the calendar', async () => {
    const firstOfMonth = dayjs().startOf('month');
    const { user, onChange } = renderDate();
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    const calendar = await screen.findByRole('grid');
    await user.click(within(calendar).getByRole('gridcell', { name: '1' }));
    expect(onChange).toHaveBeenLastCalledWith('dob', firstOfMonth.format('YYYY-MM-DD'));
  });

  it('keeps a half-typed date while the user opens the calendar', async () => {
    const { typeDate, user, values } = renderDate();
    await typeDate('05');
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    await screen.findByRole('grid');
    expect(screen.queryByText('Invalid Date')).not.toBeInTheDocument();
    // Closed without a pick, the calendar gives the focus back to its button, and the month stays.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: /choose date/i })).toHaveFocus());
    expect(section('Month')).toHaveTextContent('05');
    expect(values()).toEqual([]);
  });

  it('says "Required" when a required date is left empty', async () => {
    const { user, leave } = renderDate({ required: true });
    await user.click(section('Month'));
    await leave();
    expect(group()).toHaveAccessibleDescription('Required');
  });
});
