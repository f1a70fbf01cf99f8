import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from './render-field';

describe('Field: a number’s own minimum', () => {
  it('puts the minimum on the input and says so for a smaller number', async () => {
    const { user } = renderField({ type: 'number', label: 'Beds', min: 10 });
    const input = screen.getByRole('spinbutton', { name: 'Beds' });
    expect(input).toHaveAttribute('min', '10');
    await user.type(input, '9');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Must be 10 or more');
    await user.clear(input);
    await user.type(input, '10');
    expect(input).not.toHaveAccessibleDescription();
  });
});

describe('Field: a date’s earliest and latest dates', () => {
  const LABEL = 'Started';
  const group = () => screen.getByRole('group', { name: LABEL });

  async function typeAndLeave(digits: string) {
    const view = renderField({
      type: 'date',
      name: 'started',
      label: LABEL,
      minDate: '2000-01-01',
      maxDate: '2010-12-31',
    });
    await view.user.click(within(group()).getByRole('spinbutton', { name: 'Month' }));
    await view.user.keyboard(digits);
    while (group().contains(document.activeElement)) {
      await view.user.tab();
    }
    return view;
  }

  it('refuses a date before the earliest, naming it', async () => {
    const { values } = await typeAndLeave('12311999');
    expect(group()).toHaveAccessibleDescription('Date must be on or after 01/01/2000');
    expect(values()).not.toContain('1999-12-31');
  });

  it('refuses a date after the latest, naming it', async () => {
    const { values } = await typeAndLeave('01012011');
    expect(group()).toHaveAccessibleDescription('Date must be on or before 12/31/2010');
    expect(values()).not.toContain('2011-01-01');
  });

  it('keeps a date inside the limits', async () => {
    const { onChange } = await typeAndLeave('06152005');
    expect(onChange).toHaveBeenLastCalledWith('started', '2005-06-15');
    expect(group()).not.toHaveAccessibleDescription();
  });
});
