import { render, screen } from '@testing-library/react';
import AppBar from '@mui/material/AppBar';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider, DocumentRow, FullScreenLoader } from '@/index';

describe('the loading state', () => {
  it('covers the page under the sticky header, which stays in sight', () => {
    render(
      <AppThemeProvider>
        <AppBar position="sticky" data-testid="header">
          DocApply
        </AppBar>
        <FullScreenLoader message="Loading the survey..." />
      </AppThemeProvider>,
    );
    const header = screen.getByTestId('header');
    const loader = screen.getByRole('status').parentElement as HTMLElement;
    const layer = (element: HTMLElement) => Number(getComputedStyle(element).zIndex);
    expect(getComputedStyle(loader).position).toBe('fixed');
    expect(layer(loader)).toBeLessThan(layer(header));
    expect(screen.getByText('Loading the survey...')).toBeInTheDocument();
  });
});

describe('DocumentRow on a narrow card', () => {
  it('keeps the button on the document’s line, however long its name', () => {
    const name = `${'very-long-file-name-'.repeat(8)}licence.pdf`;
    render(
      <AppThemeProvider>
        <DocumentRow
          file={{ name, size: 240 * 1024 }}
          actionLabel="View"
          actionIcon={null}
          onAction={vi.fn()}
        />
      </AppThemeProvider>,
    );
    const button = screen.getByRole('button', { name: `View ${name}` });
    const line = screen.getByText(name).parentElement as HTMLElement;
    expect(line).toContainElement(button);
    expect(getComputedStyle(line).flexWrap).toBe('nowrap');
    expect(getComputedStyle(button).flexShrink).toBe('0');
  });
});
