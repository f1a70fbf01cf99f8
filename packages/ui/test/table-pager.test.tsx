import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TablePager } from '../src/tables/table-pager';
import { seriousAxeViolations } from './axe';

function PagedList({ count }: { count: number }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  return (
    <TablePager
      count={count}
      page={page}
      pageSize={pageSize}
      pageSizes={[10, 25, 50]}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

describe('TablePager', () => {
  it('pages with the previous and next buttons, saying which rows are shown', async () => {
    const user = userEvent.setup();
    render(<PagedList count={1234} />);
    expect(screen.getByText('1–10 of 1,234')).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('11–20 of 1,234')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(screen.getByText('1–10 of 1,234')).toBeTruthy();
  });

  it('stops at the last page, whose range ends at the count', async () => {
    const user = userEvent.setup();
    render(<PagedList count={25} />);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('21–25 of 25')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', true);
  });

  it('changes the rows per page by keyboard, from a select named by its label', async () => {
    const user = userEvent.setup();
    render(<PagedList count={60} />);
    const select = screen.getByRole('combobox', { name: /^Rows per page:/ });
    select.focus();
    await user.keyboard('{Enter}');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Rows per page:/ })).toHaveTextContent('25');
  });

  it('says 0–0 of 0 for an empty list, both buttons off', () => {
    render(<PagedList count={0} />);
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
    for (const name of ['Go to previous page', 'Go to next page']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });
});
