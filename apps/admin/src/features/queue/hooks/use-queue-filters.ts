import * as zm from 'zod/mini';
import { ADMIN_QUEUE_SORTS, ADMIN_VISIBLE_STATUSES } from '@docapply/contracts';
import { urlChoice, urlDay, urlList, urlText, useUrlFilters, type TUrlFiltersConfig } from '@docapply/ui';

const ZQueueFilters = zm.object({
  // In the machine's order whatever the clicking order, so equal filters make equal URLs.
  statuses: urlList(ADMIN_VISIBLE_STATUSES),
  hospitalId: urlText(),
  q: urlText(),
  sort: urlChoice(ADMIN_QUEUE_SORTS, 'submitted-desc'),
  /** `me`, `none` or an administrator's id ('' anyone). */
  assignee: urlText(),
  flagged: urlChoice(['', 'true'], ''),
  submittedFrom: urlDay(),
  submittedTo: urlDay(),
  department: urlText(),
});

export type TQueueFilters = zm.output<typeof ZQueueFilters>;

const QUEUE_FILTERS: TUrlFiltersConfig<typeof ZQueueFilters> = {
  schema: ZQueueFilters,
  params: { statuses: 'status', hospitalId: 'hospital', submittedFrom: 'from', submittedTo: 'to' },
  // The sort is a way of reading the list, not a filter: Clear filters keeps it.
  clearable: [
    'statuses',
    'hospitalId',
    'q',
    'assignee',
    'flagged',
    'submittedFrom',
    'submittedTo',
    'department',
  ],
};

/** The queue's filters live in the URL, so Back, a reload and a shared link keep them. */
export function useQueueFilters() {
  return useUrlFilters(QUEUE_FILTERS);
}
