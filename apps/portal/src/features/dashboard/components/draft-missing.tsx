import { Skeleton } from '@mui/material';
import { useStatusReport } from '@/components/application-data/api/get-status-report';
import { MissingList } from '@/components/response-form/missing-list';

const SHOWN_ITEMS = 5;

// While the report loads, the place of what it will most likely show, so the cards below do not
// move when it arrives (Lighthouse measured 0.24 of layout shift on a phone with a 64 px
// placeholder): a new draft's full list (five items and "and N more", measured 776–836 px high on
// a phone, 436 px at 700 px, 276 px on a desktop), or the one line of a complete one.
const FULL_LIST_SX = { height: { xs: 800, sm: 436, md: 276 } };
const DONE_SX = { height: 48 };

/**
 * The first few things an open application still needs, from the server's status report;
 * `isComplete` is the list's figure (100 %), which sizes the placeholder until the report is in.
 */
export function DraftMissing({ applicationId, isComplete }: { applicationId: string; isComplete: boolean }) {
  const report = useStatusReport(applicationId);
  if (report.isPending) {
    return (
      <Skeleton
        variant="rounded"
        sx={isComplete ? DONE_SX : FULL_LIST_SX}
        role="progressbar"
        aria-label="Loading what is missing"
      />
    );
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
