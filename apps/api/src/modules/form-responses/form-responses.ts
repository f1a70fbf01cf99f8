import { and, eq } from 'drizzle-orm';
import type { TCreateFormResponseRequest, TFormResponse } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applications, formResponses, forms } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import {
  assertEditable,
  getOwnApplication,
  lockApplication,
  type TApplicationRow,
} from '@/core/access/applications';
import { createPrefilledAnswers, collectDoctorProfile, refreshProgress } from '@/modules/application-state';
import { runChange } from '@/core/change';
import { findFormById, type TFormRow } from '@/modules/forms';
import { FORM_RESPONSE_MESSAGES } from './messages';

export type TResponseRow = typeof formResponses.$inferSelect;
export type TOwnResponse = { response: TResponseRow; form: TFormRow; application: TApplicationRow };

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

/**
 * The doctor's own response with its form and application; anyone else's is "not found". With
 * `isLocked`, the response's row stays locked until the caller's transaction ends.
 */
export async function getOwnResponse(
  db: TDb,
  doctorId: string,
  id: string,
  { isLocked = false }: { isLocked?: boolean } = {},
): Promise<TOwnResponse> {
  const query = db
    .select({ response: formResponses, form: forms, application: applications })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .innerJoin(applications, eq(applications.id, formResponses.applicationId))
    // Note: both the response and its application must be the caller's (404 otherwise, no data).
    .where(
      and(eq(formResponses.id, id), eq(formResponses.userId, doctorId), eq(applications.doctorId, doctorId)),
    )
    .$dynamic();
  const [row] = await (isLocked ? query.for('update', { of: formResponses }) : query).limit(1);
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
): Promise<TFormResponse> {
  const owned = await getOwnApplication(db, doctorId, input.applicationId);
  const form = await findFormById(db, input.formId);
  // Note: only the forms of the application's own hospital, published, can be answered.
  if (!form || form.hospitalId !== owned.hospitalId || !form.publishedAt) {
    throw new AppError('NOT_FOUND', { message: FORM_RESPONSE_MESSAGES.formNotFound });
  }
  const found = await findResponse(db, owned, form);
  if (found) {
    return toResponseView(found);
  }
  const response = await runChange(
    async (change) => {
      // Under the application's lock: created once, and only while the doctor holds the application.
      const application = await lockApplication(change.tx, owned.id);
      const existing = await findResponse(change.tx, application, form);
      if (existing) {
        return existing;
      }
      if (form.kind === 'privilege') {
        throw new AppError('BAD_REQUEST', { message: FORM_RESPONSE_MESSAGES.pickPrivilegeFirst });
      }
      // Note: reference and coverage forms are answered by the person asked, never by the doctor.
      if (form.kind === 'reference' || form.kind === 'coverage') {
        throw new AppError('FORBIDDEN', { message: FORM_RESPONSE_MESSAGES.notDoctorForm });
      }
      assertEditable(application);
      const created = await insertPrefilledResponse(change.tx, {
        doctorId,
        applicationId: application.id,
        form,
      });
      await change.audit({
        actorId: doctorId,
        action: 'form-response.created',
        entity: 'form_response',
        entityId: created.id,
        applicationId: application.id,
        hospitalId: application.hospitalId,
        data: { formKey: form.key, version: form.version },
        after: { answers: created.answers },
      });
      // Answers pre-filled from the profile count towards progress at once.
      await refreshProgress(change.tx, application.id);
      return created;
    },
    { db },
  );
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
