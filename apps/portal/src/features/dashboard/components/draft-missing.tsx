import { Skeleton } from '@mui/material';
import { useStatusReport } from '@/components/application-data/api/get-status-report';
import { MissingList } from '@/components/response-form/missing-list';

const SHOWN_ITEMS = 5;

/** The first few things an open application still needs, from the server's status report. */
export function DraftMissing({ applicationId }: { applicationId: string }) {
  const report = useStatusReport(applicationId);
  if (report.isPending) {
    return <Skeleton variant="rounded" height={64} role="progressbar" aria-label="Loading what is missing" />;
  }
  if (!report.data) {
    return null;
  }
  return (
    <MissingList
      items={report.data.missing}
      max={SHOWN_ITEMS}
      doneText="Everything required is complete: review and submit."
    />
  );
}
