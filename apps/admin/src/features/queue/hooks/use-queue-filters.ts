import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_QUEUE_SORTS,
  ADMIN_VISIBLE_STATUSES,
  type TAdminQueueSort,
  type TAdminVisibleStatus,
} from '@docapply/contracts';

export type TQueueFilters = {
  statuses: TAdminVisibleStatus[];
  hospitalId: string;
  q: string;
  sort: TAdminQueueSort;
};

const DEFAULT_SORT: TAdminQueueSort = 'submitted-desc';

function parseStatuses(text: string | null): TAdminVisibleStatus[] {
  const wanted = (text ?? '').split(',');
  return ADMIN_VISIBLE_STATUSES.filter((status) => wanted.includes(status));
}

function parseSort(text: string | null): TAdminQueueSort {
  return ADMIN_QUEUE_SORTS.find((sort) => sort === text) ?? DEFAULT_SORT;
}

/** The queue's filters live in the URL, so Back, a reload and a shared link keep them. */
export function useQueueFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: TQueueFilters = useMemo(
    () => ({
      statuses: parseStatuses(searchParams.get('status')),
      hospitalId: searchParams.get('hospital') ?? '',
      q: searchParams.get('q') ?? '',
      sort: parseSort(searchParams.get('sort')),
    }),
    [searchParams],
  );

  const setFilters = useCallback(
    (patch: Partial<TQueueFilters>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const write = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          if (patch.statuses !== undefined) {
            // In the machine's order whatever the clicking order, so equal filters make equal URLs.
            write('status', ADMIN_VISIBLE_STATUSES.filter((s) => patch.statuses?.includes(s)).join(','));
          }
          if (patch.hospitalId !== undefined) {
            write('hospital', patch.hospitalId);
          }
          if (patch.q !== undefined) {
            write('q', patch.q);
          }
          if (patch.sort !== undefined) {
            write('sort', patch.sort === DEFAULT_SORT ? '' : patch.sort);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const hasFilters = filters.statuses.length > 0 || filters.hospitalId !== '' || filters.q !== '';
  return { filters, setFilters, hasFilters };
}
