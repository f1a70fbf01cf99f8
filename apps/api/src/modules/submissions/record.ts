import { and, asc, eq, inArray, isNull, max, or } from 'drizzle-orm';
import { privilegeFormKey, type TFormAnswers, type TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationSubmissions, files, type TSubmissionSnapshot } from '@/core/db/schema';
import type { TApplicationRow } from '@/core/access/applications';
import { writeAudit } from '@/core/audit';
import { loadPrivilegeParts, loadFormParts, definitionOf } from '@/modules/application-state';
import { isUuid } from '@/core/files/application-access';
import { listFileAnswers } from '@/modules/form-responses';
import { getAppContext } from '@/core/context';

type TSnapshotForms = TSubmissionSnapshot['forms'];

/** The answers as they stand: the application form, the survey and each requested privilege's form. */
async function collectForms(db: TDb, application: TApplicationRow) {
  const parts = await loadFormParts(db, application);
  const privileges = await loadPrivilegeParts(db, application.id);
  const forms: TSnapshotForms = {};
  const answered: { definition: TFormDefinition; answers: TFormAnswers }[] = [];
  for (const [key, part] of Object.entries(parts)) {
    // A form never started (no response) was not part of what the doctor sent.
    if (part?.responseId) {
      forms[key] = { formId: part.form.id, version: part.form.version, answers: part.answers };
      answered.push({ definition: definitionOf(part), answers: part.answers });
    }
  }
  for (const privilege of privileges) {
    if (privilege.form) {
      const form = privilege.form;
      forms[privilegeFormKey(privilege.privilegeId)] = {
        formId: form.id,
        version: form.version,
        answers: privilege.answers,
      };
      answered.push({ definition: definitionOf({ form }), answers: privilege.answers });
    }
  }
  const fileIds = answered.flatMap(({ definition, answers }) =>
    listFileAnswers(definition, answers).map((answer) => answer.id),
  );
  return { forms, fileIds, privilegeIds: privileges.map((privilege) => privilege.privilegeId) };
}

/** The application's current documents and any other document an answer names (a profile document). */
async function collectFiles(db: TDb, application: TApplicationRow, answeredIds: string[]) {
  const named = [...new Set(answeredIds)].filter(isUuid);
  const rows = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(files)
    .where(
      and(
        eq(files.ownerUserId, application.doctorId),
        or(
          and(eq(files.applicationId, application.id), isNull(files.supersededAt)),
          named.length > 0 ? inArray(files.id, named) : undefined,
        ),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows;
}

/**
 * Keeps what the doctor sent at this submission (the first or a resubmission) as the next
 * numbered snapshot. Called inside the submission's transaction, with the application locked.
 */
export async function recordSubmission(
  tx: TDb,
  { application, submittedBy }: { application: TApplicationRow; submittedBy: string },
): Promise<{ number: number }> {
  const { forms, fileIds, privilegeIds } = await collectForms(tx, application);
  const snapshot: TSubmissionSnapshot = {
    forms,
    files: await collectFiles(tx, application, fileIds),
    privilegeIds,
  };
  const [last] = await tx
    .select({ number: max(applicationSubmissions.number) })
    .from(applicationSubmissions)
    .where(eq(applicationSubmissions.applicationId, application.id));
  const number = (last?.number ?? 0) + 1;
  const [row] = await tx
    .insert(applicationSubmissions)
    .values({ applicationId: application.id, number, snapshot, submittedBy })
    .returning({ id: applicationSubmissions.id });
  await writeAudit(tx, {
    actorId: submittedBy,
    action: 'submission.recorded',
    entity: 'application-submission',
    entityId: row.id,
    applicationId: application.id,
    hospitalId: application.hospitalId,
    data: { number, documents: snapshot.files.length, privileges: privilegeIds.length },
  });
  // Verification's checklist and exclusion screening (issue 15), in a savepoint: their failure
  // must not lose the submission.
  const app = getAppContext();
  try {
    await tx.transaction((savepoint) =>
      app.events.publish(savepoint as unknown as TDb, 'application.submitted', {
        applicationId: application.id,
      }),
    );
  } catch (error) {
    app.log.error({ err: error, applicationId: application.id }, 'Verification checklist not built');
  }
  return { number };
}
