import { Suspense, lazy, useState, type ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  SEARCH_DELAY_MS,
  SearchField,
  urlChoice,
  urlCount,
  urlList,
  urlText,
  urlDay,
  urlOneOf,
  urlUuid,
  useUrlFilters,
  type TUrlFilterValues,
  type TUrlFiltersConfig,
} from '@/index';

const STATUSES = ['draft', 'applied', 'in-review'] as const;
const PARSERS = {
  statuses: urlList(STATUSES),
  hospitalId: urlText(),
  q: urlText(),
  sort: urlChoice(['newest', 'oldest'], 'newest'),
  page: urlCount(1),
  pageSize: urlCount(10, [10, 25]),
};
type TFilters = TUrlFilterValues<typeof PARSERS>;
const CONFIG: TUrlFiltersConfig<typeof PARSERS> = {
  parsers: PARSERS,
  params: { statuses: 'status', hospitalId: 'hospital' },
  resetOnChange: 'page',
  clearable: ['statuses', 'hospitalId', 'q'],
};

type THandle = ReturnType<typeof useUrlFilters<typeof PARSERS>> & { search: string };

/** Renders the hook at `url`; `handle.current` is its latest answer and the address it sees. */
function renderFilters(url: string) {
  const handle: { current: THandle | null } = { current: null };
  function Probe() {
    const filters = useUrlFilters(CONFIG);
    const { search } = useLocation();
    handle.current = { ...filters, search };
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
  const current = () => handle.current as THandle;
  const set = (patch: Partial<TFilters>) => act(() => current().setFilters(patch));
  return { current, set };
}

const DEFAULTS: TFilters = { statuses: [], hospitalId: '', q: '', sort: 'newest', page: 1, pageSize: 10 };

describe('useUrlFilters', () => {
  it('reads the defaults from an address without parameters', () => {
    const { current } = renderFilters('/list');
    expect(current().filters).toEqual(DEFAULTS);
    expect(current().hasFilters).toBe(false);
  });

  it('reads each parameter through its schema, so a hand-edited link shows defaults instead of failing', () => {
    const { current } = renderFilters(
      '/list?status=in-review,bogus,draft&hospital=h-1&q=lake&sort=sideways&page=-2&pageSize=11',
    );
    expect(current().filters).toEqual({
      ...DEFAULTS,
      statuses: ['draft', 'in-review'],
      hospitalId: 'h-1',
      q: 'lake',
    });
    expect(current().hasFilters).toBe(true);
  });

  it('writes a change into the address: one order for equal filters, defaults left out', () => {
    const { current, set } = renderFilters('/list');
    set({ statuses: ['in-review', 'draft'], sort: 'oldest', pageSize: 25 });
    expect(new URLSearchParams(current().search).get('status')).toBe('draft,in-review');
    expect(current().filters.sort).toBe('oldest');

    set({ sort: 'newest', pageSize: 10, statuses: [] });
    expect(current().search).toBe('');
  });

  it('round-trips through the address: what is written is read back the same in a new page', () => {
    const { current, set } = renderFilters('/list');
    const chosen: TFilters = {
      statuses: ['applied'],
      hospitalId: 'h 2&3',
      q: 'St. Anne’s',
      sort: 'oldest',
      page: 3,
      pageSize: 25,
    };
    set(chosen);
    expect(current().filters).toEqual(chosen);

    const written = current().search;
    const reopened = renderFilters(`/list${written}`);
    expect(reopened.current().filters).toEqual(chosen);
  });

  it('goes back to the first page when anything but the page changes, and keeps the page it is given', () => {
    const { current, set } = renderFilters('/list?page=4&q=a');
    expect(current().filters.page).toBe(4);
    set({ page: 5 });
    expect(current().filters.page).toBe(5);
    set({ q: 'b' });
    expect(current().filters.page).toBe(1);
    expect(new URLSearchParams(current().search).has('page')).toBe(false);
  });

  it('writes only what a reader accepts: a value its parser refuses leaves the address at the default', () => {
    const { current, set } = renderFilters('/list?pageSize=25');
    set({ pageSize: 11, page: 0 });
    expect(current().filters).toEqual(DEFAULTS);
    expect(current().search).toBe('');
  });

  it('reads days, ids and one of a set of values, each as its parser allows', () => {
    const AUDIT: TUrlFiltersConfig<{
      from: ReturnType<typeof urlDay>;
      entity: ReturnType<typeof urlOneOf>;
      hospitalId: ReturnType<typeof urlUuid>;
    }> = { parsers: { from: urlDay(), entity: urlOneOf(['form', 'user']), hospitalId: urlUuid() } };
    const handle: { current: TUrlFilterValues<typeof AUDIT.parsers> | null } = { current: null };
    function Probe({ config }: { config: typeof AUDIT }) {
      handle.current = useUrlFilters(config).filters;
      return null;
    }
    const id = '0b6c5c1e-7d3f-4a59-9c1e-2f4d6a8b0c3e';
    const { unmount } = render(
      <MemoryRouter initialEntries={[`/audit?from=2026-02-28&entity=user&hospitalId=${id}`]}>
        <Probe config={AUDIT} />
      </MemoryRouter>,
    );
    expect(handle.current).toEqual({ from: '2026-02-28', entity: 'user', hospitalId: id });
    unmount();
    render(
      <MemoryRouter initialEntries={['/audit?from=2026-02-30&entity=users&hospitalId=not-an-id']}>
        <Probe config={AUDIT} />
      </MemoryRouter>,
    );
    expect(handle.current).toEqual({ from: '', entity: '', hospitalId: '' });
  });

  it('clears the clearable filters only, and keeps the other parameters of the address', () => {
    const { current } = renderFilters('/list?status=draft&hospital=h-1&q=x&sort=oldest&pageSize=25&tab=2');
    act(() => current().clearFilters());
    expect(current().filters).toEqual({ ...DEFAULTS, sort: 'oldest', pageSize: 25 });
    expect(current().hasFilters).toBe(false);
    expect(new URLSearchParams(current().search).get('tab')).toBe('2');
  });
});

describe('SearchField', () => {
  function SearchProbe({ onSearch }: { onSearch: (text: string) => void }) {
    const [value, setValue] = useState('first');
    return (
      <>
        <SearchField
          label="Search"
          value={value}
          onSearch={(text) => {
            onSearch(text);
            setValue(text);
          }}
        />
        <button type="button" onClick={() => setValue('from outside')}>
          Back
        </button>
      </>
    );
  }

  it('searches once typing pauses, with the trimmed text, and follows a search changed from outside', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<SearchProbe onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('first');

    await user.clear(box);
    await user.type(box, '  lake  ');
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith('lake');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box).toHaveValue('from outside');
  });

  it('searches at once when focus leaves the box, and nothing is left to search later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onSearch = vi.fn();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<SearchProbe onSearch={onSearch} />);
      const box = screen.getByRole('searchbox', { name: 'Search' });
      await user.clear(box);
      await user.type(box, 'okafor');
      await user.tab();
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(onSearch).toHaveBeenCalledWith('okafor');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
      expect(onSearch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a list searched by URL', () => {
  const SEARCH_CONFIG: TUrlFiltersConfig<{ q: ReturnType<typeof urlText> }> = { parsers: { q: urlText() } };

  function List() {
    const { filters, setFilters } = useUrlFilters(SEARCH_CONFIG);
    return (
      <>
        <SearchField label="Search" value={filters.q ?? ''} onSearch={(q) => setFilters({ q })} />
        <Link to="/item/1">Open item 1</Link>
      </>
    );
  }

  // The next page's code takes longer to load than a typing pause.
  const Item = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) =>
        setTimeout(() => resolve({ default: () => <h1>Item 1</h1> }), SEARCH_DELAY_MS * 2),
      ),
  );

  it('keeps the user on the row they opened while they were still typing a search', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Routes>
          {/* As the sites' lazy routes are: a Suspense at the same place for both, which the
              navigation's transition keeps showing the list in while the item loads. */}
          <Route
            path="/list"
            element={
              <Suspense fallback={null}>
                <List />
              </Suspense>
            }
          />
          <Route
            path="/item/1"
            element={
              <Suspense fallback={null}>
                <Item />
              </Suspense>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'okafor');
    await user.click(screen.getByRole('link', { name: 'Open item 1' }));
    await screen.findByRole('heading', { name: 'Item 1' });
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS * 2));
    expect(screen.getByRole('heading', { name: 'Item 1' })).toBeInTheDocument();
  });
});
