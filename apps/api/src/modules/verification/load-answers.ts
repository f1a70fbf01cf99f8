import { and, desc, eq } from 'drizzle-orm';
import type { TFormAnswers, TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applications, formResponses, forms } from '@/core/db/schema';
import { readVerificationAnswers, type TAnswerSource, type TVerificationAnswers } from './answers';

/** Loading an application's answers for the readers of answers.ts (which read, and query nothing). */
const EMPTY_SOURCE: TAnswerSource = { definition: { sections: [] }, answers: {} };

/**
 * The application form's latest answers (the doctor's own response) with the definition of the form
 * version they answer; empty when the doctor never started the form. One statement.
 */
export async function loadApplicationAnswers(db: TDb, applicationId: string): Promise<TAnswerSource> {
  const [row] = await db
    .select({ answers: formResponses.answers, definition: forms.definition })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .innerJoin(applications, eq(applications.id, formResponses.applicationId))
    .where(
      and(
        eq(formResponses.applicationId, applicationId),
        // Note: the doctor's own answers only (never a reference's or a covering physician's).
        eq(formResponses.userId, applications.doctorId),
        eq(forms.kind, 'application'),
      ),
    )
    .orderBy(desc(formResponses.createdAt))
    .limit(1);
  return row
    ? { definition: row.definition as TFormDefinition, answers: (row.answers ?? {}) as TFormAnswers }
    : EMPTY_SOURCE;
}

/** What the application says, read from its latest answers (loadApplicationAnswers + readers). */
export async function readApplicationAnswers(db: TDb, applicationId: string): Promise<TVerificationAnswers> {
  return readVerificationAnswers(await loadApplicationAnswers(db, applicationId));
}
