import { useMemo } from 'react';
import { APPLICATION_STATUSES } from '@docapply/contracts';
import {
  urlCount,
  urlList,
  urlText,
  useUrlFilters,
  type TUrlFilterValues,
  type TUrlFiltersConfig,
} from '@docapply/ui';
import type { TApplicationSearch } from '../api/search-applications';

export const PAGE_SIZES = [10, 25, 50] as const;

const APPLICATION_PARSERS = {
  q: urlText(),
  statuses: urlList(APPLICATION_STATUSES),
  hospitalId: urlText(),
  /** 1-based, as the API counts. */
  page: urlCount(1),
  pageSize: urlCount(PAGE_SIZES[0], PAGE_SIZES),
};

export type TApplicationFilters = TUrlFilterValues<typeof APPLICATION_PARSERS>;

const APPLICATION_FILTERS: TUrlFiltersConfig<typeof APPLICATION_PARSERS> = {
  parsers: APPLICATION_PARSERS,
  params: { statuses: 'status', hospitalId: 'hospital' },
  // Any change but the page itself goes back to page 1.
  resetOnChange: 'page',
  clearable: ['q', 'statuses', 'hospitalId'],
};

/** The list's search, filters and page live in the URL, so Back and a shared link keep them. */
export function useApplicationFilters() {
  const urlFilters = useUrlFilters(APPLICATION_FILTERS);
  const { filters } = urlFilters;
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
  return { ...urlFilters, search };
}
