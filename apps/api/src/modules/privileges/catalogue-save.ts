import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TPrivilegeRequirements, TSavePrivilegeRequest } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { forms, privileges } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { lockKey } from '@/core/locks';
import { writeAudit } from '@/core/audit';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { areKnownPractitionerTypes } from '@/modules/practitioner-types';
import type { TPrivilegeRow } from './catalogue-views';

export const CATALOGUE_MESSAGES = {
  privilegeNotFound: 'Privilege not found',
  notAPrivilegeForm: 'Choose a privilege form of this hospital',
  publishFormFirst: 'Publish this form first',
  duplicateName: 'This department already has a privilege with this name',
  unknownPractitionerType: 'Choose practitioner types from the list',
} as const;

type TFormRef = { id: string; key: string; version: number };

export type TSavePrivilegeOptions = {
  actorId: string;
  hospitalId: string;
  /** The privilege to write version n+1 of; null writes version 1 of a new one. */
  key: string | null;
  input: TSavePrivilegeRequest;
};

/**
 * The form a privilege points at: the latest published version of the hospital's privilege form
 * with that key (its doctors fill that one). A form never published cannot be chosen yet.
 */
async function findPrivilegeFormRef(
  db: TDb,
  hospitalId: string,
  formKey: string,
): Promise<TFormRef | string> {
  const [row] = await db
    .select({
      id: forms.id,
      key: forms.key,
      kind: forms.kind,
      version: forms.version,
      publishedAt: forms.publishedAt,
    })
    .from(forms)
    .where(and(eq(forms.hospitalId, hospitalId), eq(forms.key, formKey)))
    // Published versions first, the newest of them on top; a lone draft comes back only without any.
    .orderBy(sql`${forms.publishedAt} is null`, desc(forms.version))
    .limit(1);
  if (!row || row.kind !== 'privilege') {
    return CATALOGUE_MESSAGES.notAPrivilegeForm;
  }
  return row.publishedAt
    ? { id: row.id, key: row.key, version: row.version }
    : CATALOGUE_MESSAGES.publishFormFirst;
}

/** Another current privilege of this department with the same name (letter case aside). */
async function hasNameTaken(db: TDb, hospitalId: string, input: TSavePrivilegeRequest, key: string | null) {
  const [row] = await db
    .select({ id: privileges.id })
    .from(privileges)
    .where(
      and(
        eq(privileges.hospitalId, hospitalId),
        isNull(privileges.supersededAt),
        sql`lower(${privileges.department}) = lower(${input.department})`,
        sql`lower(${privileges.name}) = lower(${input.name})`,
        key === null ? undefined : ne(privileges.key, key),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function findFormRefById(db: TDb, formId: string | null): Promise<TFormRef | null> {
  if (!formId) {
    return null;
  }
  const [row] = await db
    .select({ id: forms.id, key: forms.key, version: forms.version })
    .from(forms)
    .where(eq(forms.id, formId))
    .limit(1);
  return row ?? null;
}

function canonicalRequirements(requirements: TPrivilegeRequirements) {
  const { minCases, boardCertification } = requirements;
  return JSON.stringify({
    minCases: minCases ? [minCases.count, minCases.months] : null,
    boardCertification: boardCertification === true,
  });
}

type TChange = { from: unknown; to: unknown };

/** What differs between the current version and the one being written (all of it for version 1). */
function findChanges(
  current: { row: TPrivilegeRow; form: TFormRef | null } | null,
  input: TSavePrivilegeRequest & { practitionerTypes: string[] },
  form: TFormRef | null,
): Record<string, TChange> {
  const changes: Record<string, TChange> = {};
  const plain = ['department', 'name', 'criteria', 'isCore', 'enabled'] as const;
  for (const field of plain) {
    if (current?.row[field] !== input[field]) {
      changes[field] = { from: current ? current.row[field] : null, to: input[field] };
    }
  }
  const before = current ? (current.row.requirements as TPrivilegeRequirements) : null;
  if (!before || canonicalRequirements(before) !== canonicalRequirements(input.requirements)) {
    changes.requirements = { from: before, to: input.requirements };
  }
  const types = [...input.practitionerTypes].sort();
  if (!current || JSON.stringify([...current.row.practitionerTypes].sort()) !== JSON.stringify(types)) {
    changes.practitionerTypes = { from: current ? current.row.practitionerTypes : null, to: types };
  }
  const formOf = (ref: TFormRef | null) => (ref ? { key: ref.key, version: ref.version } : null);
  if (!current || current.row.formId !== (form?.id ?? null)) {
    changes.form = { from: formOf(current?.form ?? null), to: formOf(form) };
  }
  return changes;
}

/**
 * Writes version 1 of a new privilege, or version n+1 of `key` while marking version n superseded,
 * with its audit row, in one transaction. Returns the key. Saving what is already current writes
 * nothing. The hospital's catalogue is locked for the transaction, so two saves at once can neither
 * both write n+1 nor both take one name.
 */
export async function writePrivilegeVersion(db: TDb, options: TSavePrivilegeOptions): Promise<string> {
  const { actorId, hospitalId, key, input } = options;
  return db.transaction(async (tx) => {
    await lockKey(tx, `privilege-catalogue:${hospitalId}`);
    const [row] = key
      ? await tx
          .select()
          .from(privileges)
          // Note: only a privilege of this hospital; another's key is not found.
          .where(
            and(
              eq(privileges.hospitalId, hospitalId),
              eq(privileges.key, key),
              isNull(privileges.supersededAt),
            ),
          )
          .limit(1)
      : [];
    if (key && !row) {
      throw new AppError('NOT_FOUND', { message: CATALOGUE_MESSAGES.privilegeNotFound });
    }
    const fields: Record<string, string> = {};
    const form = input.formKey ? await findPrivilegeFormRef(tx, hospitalId, input.formKey) : null;
    if (typeof form === 'string') {
      fields.formKey = form;
    }
    if (await hasNameTaken(tx, hospitalId, input, key)) {
      fields.name = CATALOGUE_MESSAGES.duplicateName;
    }
    // Left out, an edit keeps the types the current version has.
    const practitionerTypes = [...new Set(input.practitionerTypes ?? row?.practitionerTypes ?? [])];
    if (!(await areKnownPractitionerTypes(tx, practitionerTypes))) {
      fields.practitionerTypes = CATALOGUE_MESSAGES.unknownPractitionerType;
    }
    if (Object.keys(fields).length > 0 || typeof form === 'string') {
      throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields });
    }
    const current = row ? { row, form: await findFormRefById(tx, row.formId) } : null;
    const changes = findChanges(current, { ...input, practitionerTypes }, form);
    if (current && Object.keys(changes).length === 0) {
      return current.row.key;
    }
    if (current) {
      await tx.update(privileges).set({ supersededAt: new Date() }).where(eq(privileges.id, current.row.id));
    }
    const [written] = await tx
      .insert(privileges)
      .values({
        hospitalId,
        ...(current ? { key: current.row.key } : {}),
        version: (current?.row.version ?? 0) + 1,
        department: input.department,
        name: input.name,
        criteria: input.criteria,
        requirements: input.requirements,
        isCore: input.isCore,
        enabled: input.enabled,
        formId: form?.id ?? null,
        practitionerTypes,
        createdBy: actorId,
      })
      .returning({ key: privileges.key, version: privileges.version });
    await writeAudit(tx, {
      actorId,
      action: current ? 'privilege.update' : 'privilege.create',
      entity: 'privilege',
      entityId: written.key,
      hospitalId,
      data: { hospitalId, key: written.key, version: written.version, changes },
      before: current
        ? Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.from]))
        : null,
      after: Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to])),
    });
    return written.key;
  });
}
