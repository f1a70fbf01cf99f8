import { and, eq } from 'drizzle-orm';
import type { TCreateFormResponseRequest, TFormResponse, TSaveFormResponseResult } from '@docapply/contracts';
import { computeCompleteness, type TFormAnswers, type TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationPrivileges, applications, formResponses, forms, privileges } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { assertEditable, getOwnApplication, type TApplicationRow } from '@/core/access/applications';
import { createPrefilledAnswers, collectDoctorProfile, refreshProgress } from '@/modules/application-state';
import { lockKey } from '@/core/locks';
import { changedValues, writeAudit } from '@/core/audit';
import { findFormById, type TFormRow } from '@/modules/forms';
import { prepareAnswers } from './answers';
import { FORM_RESPONSE_MESSAGES } from './messages';

export type TResponseRow = typeof formResponses.$inferSelect;
type TOwnResponse = { response: TResponseRow; form: TFormRow; application: TApplicationRow };

export function toResponseView(row: TResponseRow): TFormResponse {
  return {
    id: row.id,
    formId: row.formId,
    applicationId: row.applicationId,
    // Stored as JSON, so never an undefined value.
    answers: row.answers as TFormResponse['answers'],
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', { message: FORM_RESPONSE_MESSAGES.notFound });

/** The doctor's own response with its form and application; anyone else's is "not found". */
export async function getOwnResponse(db: TDb, doctorId: string, id: string): Promise<TOwnResponse> {
  const [row] = await db
    .select({ response: formResponses, form: forms, application: applications })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .innerJoin(applications, eq(applications.id, formResponses.applicationId))
    // Note: both the response and its application must be the caller's (404 otherwise, no data).
    .where(
      and(eq(formResponses.id, id), eq(formResponses.userId, doctorId), eq(applications.doctorId, doctorId)),
    )
    .limit(1);
  if (!row) {
    throw notFound();
  }
  return row;
}

/** The response to this exact form, or for application/survey the one this application started on. */
async function findResponse(db: TDb, application: TApplicationRow, form: TFormRow) {
  const byKind = form.kind === 'application' || form.kind === 'survey';
  const [row] = await db
    .select({ response: formResponses })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(
      and(
        eq(formResponses.applicationId, application.id),
        eq(formResponses.userId, application.doctorId),
        // A draft keeps the form version it started on, even after the hospital publishes a new one.
        byKind ? eq(forms.kind, form.kind) : eq(forms.id, form.id),
      ),
    )
    .limit(1);
  return row?.response ?? null;
}

/** Inserts a response pre-filled from the doctor's profile answers. */
export async function insertPrefilledResponse(
  db: TDb,
  { doctorId, applicationId, form }: { doctorId: string; applicationId: string; form: TFormRow },
): Promise<TResponseRow> {
  const answers = createPrefilledAnswers(form.definition, await collectDoctorProfile(db, doctorId));
  const [row] = await db
    .insert(formResponses)
    .values({ formId: form.id, applicationId, userId: doctorId, answers })
    .returning();
  return row;
}

/** POST /formsResponse: get-or-create the doctor's response to an application or survey form. */
export async function getOrCreateResponse(
  db: TDb,
  doctorId: string,
  input: TCreateFormResponseRequest,
  ip: string | null = null,
): Promise<TFormResponse> {
  const application = await getOwnApplication(db, doctorId, input.applicationId);
  const form = await findFormById(db, input.formId);
  // Note: only the forms of the application's own hospital, published, can be answered.
  if (!form || form.hospitalId !== application.hospitalId || !form.publishedAt) {
    throw new AppError('NOT_FOUND', { message: FORM_RESPONSE_MESSAGES.formNotFound });
  }
  const { response, isNew } = await db.transaction(async (tx) => {
    await lockKey(tx, `form-response:${application.id}`);
    const existing = await findResponse(tx, application, form);
    if (existing) {
      return { response: existing, isNew: false };
    }
    if (form.kind === 'privilege') {
      throw new AppError('BAD_REQUEST', { message: FORM_RESPONSE_MESSAGES.pickPrivilegeFirst });
    }
    // Note: reference and coverage forms are answered by the person asked, never by the doctor.
    if (form.kind === 'reference' || form.kind === 'coverage') {
      throw new AppError('FORBIDDEN', { message: FORM_RESPONSE_MESSAGES.notDoctorForm });
    }
    assertEditable(application);
    const created = await insertPrefilledResponse(tx, { doctorId, applicationId: application.id, form });
    await writeAudit(tx, {
      actorId: doctorId,
      action: 'form-response.created',
      entity: 'form_response',
      entityId: created.id,
      applicationId: application.id,
      hospitalId: application.hospitalId,
      data: { formKey: form.key, version: form.version },
      after: { answers: created.answers },
      ip,
    });
    return { response: created, isNew: true };
  });
  if (isNew) {
    // Answers pre-filled from the profile count towards progress at once.
    await refreshProgress(db, application.id);
  }
  return toResponseView(response);
}

/** GET /formsResponse/form/user: the doctor's response to that form for that application, or null. */
export async function findUserResponse(
  db: TDb,
  doctorId: string,
  input: TCreateFormResponseRequest,
): Promise<TFormResponse | null> {
  const application = await getOwnApplication(db, doctorId, input.applicationId);
  const [row] = await db
    .select()
    .from(formResponses)
    .where(
      and(
        eq(formResponses.applicationId, application.id),
        eq(formResponses.formId, input.formId),
        eq(formResponses.userId, doctorId),
      ),
    )
    .limit(1);
  return row ? toResponseView(row) : null;
}

/** PUT /formsResponse/{id}: autosave while the application is editable. */
export async function saveAnswers(
  db: TDb,
  doctorId: string,
  id: string,
  answers: TFormAnswers,
  ip: string | null = null,
): Promise<TSaveFormResponseResult> {
  const { response, form, application } = await getOwnResponse(db, doctorId, id);
  assertEditable(application);
  const definition = form.definition as TFormDefinition;
  const stored = await prepareAnswers(db, { doctorId, applicationId: application.id, definition }, answers);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ answers: formResponses.answers })
      .from(formResponses)
      .where(eq(formResponses.id, response.id))
      .for('update');
    await tx
      .update(formResponses)
      .set({ answers: stored, updatedAt: now })
      .where(eq(formResponses.id, response.id));
    await tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, application.id));
    // Only the answers that changed (a file answer is the document's id, never its content).
    const changed = changedValues((previous?.answers ?? {}) as TFormAnswers, stored);
    if (changed) {
      await writeAudit(tx, {
        actorId: doctorId,
        action: 'answers.saved',
        entity: 'form_response',
        entityId: response.id,
        applicationId: application.id,
        hospitalId: application.hospitalId,
        data: { formKey: form.key, version: form.version },
        before: changed.before,
        after: changed.after,
        ip,
      });
    }
  });
  await refreshProgress(db, application.id);
  return {
    id: response.id,
    updatedAt: now.toISOString(),
    completeness: computeCompleteness(definition, stored),
  };
}

/** DELETE /formsResponse/{id}: removes a picked privilege (its form response and the pick). */
export async function deleteResponse(
  db: TDb,
  doctorId: string,
  id: string,
  ip: string | null = null,
): Promise<{ message: string }> {
  const { response, form, application } = await getOwnResponse(db, doctorId, id);
  assertEditable(application);
  if (form.kind !== 'privilege') {
    throw new AppError('BAD_REQUEST', { message: FORM_RESPONSE_MESSAGES.onlyPrivilegeRemovable });
  }
  await db.transaction(async (tx) => {
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
    await writeAudit(tx, {
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
      ip,
    });
  });
  await refreshProgress(db, application.id);
  return { message: FORM_RESPONSE_MESSAGES.removed };
}
