import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { applications, formResponses, forms } from '@/core/db/schema';

/** Applications per version of each form: key -> version -> applications. */
export type TFormUsage = Map<string, Map<number, number>>;

/**
 * How many distinct applications were filled on each version of the hospital's forms (or of one
 * form), in one grouped statement. It walks the hospital's applications by their index and their
 * responses by `application_id`, so it never scans every hospital's responses.
 */
export async function countFormUsage(db: TDb, hospitalId: string, key?: string): Promise<TFormUsage> {
  const rows = await db
    .select({
      key: forms.key,
      version: forms.version,
      applications: sql<number>`count(distinct ${applications.id})::int`,
    })
    .from(applications)
    .innerJoin(formResponses, eq(formResponses.applicationId, applications.id))
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(
      and(
        eq(applications.hospitalId, hospitalId),
        eq(forms.hospitalId, hospitalId),
        key === undefined ? undefined : eq(forms.key, key),
      ),
    )
    .groupBy(forms.key, forms.version);
  const usage: TFormUsage = new Map();
  for (const row of rows) {
    const versions = usage.get(row.key) ?? new Map<number, number>();
    versions.set(row.version, Number(row.applications));
    usage.set(row.key, versions);
  }
  return usage;
}

/** One form's usage, newest version first (versions no application uses are left out). */
export function usageOf(usage: TFormUsage, key: string): { version: number; applications: number }[] {
  return [...(usage.get(key) ?? new Map<number, number>()).entries()]
    .map(([version, applications]) => ({ version, applications }))
    .sort((a, b) => b.version - a.version);
}
