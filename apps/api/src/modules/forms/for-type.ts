import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { forms } from '@/core/db/schema';
import type { TFormRow } from './forms';

/**
 * The form of `kind` (application, survey) a practitioner of `practitionerType` fills at the
 * hospital (issue 42): the latest published version of each of the kind's forms, the one naming
 * the type first, else the one for every type (empty list). Null when none applies.
 */
export async function findLatestFormForType(
  db: TDb,
  options: { hospitalId: string; kind: 'application' | 'survey'; practitionerType: string },
): Promise<TFormRow | null> {
  const { hospitalId, kind, practitionerType } = options;
  const rows = await db
    .selectDistinctOn([forms.key])
    .from(forms)
    // Note: unpublished versions (an admin's work in progress) are never shown to doctors.
    .where(and(eq(forms.hospitalId, hospitalId), eq(forms.kind, kind), isNotNull(forms.publishedAt)))
    .orderBy(asc(forms.key), desc(forms.version));
  const named = rows.find((row) => row.practitionerTypes.includes(practitionerType));
  // The form keyed by its kind (`application`) is the hospital's own; another for every type comes after.
  const forAll = rows
    .filter((row) => row.practitionerTypes.length === 0)
    .sort((a, b) => Number(b.key === kind) - Number(a.key === kind));
  return named ?? forAll[0] ?? null;
}
