import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_COLORS } from '@docapply/contracts';
import { createMockApi, createUser, renderApp } from './render-app';
import { answerGets, createSummary } from './applications-fixtures';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** A screen `width` px wide: `(max-width: N)` queries match when the width is at most N. */
function useScreenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    return { ...originalMatchMedia(query), matches: maxWidth ? width <= Number(maxWidth[1]) : false };
  }) as typeof window.matchMedia;
}

function renderList() {
  const finalising = createSummary({
    status: 'finalise',
    createdAt: '2026-03-02T10:00:00.000Z',
    submittedAt: '2026-03-06T10:00:00.000Z',
  });
  const api = createMockApi(createUser());
  answerGets(api, {
    '/applications/search': { data: [finalising], total: 1, page: 1, pageSize: 10 },
    '/applications/all/hospitals': { data: [finalising] },
  });
  return renderApp('/my/application', { user: createUser(), api });
}

describe('words for doctors', () => {
  it('names the status in plain words, in the spec colour, with dates to the second', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'My applications' });
    const row = within(table).getAllByRole('row')[1];
    const chip = within(row).getByText('Final review');
    expect(chip.closest('.MuiChip-root')).toHaveStyle({ backgroundColor: STATUS_COLORS.finalise });
    expect(within(row).queryByText('Finalise')).not.toBeInTheDocument();
    expect(within(row).getByText(/^03\/02\/2026 \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(within(row).getByText(/^03\/06\/2026 \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  });

  it('titles the list page as the nav link names it', async () => {
    renderList();
    const heading = await screen.findByRole('heading', { level: 1 });
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'My Application',
    });
    expect(heading).toHaveTextContent(link.textContent ?? '');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('offers the statuses in plain words in the filter', async () => {
    renderList();
    await screen.findByRole('table', { name: 'My applications' });
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getByRole('option', { name: 'Final review' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Finalise' })).not.toBeInTheDocument();
  });
});

describe('the spec’s 500 px breakpoint', () => {
  it('keeps the table at 600 px', async () => {
    useScreenWidth(600);
    renderList();
    expect(await screen.findByRole('table', { name: 'My applications' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My applications' })).not.toBeInTheDocument();
  });

  it('shows cards below 500 px', async () => {
    useScreenWidth(480);
    renderList();
    const cards = await screen.findByRole('list', { name: 'My applications' });
    expect(within(cards).getByText('Final review')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'My applications' })).not.toBeInTheDocument();
  });
});
