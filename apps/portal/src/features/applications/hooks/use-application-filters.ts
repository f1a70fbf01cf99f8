import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, type TApplicationStatus } from '@docapply/contracts';
import type { TApplicationSearch } from '../api/search-applications';

export const PAGE_SIZES = [10, 25, 50] as const;

export type TApplicationFilters = {
  q: string;
  statuses: TApplicationStatus[];
  hospitalId: string;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
};

function parseStatuses(text: string | null): TApplicationStatus[] {
  const wanted = (text ?? '').split(',');
  return APPLICATION_STATUSES.filter((status) => wanted.includes(status));
}

function parsePositive(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The list's search, filters and page live in the URL, so Back and a shared link keep them. */
export function useApplicationFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: TApplicationFilters = useMemo(() => {
    const pageSize = parsePositive(searchParams.get('pageSize'), PAGE_SIZES[0]);
    return {
      q: searchParams.get('q') ?? '',
      statuses: parseStatuses(searchParams.get('status')),
      hospitalId: searchParams.get('hospital') ?? '',
      page: parsePositive(searchParams.get('page'), 1),
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : PAGE_SIZES[0],
    };
  }, [searchParams]);

  /** Changes some filters; any change but the page itself goes back to page 1. */
  const setFilters = useCallback(
    (patch: Partial<TApplicationFilters>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const write = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          if (patch.q !== undefined) {
            write('q', patch.q);
          }
          if (patch.statuses !== undefined) {
            write('status', patch.statuses.join(','));
          }
          if (patch.hospitalId !== undefined) {
            write('hospital', patch.hospitalId);
          }
          if (patch.pageSize !== undefined) {
            write('pageSize', patch.pageSize === PAGE_SIZES[0] ? '' : String(patch.pageSize));
          }
          write('page', patch.page && patch.page > 1 ? String(patch.page) : '');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const search: TApplicationSearch = useMemo(
    () => ({
      q: filters.q,
      status: filters.statuses.join(','),
      hospitalId: filters.hospitalId,
      page: filters.page,
      pageSize: filters.pageSize,
    }),
    [filters],
  );
  const hasFilters = filters.q !== '' || filters.statuses.length > 0 || filters.hospitalId !== '';
  return { filters, setFilters, search, hasFilters };
}
