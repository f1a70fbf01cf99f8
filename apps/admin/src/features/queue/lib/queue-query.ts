import type { TAdminCountsQuery, TAdminQueueExportQuery, TAdminQueueQuery } from '@docapply/contracts';
import type { TQueueFilters } from '../hooks/use-queue-filters';

/** The browser's time zone, so a day in the filters is the day the admin's screen shows. */
function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The filters every request of the queue shares (the counts leave the status tabs and the search out). */
export function toCountsQuery(filters: TQueueFilters): TAdminCountsQuery {
  const hasDates = filters.submittedFrom !== '' || filters.submittedTo !== '';
  return {
    hospitalId: filters.hospitalId || undefined,
    assignee: filters.assignee || undefined,
    flagged: filters.flagged || undefined,
    submittedFrom: filters.submittedFrom || undefined,
    submittedTo: filters.submittedTo || undefined,
    department: filters.department || undefined,
    // Only days need a zone: without them, equal filters keep making equal requests.
    tz: hasDates ? localTimeZone() : undefined,
  };
}

function toListQuery(filters: TQueueFilters) {
  return {
    status: filters.statuses.join(',') || undefined,
    q: filters.q || undefined,
    sort: filters.sort,
    ...toCountsQuery(filters),
  };
}

export function toQueueQuery(filters: TQueueFilters, cursor: string | undefined): TAdminQueueQuery {
  return { ...toListQuery(filters), cursor };
}

/** The export always sends the zone: its submission times are written in it. */
export function toExportQuery(filters: TQueueFilters): TAdminQueueExportQuery {
  return { ...toListQuery(filters), tz: localTimeZone() };
}
