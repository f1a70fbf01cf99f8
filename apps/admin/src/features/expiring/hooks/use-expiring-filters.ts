import * as zm from 'zod/mini';
import { ADMIN_EXPIRING_DEFAULT_WINDOW, ADMIN_EXPIRING_WINDOWS } from '@docapply/contracts';
import { urlCount, urlText, useUrlFilters, type TUrlFiltersConfig } from '@docapply/ui';

const ZExpiringFilters = zm.object({
  /** One of the admin's hospitals; '' all of them. */
  hospitalId: urlText(),
  days: urlCount(ADMIN_EXPIRING_DEFAULT_WINDOW, ADMIN_EXPIRING_WINDOWS),
});

export type TExpiringFilters = zm.output<typeof ZExpiringFilters>;

const EXPIRING_FILTERS: TUrlFiltersConfig<typeof ZExpiringFilters> = {
  schema: ZExpiringFilters,
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
