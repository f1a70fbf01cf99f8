import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@/index';

describe('Field: date, while its picker downloads', () => {
  it('holds the place with an inert field of the same label, then shows the picker', async () => {
    // A fresh copy of the module: the test setup has downloaded the picker for every other test.
    vi.resetModules();
    const { LazyDateField } = await import('@/field/lazy-date-field');
    render(
      <AppThemeProvider>
        <LazyDateField
          field={{ type: 'date', name: 'dob', label: 'Date of birth' }}
          id="dob"
          value=""
          onChange={vi.fn()}
        />
      </AppThemeProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toBeDisabled();
    expect(await screen.findByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Date of birth' })).not.toBeInTheDocument();
  });
});

describe('Field: date, before its calendar downloads', () => {
  it('takes a typed date while the calendar’s code has not arrived, and shows the calendar once it has', async () => {
    vi.resetModules();
    // The calendar's download, held until the test lets it through.
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    vi.doMock('@/field/date-calendar-popover', async () => {
      const actual = await vi.importActual<typeof import('@/field/date-calendar-popover')>(
        '@/field/date-calendar-popover',
      );
      await arrived;
      return actual;
    });
    const { DateField } = await import('@/field/date-field');
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <AppThemeProvider>
        <DateField
          field={{ type: 'date', name: 'dob', label: 'Date of birth' }}
          id="dob"
          value=""
          onChange={onChange}
        />
      </AppThemeProvider>,
    );
    const group = screen.getByRole('group', { name: 'Date of birth' });
    await user.click(within(group).getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('03041980');
    expect(onChange).toHaveBeenLastCalledWith('dob', '1980-03-04');

    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    release();
    const calendar = await screen.findByRole('dialog', { name: 'Choose Date of birth' });
    expect(within(calendar).getByRole('gridcell', { name: '4' })).toHaveAttribute('aria-selected', 'true');
    vi.doUnmock('@/field/date-calendar-popover');
  });
});
