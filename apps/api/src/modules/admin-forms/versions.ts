import { and, desc, eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  TAdminFormVersion,
  TFormDraftSummary,
  TFormKind,
  TFormVersionSummary,
} from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { forms, users } from '@/core/db/schema';

/** One version of a form as form management reads it: who published it and who last saved it by name. */
export type TVersionRow = {
  id: string;
  kind: TFormKind;
  key: string;
  title: string;
  version: number;
  publishedAt: Date | null;
  updatedAt: Date;
  publishedBy: string | null;
  updatedBy: string | null;
  /** Issue 42: the practitioner types the version is for; empty: every type. */
  practitionerTypes: string[];
};

const publisher = alias(users, 'publisher');
const updater = alias(users, 'updater');

/** A person as the history shows them: their name, or their email when they have none. */
function nameOf(person: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }): SQL<string | null> {
  return sql<
    string | null
  >`coalesce(nullif(trim(${person.firstName} || ' ' || ${person.lastName}), ''), ${person.email})`;
}

const VERSION_COLUMNS = {
  id: forms.id,
  kind: forms.kind,
  key: forms.key,
  title: forms.title,
  version: forms.version,
  publishedAt: forms.publishedAt,
  updatedAt: forms.updatedAt,
  publishedBy: nameOf(publisher),
  updatedBy: nameOf(updater),
  practitionerTypes: forms.practitionerTypes,
};

/** Versions of the hospital's forms matching `where`, newest first, definitions left out. */
export function selectVersions(db: TDb, where: SQL | undefined): Promise<TVersionRow[]> {
  return db
    .select(VERSION_COLUMNS)
    .from(forms)
    .leftJoin(publisher, eq(publisher.id, forms.publishedBy))
    .leftJoin(updater, eq(updater.id, forms.updatedBy))
    .where(where)
    .orderBy(forms.key, desc(forms.version));
}

/** The latest published version and the draft of each form `where` keeps, definitions left out. */
export function selectLatestVersions(db: TDb, where: SQL | undefined): Promise<TVersionRow[]> {
  const isDraft = sql<boolean>`(${forms.publishedAt} is null)`;
  return db
    .selectDistinctOn([forms.key, isDraft], VERSION_COLUMNS)
    .from(forms)
    .leftJoin(publisher, eq(publisher.id, forms.publishedBy))
    .leftJoin(updater, eq(updater.id, forms.updatedBy))
    .where(where)
    .orderBy(forms.key, isDraft, desc(forms.version));
}

/** One version with its definition, or null. */
export async function findVersion(
  db: TDb,
  where: SQL | undefined,
): Promise<(TVersionRow & { definition: TFormDefinition }) | null> {
  const [row] = await db
    .select({ ...VERSION_COLUMNS, definition: forms.definition })
    .from(forms)
    .leftJoin(publisher, eq(publisher.id, forms.publishedBy))
    .leftJoin(updater, eq(updater.id, forms.updatedBy))
    .where(where)
    .limit(1);
  return row ? { ...row, definition: row.definition as TFormDefinition } : null;
}

export function ofForm(hospitalId: string, key: string): SQL | undefined {
  return and(eq(forms.hospitalId, hospitalId), eq(forms.key, key));
}

/** The version with this number: a published one, or the draft (which carries the next number). */
export function ofVersion(hospitalId: string, key: string, version: number): SQL | undefined {
  return and(ofForm(hospitalId, key), eq(forms.version, version));
}

export function ofDraft(hospitalId: string, key: string): SQL | undefined {
  return and(ofForm(hospitalId, key), isNull(forms.publishedAt));
}

export function ofPublished(hospitalId: string, key: string): SQL | undefined {
  return and(ofForm(hospitalId, key), isNotNull(forms.publishedAt));
}

export function toVersionSummary(row: TVersionRow, applications: number): TFormVersionSummary {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    publishedBy: row.publishedBy,
    applications,
  };
}

export function toDraftSummary(row: TVersionRow): TFormDraftSummary {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export function toAdminFormVersion(row: TVersionRow & { definition: TFormDefinition }): TAdminFormVersion {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    title: row.title,
    version: row.version,
    isDraft: row.publishedAt === null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: row.publishedAt ? row.publishedBy : null,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    practitionerTypes: row.practitionerTypes,
    definition: row.definition,
  };
}
