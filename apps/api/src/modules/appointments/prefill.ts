import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TFormAnswers, TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationPrivileges, formResponses, privileges } from '@/core/db/schema';
import type { TApplicationRow } from '@/core/access/applications';
import { type TFormPart, loadPrivilegeParts, loadFormParts } from '@/modules/application-state';
import { writeAudit } from '@/core/audit';
import { listFileAnswers, insertPrefilledResponse } from '@/modules/form-responses';
import { findFormById, findLatestForm, type TFormRow } from '@/modules/forms';
import type { createDocumentCopier } from './copy-documents';
import { carryPreviousAnswers, replaceFileAnswers } from './prefill-answers';

type TCopier = ReturnType<typeof createDocumentCopier>;

export type TPrefillInput = {
  tx: TDb;
  previous: TApplicationRow;
  /** The new reappointment draft. */
  application: TApplicationRow;
  copier: TCopier;
  today: string;
};

const definitionOf = (form: TFormRow) => form.definition as TFormDefinition;

/** A response to `form` answered as the previous one was (or from the profile when there was none). */
async function insertCarriedResponse(
  input: TPrefillInput,
  form: TFormRow,
  previous: Pick<TFormPart, 'form' | 'responseId' | 'answers'> | null,
) {
  const { tx, application, copier, today } = input;
  if (!previous?.responseId) {
    return insertPrefilledResponse(tx, {
      doctorId: application.doctorId,
      applicationId: application.id,
      form,
    });
  }
  const to = definitionOf(form);
  const carried = carryPreviousAnswers({ from: definitionOf(previous.form), to }, previous.answers, today);
  const replace = await copier.resolve(listFileAnswers(to, carried).map((answer) => answer.id));
  const answers: TFormAnswers = replaceFileAnswers(to, carried, replace);
  const [row] = await tx
    .insert(formResponses)
    .values({ formId: form.id, applicationId: application.id, userId: application.doctorId, answers })
    .returning();
  return row;
}

/** The application form and the survey, on the hospital's current published versions. */
async function prefillForms(input: TPrefillInput, forms: { application: TFormRow; survey: TFormRow | null }) {
  const parts = await loadFormParts(input.tx, input.previous);
  await insertCarriedResponse(input, forms.application, parts.application);
  if (forms.survey) {
    await insertCarriedResponse(input, forms.survey, parts.survey);
  }
}

/** The form a privilege is answered on now: the latest published version of its form. */
async function findPrivilegeForm(tx: TDb, hospitalId: string, formId: string | null) {
  const form = formId ? await findFormById(tx, formId) : null;
  return form ? ((await findLatestForm(tx, hospitalId, form.key)) ?? form) : null;
}

/**
 * The same privileges as the approved application, each as the catalogue offers it today (the
 * current enabled version of the same key; one withdrawn since is not asked for), with its answers.
 */
async function prefillPrivileges(input: TPrefillInput): Promise<number> {
  const { tx, previous, application } = input;
  const parts = await loadPrivilegeParts(tx, previous.id);
  if (parts.length === 0) {
    return 0;
  }
  const keys = await tx
    .select({ id: privileges.id, key: privileges.key })
    .from(privileges)
    .where(
      inArray(
        privileges.id,
        parts.map((part) => part.privilegeId),
      ),
    );
  const current = await tx
    .select()
    .from(privileges)
    .where(
      and(
        // Note: only the hospital's own catalogue, as offered to doctors today.
        eq(privileges.hospitalId, application.hospitalId),
        inArray(
          privileges.key,
          keys.map((row) => row.key),
        ),
        isNull(privileges.supersededAt),
        eq(privileges.enabled, true),
      ),
    );
  let count = 0;
  for (const part of parts) {
    const key = keys.find((row) => row.id === part.privilegeId)?.key;
    const privilege = current.find((row) => row.key === key);
    if (!privilege) {
      continue;
    }
    const form = await findPrivilegeForm(tx, application.hospitalId, privilege.formId);
    const answered = part.form
      ? { form: part.form, responseId: part.formResponseId, answers: part.answers }
      : null;
    const response = form ? await insertCarriedResponse(input, form, answered) : null;
    const [picked] = await tx
      .insert(applicationPrivileges)
      .values({
        applicationId: application.id,
        privilegeId: privilege.id,
        formResponseId: response?.id ?? null,
      })
      .returning({ id: applicationPrivileges.id });
    await writeAudit(tx, {
      actorId: application.doctorId,
      action: 'privilege.requested',
      entity: 'application_privilege',
      entityId: picked.id,
      applicationId: application.id,
      hospitalId: application.hospitalId,
      data: { carriedFromPrivilegeId: part.privilegeId },
      before: null,
      after: { privilegeId: privilege.id, name: privilege.name, department: privilege.department },
    });
    count += 1;
  }
  return count;
}

/**
 * Prefills the reappointment draft from the approved application: every answer of the application
 * form, survey and privilege forms carried onto the current versions, the same privileges, and the
 * documents still valid (copied). References and coverage are asked anew.
 */
export async function prefillReappointment(
  input: TPrefillInput,
  forms: { application: TFormRow; survey: TFormRow | null },
): Promise<{ privileges: number }> {
  await prefillForms(input, forms);
  return { privileges: await prefillPrivileges(input) };
}
