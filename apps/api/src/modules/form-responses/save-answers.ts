import { eq } from 'drizzle-orm';
import type { TSaveFormResponseResult } from '@docapply/contracts';
import { computeCompleteness, type TFormAnswers, type TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationPrivileges, applications, formResponses, privileges } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { assertEditable, lockApplication } from '@/core/access/applications';
import { refreshProgress } from '@/modules/application-state';
import { changedValues } from '@/core/audit';
import { runChange } from '@/core/change';
import { prepareAnswers } from './answers';
import { getOwnResponse, type TOwnResponse } from './form-responses';
import { FORM_RESPONSE_MESSAGES } from './messages';

/**
 * Locks the response's application for a write of the doctor's answers and checks, under the lock,
 * that the doctor still holds it (409 otherwise). Submit takes the same lock, so a write lands
 * before a submission (and is sent with it) or finds the application submitted, never after it.
 * The response is read again under the lock: a removal or a form upgrade may have come first.
 */
async function lockOwnEditableResponse(
  tx: TDb,
  { doctorId, id, applicationId }: { doctorId: string; id: string; applicationId: string },
): Promise<TOwnResponse> {
  assertEditable(await lockApplication(tx, applicationId));
  return getOwnResponse(tx, doctorId, id, { isLocked: true });
}

/** PUT /formsResponse/{id}: autosave while the application is editable. */
export async function saveAnswers(
  db: TDb,
  doctorId: string,
  id: string,
  answers: TFormAnswers,
): Promise<TSaveFormResponseResult> {
  const owned = await getOwnResponse(db, doctorId, id);
  const now = new Date();
  const { definition, stored } = await runChange(
    async (change) => {
      const { response, form, application } = await lockOwnEditableResponse(change.tx, {
        doctorId,
        id,
        applicationId: owned.application.id,
      });
      const definition = form.definition as TFormDefinition;
      const scope = { doctorId, applicationId: application.id, definition };
      const stored = await prepareAnswers(change.tx, scope, answers);
      await change.tx
        .update(formResponses)
        .set({ answers: stored, updatedAt: now })
        .where(eq(formResponses.id, response.id));
      await change.tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, application.id));
      // Only the answers that changed (a file answer is the document's id, never its content).
      const changed = changedValues(response.answers as TFormAnswers, stored);
      if (changed) {
        await change.audit({
          actorId: doctorId,
          action: 'answers.saved',
          entity: 'form_response',
          entityId: response.id,
          applicationId: application.id,
          hospitalId: application.hospitalId,
          data: { formKey: form.key, version: form.version },
          before: changed.before,
          after: changed.after,
        });
      }
      await refreshProgress(change.tx, application.id);
      return { definition, stored };
    },
    { db },
  );
  return {
    id,
    updatedAt: now.toISOString(),
    completeness: computeCompleteness(definition, stored),
  };
}

/** DELETE /formsResponse/{id}: removes a picked privilege (its form response and the pick). */
export async function deleteResponse(db: TDb, doctorId: string, id: string): Promise<{ message: string }> {
  const owned = await getOwnResponse(db, doctorId, id);
  await runChange(
    async (change) => {
      const { response, form, application } = await lockOwnEditableResponse(change.tx, {
        doctorId,
        id,
        applicationId: owned.application.id,
      });
      if (form.kind !== 'privilege') {
        throw new AppError('BAD_REQUEST', { message: FORM_RESPONSE_MESSAGES.onlyPrivilegeRemovable });
      }
      const { tx } = change;
      const [pick] = await tx
        .select({
          id: applicationPrivileges.id,
          privilegeId: privileges.id,
          name: privileges.name,
          department: privileges.department,
        })
        .from(applicationPrivileges)
        .innerJoin(privileges, eq(privileges.id, applicationPrivileges.privilegeId))
        .where(eq(applicationPrivileges.formResponseId, response.id));
      await tx.delete(applicationPrivileges).where(eq(applicationPrivileges.formResponseId, response.id));
      await tx.delete(formResponses).where(eq(formResponses.id, response.id));
      await change.audit({
        actorId: doctorId,
        action: 'privilege.removed',
        entity: 'application_privilege',
        entityId: pick?.id ?? response.id,
        applicationId: application.id,
        hospitalId: application.hospitalId,
        data: { formKey: form.key },
        before: {
          privilegeId: pick?.privilegeId ?? null,
          name: pick?.name ?? form.title,
          department: pick?.department ?? null,
          answers: response.answers,
        },
        after: null,
      });
      await refreshProgress(tx, application.id);
    },
    { db },
  );
  return { message: FORM_RESPONSE_MESSAGES.removed };
}
