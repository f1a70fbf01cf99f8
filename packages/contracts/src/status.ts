/** Application statuses and the one transition table (PRODUCT.md "Application statuses"). */
export const APPLICATION_STATUSES = [
  'draft',
  'applied',
  'in-review',
  'information-requested',
  'finalise',
  'approved',
  'rejected',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Statuses in which the doctor may still change answers (PRODUCT.md). */
export const EDITABLE_STATUSES = ['draft', 'information-requested'] as const;
/** Statuses of an application that is still open (one per doctor per hospital). */
export const OPEN_STATUSES = ['draft', 'applied', 'in-review', 'information-requested', 'finalise'] as const;

export const STATUS_TRANSITIONS: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  draft: ['applied'],
  applied: ['in-review'],
  'in-review': ['information-requested', 'finalise', 'rejected'],
  // Note: the doctor's resubmission returns the application to in-review.
  'information-requested': ['in-review'],
  finalise: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function canTransition(from: TApplicationStatus, to: TApplicationStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

export const STATUS_COLORS: Record<TApplicationStatus, string> = {
  draft: '#757575',
  applied: '#1565C0',
  'in-review': '#B45309',
  'information-requested': '#C62828',
  finalise: '#2E7D32',
  approved: '#2E7D32',
  rejected: '#C62828',
};

export function statusLabel(status: TApplicationStatus): string {
  switch (status) {
    case 'draft':
      return 'Draft';
    case 'applied':
      return 'Applied';
    case 'in-review':
      return 'In review';
    case 'information-requested':
      return 'Information requested';
    case 'finalise':
      return 'Finalise';
    case 'approved':
      return 'Approved';
    case 'rejected':
      return 'Rejected';
    default: {
      const never: never = status;
      return never;
    }
  }
}

/**
 * The words doctors read for a status, on the portal and in the emails sent to them: plain words
 * where the office's shorthand is jargon ("Final review" for `finalise`). The office keeps
 * `statusLabel`; the colours stay the spec's.
 */
export function doctorStatusLabel(status: TApplicationStatus): string {
  switch (status) {
    case 'finalise':
      return 'Final review';
    case 'draft':
    case 'applied':
    case 'in-review':
    case 'information-requested':
    case 'approved':
    case 'rejected':
      return statusLabel(status);
    default: {
      const never: never = status;
      return never;
    }
  }
}
