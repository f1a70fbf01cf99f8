import { useMemo } from 'react';
import type { TAdminApplicationReview, TFileInfo } from '@docapply/contracts';
import type { TChangedAnswers } from '@docapply/ui';
import { useChanges } from '../api/get-changes';

/** The changed answers of each form (snapshot form key -> path -> the answer before). */
export function useChangedAnswers(applicationId: string): Readonly<Record<string, TChangedAnswers>> {
  const { data } = useChanges(applicationId);
  return useMemo(() => {
    const byForm: Record<string, Record<string, string>> = {};
    for (const change of data?.changes.answers ?? []) {
      byForm[change.formKey] = { ...byForm[change.formKey], [change.path]: change.before };
    }
    return byForm;
  }, [data]);
}

/** The application's documents and the superseded ones, which the office still opens. */
export function useReviewFiles(review: TAdminApplicationReview): readonly TFileInfo[] {
  const { data } = useChanges(review.id);
  return useMemo(() => [...review.files, ...(data?.supersededFiles ?? [])], [review.files, data]);
}
