import type { TDb } from '@/db/client';
import { screenSubmittedApplication } from '@/modules/exclusions/screen';
import { findAppContext } from '@/core/app-scope';
import { loadApplicationAnswers } from './answers';
import { syncChecklist } from './checklist';
import { upsertScreeningSubject } from './subject';

/**
 * What verification does on each submission (the first and every resubmission, issue 15): the
 * checklist built or rebuilt from the answers, and the screening subject kept. Called by
 * submissions/record.ts inside the submission's transaction, in a savepoint of its own, so a
 * failure here is logged and rolled back alone and never loses the doctor's submission (the
 * review's GET builds a missing checklist again).
 */
export async function onApplicationSubmitted(db: TDb, applicationId: string, now: Date): Promise<void> {
  await syncChecklist(db, applicationId);
  await upsertScreeningSubject(db, applicationId, await loadApplicationAnswers(db, applicationId));
  // Exclusion screening: the subject, just kept, against each current OIG and SAM list.
  await screenSubmittedApplication(findAppContext(), db, applicationId);
  void now;
}
