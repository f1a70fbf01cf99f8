import type { TDb } from '@/core/db/client';
import { loadApplicationAnswers } from './load-answers';
import { syncChecklist } from './checklist';
import { upsertScreeningSubject } from './subject';

/**
 * What verification does on each submission (the first and every resubmission, issue 15): the
 * checklist built or rebuilt from the answers, and the screening subject kept. Called by
 * submissions/record.ts (the application.submitted event) inside the submission's transaction, in a savepoint of its own, so a
 * failure here is logged and rolled back alone and never loses the doctor's submission (the
 * review's GET builds a missing checklist again).
 */
export async function onApplicationSubmitted(
  db: TDb,
  { applicationId }: { applicationId: string },
): Promise<void> {
  await syncChecklist(db, applicationId);
  // Exclusion screening (modules/exclusions) then reads this subject, in the same savepoint.
  await upsertScreeningSubject(db, applicationId, await loadApplicationAnswers(db, applicationId));
}
