import { ADMIN_QUEUE_SORTS, ADMIN_VISIBLE_STATUSES } from '@docapply/contracts';
import {
  urlChoice,
  urlDay,
  urlList,
  urlText,
  useUrlFilters,
  type TUrlFilterValues,
  type TUrlFiltersConfig,
} from '@docapply/ui';

const QUEUE_PARSERS = {
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
};

export type TQueueFilters = TUrlFilterValues<typeof QUEUE_PARSERS>;

const QUEUE_FILTERS: TUrlFiltersConfig<typeof QUEUE_PARSERS> = {
  parsers: QUEUE_PARSERS,
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
