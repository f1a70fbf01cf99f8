import type { TApplicationSummary } from '@docapply/contracts';
import { paths } from '@/config/paths';

export type TApplicationAction = { label: string; to: string };

/**
 * The one step that moves the doctor's application at a hospital forward, on the dashboard's card
 * and in the apply page's picker: start one, continue the draft (never a second one), resubmit,
 * or read the submitted one.
 */
export function getApplicationAction(
  hospitalId: string,
  application: TApplicationSummary | null,
): TApplicationAction {
  if (!application) {
    return { label: 'Start application', to: paths.apply.getHref(hospitalId) };
  }
  switch (application.status) {
    case 'draft':
      return { label: 'Continue application', to: paths.apply.getHref(hospitalId) };
    case 'information-requested':
      return { label: 'Edit and resubmit', to: paths.apply.getHref(hospitalId) };
    case 'applied':
    case 'in-review':
    case 'finalise':
    case 'approved':
    case 'rejected':
      return { label: 'View application', to: paths.myApplication.getHref(application.id) };
    default: {
      const never: never = application.status;
      return never;
    }
  }
}
