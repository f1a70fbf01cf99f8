import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TForm, TFormSummary } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { forms } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';

export type TFormRow = typeof forms.$inferSelect;

export const FORM_NOT_FOUND = 'Form not found';

export function toFormView(row: TFormRow): TForm {
  return {
    id: row.id,
    hospitalId: row.hospitalId,
    kind: row.kind,
    key: row.key,
    title: row.title,
    version: row.version,
    definition: row.definition as TFormDefinition,
  };
}

/** The latest published version of a hospital's form with this key, or null. */
export async function findLatestForm(db: TDb, hospitalId: string, key: string): Promise<TFormRow | null> {
  const [row] = await db
    .select()
    .from(forms)
    // Note: unpublished versions (an admin's work in progress) are never shown to doctors.
    .where(and(eq(forms.hospitalId, hospitalId), eq(forms.key, key), isNotNull(forms.publishedAt)))
    .orderBy(desc(forms.version))
    .limit(1);
  return row ?? null;
}

export async function getLatestForm(db: TDb, hospitalId: string, key: string): Promise<TFormRow> {
  const row = await findLatestForm(db, hospitalId, key);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: FORM_NOT_FOUND });
  }
  return row;
}

export async function findFormById(db: TDb, id: string): Promise<TFormRow | null> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id)).limit(1);
  return row ?? null;
}

export async function getFormById(db: TDb, id: string): Promise<TFormRow> {
  const row = await findFormById(db, id);
  // Note: a form's definition is not secret (any signed-in user may read any version); drafts are.
  if (!row || !row.publishedAt) {
    throw new AppError('NOT_FOUND', { message: FORM_NOT_FOUND });
  }
  return row;
}

/** The latest published version of each of the hospital's forms, by kind then key. */
export async function listLatestForms(db: TDb, hospitalId: string): Promise<TFormSummary[]> {
  const rows = await db
    .selectDistinctOn([forms.key], {
      id: forms.id,
      kind: forms.kind,
      key: forms.key,
      title: forms.title,
      version: forms.version,
    })
    .from(forms)
    .where(and(eq(forms.hospitalId, hospitalId), isNotNull(forms.publishedAt)))
    .orderBy(forms.key, desc(forms.version));
  const kindOrder = ['application', 'survey', 'privilege', 'reference', 'coverage'];
  return rows.sort(
    (a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.key.localeCompare(b.key),
  );
}
