import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import {
  findExpiryDatePath,
  listChangedPaths,
  parseDocumentKey,
  privilegeFormKey,
  type TChangeSource,
  type TFormDefinition,
  type TRecordedEdit,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationPrivileges, auditLog, formResponses, forms, users } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';

type TAuditRow = typeof auditLog.$inferSelect;
type TValues = Record<string, unknown>;

/** The audit actions that change what a submission holds: answers, documents, privileges. */
const EDIT_ACTIONS = [
  'answers.saved',
  'application.form-upgraded',
  'document.renewed',
  'privilege.requested',
  'privilege.removed',
  'file.uploaded',
  'file.superseded',
  'file.removed',
  'file.reused',
  'file.copied',
];
const RESPONSE_ACTIONS = new Set(['answers.saved', 'application.form-upgraded', 'document.renewed']);

/** The edits of one application made after `after` (from the start when null) up to `until`. */
export type TEditWindow = { applicationId: string; after: Date | null; until: Date };

/** A recorded edit with when it was made and on which application. */
export type TTimedEdit = TRecordedEdit & { at: Date; applicationId: string };

type TResponseKey = { formKey: string; definition: TFormDefinition | null };

const asValues = (value: unknown): TValues =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as TValues) : {};

/** The snapshot key of each response the rows name (a removed privilege's is gone: its rows are skipped). */
async function loadResponseKeys(db: TDb, rows: TAuditRow[]): Promise<Map<string, TResponseKey>> {
  const ids = [
    ...new Set(rows.filter((row) => RESPONSE_ACTIONS.has(row.action)).flatMap((row) => row.entityId ?? [])),
  ].filter(isUuid);
  if (ids.length === 0) {
    return new Map();
  }
  const renewed = new Set(rows.filter((row) => row.action === 'document.renewed').map((row) => row.entityId));
  const found = await db
    .select({
      id: formResponses.id,
      formId: formResponses.formId,
      kind: forms.kind,
      privilegeId: applicationPrivileges.privilegeId,
    })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .leftJoin(applicationPrivileges, eq(applicationPrivileges.formResponseId, formResponses.id))
    .where(inArray(formResponses.id, ids));
  // A renewal writes the document's expiry date too: where it sits is read from the form (rarely needed).
  const formIds = [...new Set(found.filter((row) => renewed.has(row.id)).map((row) => row.formId))];
  const definitions = new Map(
    formIds.length
      ? (
          await db
            .select({ id: forms.id, definition: forms.definition })
            .from(forms)
            .where(inArray(forms.id, formIds))
        ).map((row) => [row.id, row.definition as TFormDefinition])
      : [],
  );
  const keys = new Map<string, TResponseKey>();
  for (const row of found) {
    const formKey =
      row.kind === 'privilege' ? (row.privilegeId ? privilegeFormKey(row.privilegeId) : null) : row.kind;
    if (formKey) {
      keys.set(row.id, { formKey, definition: definitions.get(row.formId) ?? null });
    }
  }
  return keys;
}

/** The names of the people other than the doctor who made the rows (as they are now). */
async function loadNames(db: TDb, rows: TAuditRow[], doctorId: string): Promise<Map<string, string>> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.enteredById, row.actorId]).filter((id) => id && id !== doctorId)),
  ] as string[];
  if (ids.length === 0) {
    return new Map();
  }
  const found = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
}

/** "Maria Lopez <maria@…>" as the row kept it, for an account gone since: the name alone. */
const nameInLabel = (label: string | null) => label?.replace(/\s*<[^>]*>$/, '') ?? 'Unknown';

function sourceOf(row: TAuditRow, doctorId: string, names: Map<string, string>): TChangeSource | null {
  if (row.action === 'document.renewed') {
    return { kind: 'renewal' };
  }
  if (row.enteredById) {
    return { kind: 'delegate', name: names.get(row.enteredById) ?? nameInLabel(row.enteredByLabel) };
  }
  if (!row.actorId) {
    return null;
  }
  // An edit made with any account but the doctor's (a delegate's is named above) is the office's.
  return row.actorId === doctorId
    ? { kind: 'doctor' }
    : { kind: 'office', name: names.get(row.actorId) ?? nameInLabel(row.actorLabel) };
}

/** What one row touched, in the snapshots' terms; null for a row touching nothing a snapshot holds. */
function touchedBy(
  row: TAuditRow,
  responses: Map<string, TResponseKey>,
): Omit<TRecordedEdit, 'source'> | null {
  const [before, after, data] = [asValues(row.before), asValues(row.after), asValues(row.data)];
  const response = row.entityId ? responses.get(row.entityId) : undefined;
  switch (row.action) {
    case 'answers.saved':
      return response
        ? { answers: { formKey: response.formKey, paths: listChangedPaths(before, after) } }
        : null;
    case 'application.form-upgraded': {
      const paths = listChangedPaths(asValues(before.answers), asValues(after.answers));
      return response ? { answers: { formKey: response.formKey, paths } } : null;
    }
    case 'document.renewed': {
      const key = typeof data.documentKey === 'string' ? parseDocumentKey(data.documentKey) : null;
      if (!response || !key) {
        return null;
      }
      const datePath = response.definition ? findExpiryDatePath(response.definition, key.filePath) : null;
      return {
        answers: { formKey: response.formKey, paths: datePath ? [key.filePath, datePath] : [key.filePath] },
      };
    }
    case 'privilege.requested':
      return typeof after.privilegeId === 'string' ? { privilegeIds: [after.privilegeId] } : null;
    case 'privilege.removed':
      return typeof before.privilegeId === 'string' ? { privilegeIds: [before.privilegeId] } : null;
    default:
      return row.entity === 'file' && row.entityId ? { fileIds: [row.entityId] } : null;
  }
}

/**
 * The edits recorded in the audit trail within the windows, oldest first, each with its source: a
 * renewal, the doctor, a delegate (who entered it) or the office (who made it). Three statements
 * at most, four when a renewal is among them.
 */
export async function loadRecordedEdits(
  db: TDb,
  { doctorId, windows }: { doctorId: string; windows: TEditWindow[] },
): Promise<TTimedEdit[]> {
  if (windows.length === 0) {
    return [];
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, EDIT_ACTIONS),
        or(
          ...windows.map((window) =>
            and(
              eq(auditLog.applicationId, window.applicationId),
              window.after ? gt(auditLog.createdAt, window.after) : undefined,
              lte(auditLog.createdAt, window.until),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const [responses, names] = [await loadResponseKeys(db, rows), await loadNames(db, rows, doctorId)];
  return rows.flatMap((row): TTimedEdit[] => {
    const source = sourceOf(row, doctorId, names);
    const touched = touchedBy(row, responses);
    return source && touched && row.applicationId
      ? [{ ...touched, source, at: row.createdAt, applicationId: row.applicationId }]
      : [];
  });
}
