import { inArray, sql, type SQL } from 'drizzle-orm';
import type { TFormAnswers, TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { forms } from '@/core/db/schema';
import { readVerificationAnswers, type TVerificationAnswers } from '@/modules/verification';

/**
 * The latest application-form response of `application` (an SQL expression naming the row's
 * application id) by its doctor, as a LATERAL join: its form, answers and last change.
 */
export function latestAnswersLateral(application: SQL, doctor: SQL): SQL {
  return sql`left join lateral (
    select response.form_id, response.answers, response.updated_at
    from form_responses response join forms form on form.id = response.form_id
    where response.application_id = ${application} and response.user_id = ${doctor}
      and form.kind = 'application'
    order by response.created_at desc limit 1
  ) fr on true`;
}

export type TAnswerColumns = { formId: string | null; answers: TFormAnswers | null };

/**
 * What each row's answers say, the definitions of the form versions they answer read once per
 * page (one statement), not once per row.
 */
export async function readPageAnswers(db: TDb, rows: TAnswerColumns[]): Promise<TVerificationAnswers[]> {
  const formIds = [...new Set(rows.flatMap((row) => (row.formId ? [row.formId] : [])))];
  const definitions = new Map<string, TFormDefinition>();
  if (formIds.length > 0) {
    const found = await db
      .select({ id: forms.id, definition: forms.definition })
      .from(forms)
      .where(inArray(forms.id, formIds));
    for (const form of found) {
      definitions.set(form.id, form.definition as TFormDefinition);
    }
  }
  return rows.map((row) =>
    readVerificationAnswers({
      definition: (row.formId ? definitions.get(row.formId) : undefined) ?? { sections: [] },
      answers: row.answers ?? {},
    }),
  );
}
