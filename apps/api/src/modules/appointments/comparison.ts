import { desc, eq, inArray } from 'drizzle-orm';
import type { TReappointmentComparison } from '@docapply/contracts';
import { PRIVILEGE_FORM_PREFIX, attributeChanges, diffSubmissions, privilegeFormKey } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationSubmissions, appointments, privileges, type TSubmissionSnapshot } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import type { TApplicationRow } from '@/core/access/applications';
import { loadDiffContext, loadRecordedEdits, type TTimedEdit } from '@/modules/submissions';
import { copiedFileId } from './copy-documents';
import { APPOINTMENT_MESSAGES } from './messages';

async function findLastSubmission(db: TDb, applicationId: string) {
  const [row] = await db
    .select()
    .from(applicationSubmissions)
    .where(eq(applicationSubmissions.applicationId, applicationId))
    .orderBy(desc(applicationSubmissions.number))
    .limit(1);
  return row ?? null;
}

/** Every string equal to a renamed id, renamed, at any depth of the answers. */
function renameIds(value: unknown, renamed: Map<string, string>): unknown {
  if (typeof value === 'string') {
    return renamed.get(value) ?? value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => renameIds(item, renamed));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameIds(item, renamed)]));
  }
  return value;
}

/**
 * The approved application's snapshot in the reappointment's terms, so only real changes show:
 * a document carried into the reappointment (its copy's id is derived from the original's) and a
 * privilege re-asked on its current version (the same key) read as the same.
 */
async function alignPrevious(
  db: TDb,
  {
    before,
    after,
    applicationId,
  }: { before: TSubmissionSnapshot; after: TSubmissionSnapshot; applicationId: string },
): Promise<{ snapshot: TSubmissionSnapshot; privilegeIds: Map<string, string> }> {
  const afterFiles = new Set(after.files.map((file) => file.id));
  const fileIds = new Map<string, string>();
  for (const file of before.files) {
    const copy = copiedFileId(applicationId, file.id);
    if (afterFiles.has(copy)) {
      fileIds.set(file.id, copy);
    }
  }
  const ids = [...new Set([...before.privilegeIds, ...after.privilegeIds])];
  const keys = ids.length
    ? await db
        .select({ id: privileges.id, key: privileges.key })
        .from(privileges)
        .where(inArray(privileges.id, ids))
    : [];
  const keyOf = (id: string) => keys.find((row) => row.id === id)?.key;
  const privilegeIds = new Map<string, string>();
  for (const id of before.privilegeIds) {
    const same = after.privilegeIds.find(
      (candidate) => keyOf(candidate) !== undefined && keyOf(candidate) === keyOf(id),
    );
    if (same) {
      privilegeIds.set(id, same);
    }
  }
  const forms: TSubmissionSnapshot['forms'] = {};
  for (const [key, form] of Object.entries(before.forms)) {
    const privilegeId = key.startsWith(PRIVILEGE_FORM_PREFIX)
      ? key.slice(PRIVILEGE_FORM_PREFIX.length)
      : null;
    const renamedKey = privilegeId ? privilegeFormKey(privilegeIds.get(privilegeId) ?? privilegeId) : key;
    forms[renamedKey] = { ...form, answers: renameIds(form.answers, fileIds) as Record<string, unknown> };
  }
  return {
    snapshot: {
      forms,
      files: before.files.map((file) => ({ ...file, id: fileIds.get(file.id) ?? file.id })),
      privilegeIds: before.privilegeIds.map((id) => privilegeIds.get(id) ?? id),
    },
    privilegeIds,
  };
}

/** An edit of the approved application in the reappointment's terms (as `alignPrevious` reads its snapshot). */
function alignEdit(
  edit: TTimedEdit,
  { applicationId, privilegeIds }: { applicationId: string; privilegeIds: Map<string, string> },
): TTimedEdit {
  const privilegeId = edit.answers?.formKey.startsWith(PRIVILEGE_FORM_PREFIX)
    ? edit.answers.formKey.slice(PRIVILEGE_FORM_PREFIX.length)
    : null;
  return {
    ...edit,
    answers:
      edit.answers && privilegeId
        ? { ...edit.answers, formKey: privilegeFormKey(privilegeIds.get(privilegeId) ?? privilegeId) }
        : edit.answers,
    fileIds: edit.fileIds?.flatMap((id) => [id, copiedFileId(applicationId, id)]),
    privilegeIds: edit.privilegeIds?.map((id) => privilegeIds.get(id) ?? id),
  };
}

/**
 * GET /admin/applications/{id}/reappointment-changes: what the reappointment changed against the
 * last submission of the approved application it renews (answers before -> after, documents,
 * privileges), each change with where it came from: a renewal (of the approved application's
 * document, carried in, or of the reappointment's), the doctor, a delegate or the office. The
 * caller has checked the reader administers the hospital.
 */
export async function getReappointmentComparison(
  db: TDb,
  application: TApplicationRow,
): Promise<TReappointmentComparison> {
  const previousId = application.previousApplicationId;
  if (application.kind !== 'reappointment' || !previousId) {
    throw new AppError('NOT_FOUND', { message: APPOINTMENT_MESSAGES.notReappointment });
  }
  const [appointment] = await db
    .select({ startsOn: appointments.startsOn })
    .from(appointments)
    .where(eq(appointments.applicationId, previousId));
  const before = await findLastSubmission(db, previousId);
  const after = await findLastSubmission(db, application.id);
  const base = { previousApplicationId: previousId, approvedOn: appointment?.startsOn ?? null };
  if (!before || !after) {
    return { ...base, changes: { answers: [], documents: [], privileges: [] } };
  }
  const aligned = await alignPrevious(db, {
    before: before.snapshot,
    after: after.snapshot,
    applicationId: application.id,
  });
  const context = await loadDiffContext(db, [{ ...before, snapshot: aligned.snapshot }, after]);
  const edits = await loadRecordedEdits(db, {
    doctorId: application.doctorId,
    windows: [
      // What changed on the approved application after its last submission (a renewal) and
      // before the reappointment started was carried into it by the prefill.
      { applicationId: previousId, after: before.createdAt, until: application.createdAt },
      { applicationId: application.id, after: null, until: after.createdAt },
    ],
  });
  const inTerms = { applicationId: application.id, privilegeIds: aligned.privilegeIds };
  return {
    ...base,
    changes: attributeChanges(
      diffSubmissions(aligned.snapshot, after.snapshot, context),
      edits.map((edit) => (edit.applicationId === previousId ? alignEdit(edit, inTerms) : edit)),
    ),
  };
}
