import { ADMIN_EXPIRING_DEFAULT_WINDOW, ADMIN_EXPIRING_WINDOWS } from '@docapply/contracts';
import {
  urlCount,
  urlText,
  useUrlFilters,
  type TUrlFilterValues,
  type TUrlFiltersConfig,
} from '@docapply/ui';

const EXPIRING_PARSERS = {
  /** One of the admin's hospitals; '' all of them. */
  hospitalId: urlText(),
  days: urlCount(ADMIN_EXPIRING_DEFAULT_WINDOW, ADMIN_EXPIRING_WINDOWS),
};

export type TExpiringFilters = TUrlFilterValues<typeof EXPIRING_PARSERS>;

const EXPIRING_FILTERS: TUrlFiltersConfig<typeof EXPIRING_PARSERS> = {
  parsers: EXPIRING_PARSERS,
  params: { hospitalId: 'hospital' },
};

/** The list's hospital and window live in the URL, so a reload and a shared link keep them. */
export function useExpiringFilters() {
  return useUrlFilters(EXPIRING_FILTERS);
}

/** The API's query for the filters: no hospital means all of the admin's. */
export function toExpiringQuery({ hospitalId, days }: TExpiringFilters) {
  return hospitalId ? { hospitalId, days } : { days };
}
