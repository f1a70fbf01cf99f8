import { and, eq, inArray } from 'drizzle-orm';
import {
  FORM_KINDS,
  type TAdminFormDetail,
  type TAdminFormList,
  type TAdminFormListItem,
  type TAdminFormVersion,
} from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { forms } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import type { TUserRow } from '@/core/users/users';
import { ADMIN_FORM_MESSAGES } from './messages';
import { getManagedHospital, notFound, whereManaged } from '@/core/access/managed-hospital';
import { countFormUsage, usageOf } from './usage';
import {
  findVersion,
  ofForm,
  ofVersion,
  selectLatestVersions,
  selectVersions,
  toAdminFormVersion,
  toDraftSummary,
  toVersionSummary,
  type TVersionRow,
} from './versions';

export type TFormRef = { hospitalId: string; key: string };

function formNotFound(): AppError {
  return new AppError('NOT_FOUND', { message: ADMIN_FORM_MESSAGES.formNotFound });
}

/**
 * GET /admin/forms: every form of the hospital (application first, like the doctor's list), its
 * latest published version and its draft, in two statements whatever the history.
 */
export async function listAdminForms(db: TDb, user: TUserRow, hospitalId: string): Promise<TAdminFormList> {
  const scope = whereManaged(db, user, forms.hospitalId);
  if (scope === null) {
    throw notFound();
  }
  // The scope rides in the list's own statement; only an empty answer asks why (no such
  // hospital, not the user's, or a hospital without forms).
  const rows = await selectLatestVersions(db, and(eq(forms.hospitalId, hospitalId), scope));
  if (rows.length === 0) {
    await getManagedHospital(db, user, hospitalId);
    return { data: [] };
  }
  const usage = await countFormUsage(db, hospitalId);
  const byKey = new Map<string, { published: TVersionRow | null; draft: TVersionRow | null }>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { published: null, draft: null };
    entry[row.publishedAt ? 'published' : 'draft'] = row;
    byKey.set(row.key, entry);
  }
  const data = [...byKey.entries()].map(([key, { published, draft }]): TAdminFormListItem => {
    const current = (published ?? draft) as TVersionRow;
    const uses = usageOf(usage, key);
    return {
      key,
      kind: current.kind,
      title: current.title,
      published: published
        ? toVersionSummary(published, uses.find((u) => u.version === published.version)?.applications ?? 0)
        : null,
      draft: draft ? toDraftSummary(draft) : null,
      usage: uses,
      practitionerTypes: current.practitionerTypes,
    };
  });
  data.sort((a, b) => FORM_KINDS.indexOf(a.kind) - FORM_KINDS.indexOf(b.kind) || a.key.localeCompare(b.key));
  return { data };
}

/** GET /admin/forms/{key}: the draft and the latest published version with definitions, and the history. */
export async function getAdminFormDetail(
  db: TDb,
  user: TUserRow,
  { hospitalId, key }: TFormRef,
): Promise<TAdminFormDetail> {
  await getManagedHospital(db, user, hospitalId);
  const rows = await selectVersions(db, ofForm(hospitalId, key));
  if (rows.length === 0) {
    throw formNotFound();
  }
  const draft = rows.find((row) => !row.publishedAt) ?? null;
  const published = rows.filter((row) => row.publishedAt);
  const latest = published[0] ?? null;
  // Two definitions at most, whatever the length of the history.
  const ids = [draft?.id, latest?.id].filter((id): id is string => Boolean(id));
  const definitions = new Map(
    (
      await db
        .select({ id: forms.id, definition: forms.definition })
        .from(forms)
        .where(inArray(forms.id, ids))
    ).map((row) => [row.id, row.definition as TFormDefinition]),
  );
  const withDefinition = (row: TVersionRow | null): TAdminFormVersion | null =>
    row ? toAdminFormVersion({ ...row, definition: definitions.get(row.id) as TFormDefinition }) : null;
  const uses = usageOf(await countFormUsage(db, hospitalId, key), key);
  const current = latest ?? (draft as TVersionRow);
  return {
    key,
    kind: current.kind,
    title: current.title,
    draft: withDefinition(draft),
    published: withDefinition(latest),
    versions: published.map((row) =>
      toVersionSummary(row, uses.find((u) => u.version === row.version)?.applications ?? 0),
    ),
  };
}

/** One version by number (a published one, or the draft's), with its definition; 404 otherwise. */
export async function findFormVersion(
  db: TDb,
  { hospitalId, key, version }: TFormRef & { version: number },
): Promise<TAdminFormVersion> {
  const row = await findVersion(db, ofVersion(hospitalId, key, version));
  if (!row) {
    throw new AppError('NOT_FOUND', { message: ADMIN_FORM_MESSAGES.versionNotFound });
  }
  return toAdminFormVersion(row);
}

/** GET /admin/forms/{key}/versions/{version}: the editor's and the export's input. */
export async function getAdminFormVersion(
  db: TDb,
  user: TUserRow,
  ref: TFormRef & { version: number },
): Promise<TAdminFormVersion> {
  await getManagedHospital(db, user, ref.hospitalId);
  return findFormVersion(db, ref);
}
