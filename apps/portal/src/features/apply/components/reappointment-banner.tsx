import { Alert, AlertTitle } from '@mui/material';
import type { TApplicationDetail } from '@docapply/contracts';
import { formatDay } from '@docapply/ui';

/** The banner text of a reappointment: what it was prefilled from. */
export function describeReappointment(approvedOn: string | null): string {
  return approvedOn
    ? `Reappointment: prefilled from your application approved on ${formatDay(approvedOn)}. Change only what has changed since.`
    : 'Reappointment: prefilled from your last approved application. Change only what has changed since.';
}

/**
 * Over a reappointment's steps (issue 14): prefilled from the approved application, documents that
 * expired since are asked again, and last time's references and covering physician are offered on
 * the last step, to be asked again with one press (issue 43).
 */
export function ReappointmentBanner({ detail }: { detail: TApplicationDetail }) {
  if (detail.kind !== 'reappointment') {
    return null;
  }
  return (
    <Alert severity="info">
      <AlertTitle>{describeReappointment(detail.reappointmentOf?.approvedOn ?? null)}</AlertTitle>
      Documents that have expired since are empty: upload the new ones. Your references and covering physician
      from last time are listed on the last step: check them, then send all the requests at once.
    </Alert>
  );
}
