import { asc, eq, sql } from 'drizzle-orm';
import {
  applyProfileAnswers,
  collectProfileAnswers,
  type TFormAnswers,
  type TFormDefinition,
  type TProfileAnswers,
} from '@docapply/rules';
import type { TDb } from '@/db/client';
import { formResponses, forms } from '@/db/schema';

/**
 * "Apply once": the doctor's reusable answers (profileKey) from every form they filled, newer
 * answers winning. Note: only the doctor's own responses are read.
 */
export async function collectDoctorProfile(db: TDb, doctorId: string): Promise<TProfileAnswers> {
  const rows = await db
    .select({ answers: formResponses.answers, definition: forms.definition })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(eq(formResponses.userId, doctorId))
    .orderBy(asc(formResponses.updatedAt));
  const profile: TProfileAnswers = {};
  for (const row of rows) {
    Object.assign(
      profile,
      collectProfileAnswers(row.definition as TFormDefinition, row.answers as TFormAnswers),
    );
  }
  return profile;
}

/** A new response's answers: the profile answers this form can take, nothing else. */
export function createPrefilledAnswers(definition: unknown, profile: TProfileAnswers): TFormAnswers {
  return applyProfileAnswers(definition as TFormDefinition, {}, profile);
}

/** Serialises get-or-create work on one key (two tabs creating the same draft at once). */
export async function lockKey(db: TDb, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
