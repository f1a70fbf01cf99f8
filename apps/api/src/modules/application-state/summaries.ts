import type { TApplicationStatus, TApplicationSummary } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import type { TApplicationProgress } from '@/core/db/schema';
import {
  isEditableStatus,
  type TApplicationRow,
  type TApplicationWithHospital,
  type THospitalRow,
} from '@/core/access/applications';
import { refreshProgress } from './progress';

export type { TApplicationWithHospital, THospitalRow };
/** What a summary reads of an application and its hospital (lists select these columns only). */
export type TSummarySource = {
  application: Pick<
    TApplicationRow,
    'id' | 'status' | 'progress' | 'createdAt' | 'updatedAt' | 'submittedAt'
  >;
  hospital: Pick<THospitalRow, 'id' | 'name'>;
};

/** What the doctor should do next, in one short sentence. */
export function describeNextAction(
  status: TApplicationStatus,
  progress: TApplicationProgress | null,
): string {
  switch (status) {
    case 'draft':
      return progress?.canSubmit
        ? 'Sign the attestation and submit your application'
        : `Complete your application: ${progress?.firstMissing ?? 'open it to see what is missing'}`;
    case 'applied':
      return 'Your application has been submitted. The medical staff office will start reviewing it soon.';
    case 'in-review':
      return 'The medical staff office is reviewing your application.';
    case 'information-requested':
      return progress?.canSubmit
        ? "Answer the hospital's questions, then resubmit"
        : `The hospital asked for more information: ${progress?.firstMissing ?? 'see the comments'}`;
    case 'finalise':
      return 'Your application is with the credentials committee for a final decision.';
    case 'approved':
      return 'Your application was approved. We will remind you before a document expires, and invite you to apply for reappointment before your appointment ends.';
    case 'rejected':
      return 'Your application was not approved.';
    default: {
      const never: never = status;
      return never;
    }
  }
}

/**
 * The list view of an application. Progress is read from the row (kept up to date on write), so a
 * list costs no query per row; only a row written before progress was stored computes it once.
 */
export async function toSummary(
  db: TDb,
  { application, hospital }: TSummarySource,
): Promise<TApplicationSummary> {
  const { status } = application;
  const isEditable = isEditableStatus(status);
  const progress = isEditable ? (application.progress ?? (await refreshProgress(db, application.id))) : null;
  return {
    id: application.id,
    hospitalId: hospital.id,
    hospitalName: hospital.name,
    status,
    // A submitted application was complete when it was sent.
    percent: isEditable ? (progress?.percent ?? 0) : 100,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    nextAction: describeNextAction(status, progress),
  };
}

export async function toSummaries(db: TDb, rows: TSummarySource[]): Promise<TApplicationSummary[]> {
  const summaries: TApplicationSummary[] = [];
  for (const row of rows) {
    summaries.push(await toSummary(db, row));
  }
  return summaries;
}
