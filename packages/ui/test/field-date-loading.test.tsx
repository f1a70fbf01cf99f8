import { render, screen } from '@testing-library/react';
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
    expect(
      await screen.findByRole('group', { name: 'Date of birth' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Date of birth' })).not.toBeInTheDocument();
  });
});
