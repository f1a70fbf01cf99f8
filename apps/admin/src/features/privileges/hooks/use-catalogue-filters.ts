import { urlChoice, urlText, useUrlFilters, type TUrlFiltersConfig } from '@docapply/ui';

export const STATUS_FILTERS = ['all', 'enabled', 'disabled'] as const;
export type TStatusFilter = (typeof STATUS_FILTERS)[number];

const CATALOGUE_PARSERS = { status: urlChoice(STATUS_FILTERS, 'all'), q: urlText() };
const FILTERS_CONFIG: TUrlFiltersConfig<typeof CATALOGUE_PARSERS> = {
  parsers: CATALOGUE_PARSERS,
  clearable: ['status', 'q'],
};

/** The catalogue's filters in the URL (`?status=disabled&q=…`), beside the page's `?hospital=`. */
export function useCatalogueFilters() {
  return useUrlFilters(FILTERS_CONFIG);
}
