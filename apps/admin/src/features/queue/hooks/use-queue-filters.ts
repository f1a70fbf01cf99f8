import { z } from 'zod';
import { ADMIN_QUEUE_SORTS, ADMIN_VISIBLE_STATUSES } from '@docapply/contracts';
import { urlChoice, urlList, urlText, useUrlFilters, type TUrlFiltersConfig } from '@docapply/ui';

const ZQueueFilters = z.object({
  // In the machine's order whatever the clicking order, so equal filters make equal URLs.
  statuses: urlList(ADMIN_VISIBLE_STATUSES),
  hospitalId: urlText(),
  q: urlText(),
  sort: urlChoice(ADMIN_QUEUE_SORTS, 'submitted-desc'),
});

export type TQueueFilters = z.output<typeof ZQueueFilters>;

const QUEUE_FILTERS: TUrlFiltersConfig<typeof ZQueueFilters> = {
  schema: ZQueueFilters,
  params: { statuses: 'status', hospitalId: 'hospital' },
  // The sort is a way of reading the list, not a filter: Clear filters keeps it.
  clearable: ['statuses', 'hospitalId', 'q'],
};

/** The queue's filters live in the URL (status, hospital, q, sort), so Back, a reload and a shared link keep them. */
export function useQueueFilters() {
  return useUrlFilters(QUEUE_FILTERS);
}
