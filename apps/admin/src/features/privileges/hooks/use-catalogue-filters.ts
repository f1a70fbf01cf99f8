import * as zm from 'zod/mini';
import { urlChoice, urlText, useUrlFilters, type TUrlFiltersConfig } from '@docapply/ui';

export const STATUS_FILTERS = ['all', 'enabled', 'disabled'] as const;
export type TStatusFilter = (typeof STATUS_FILTERS)[number];

const ZCatalogueFilters = zm.object({ status: urlChoice(STATUS_FILTERS, 'all'), q: urlText() });
const FILTERS_CONFIG: TUrlFiltersConfig<typeof ZCatalogueFilters> = {
  schema: ZCatalogueFilters,
  clearable: ['status', 'q'],
};

/** The catalogue's filters in the URL (`?status=disabled&q=…`), beside the page's `?hospital=`. */
export function useCatalogueFilters() {
  return useUrlFilters(FILTERS_CONFIG);
}
