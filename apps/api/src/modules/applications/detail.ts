import { and, asc, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type {
  TApplicationDetail,
  TApplicationForm,
  TAttestation,
  TFileInfo,
  TFormResponse,
} from '@docapply/contracts';
import { computeCompleteness } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationStatusHistory, files, forms, users } from '@/core/db/schema';
import { loadAppointmentParts } from '@/modules/appointments';
import { toFormView } from '@/modules/forms';
import {
  loadRemindedAt,
  toRequestView,
  definitionOf,
  loadFormParts,
  loadPrivilegeParts,
  loadRequestParts,
  type TFormPart,
  getOwnApplicationWithHospital,
  toSummary,
  type TApplicationWithHospital,
} from '@/modules/application-state';
import { isEditableStatus, type TApplicationRow } from '@/core/access/applications';

type TAnswers = TFormResponse['answers'];
type TFormParts = Awaited<ReturnType<typeof loadFormParts>>;
type TNewerVersions = Record<keyof TFormParts, number | null>;

export function toFormDetail(part: TFormPart, newerVersion: number | null): TApplicationForm {
  return {
    form: toFormView(part.form),
    responseId: part.responseId,
    answers: part.answers as TAnswers,
    completeness: computeCompleteness(definitionOf(part), part.answers),
    newerVersion,
  };
}

/**
 * The latest published version of each started form when it is newer than the one started on,
 * while the doctor can still move to it (an editable application); one statement for both forms.
 */
async function findNewerVersions(
  db: TDb,
  application: TApplicationRow,
  parts: TFormParts,
): Promise<TNewerVersions> {
  const versions: TNewerVersions = { application: null, survey: null };
  const started = (['application', 'survey'] as const).flatMap((kind) => {
    const part = parts[kind];
    return part?.responseId ? [{ kind, form: part.form }] : [];
  });
  if (!isEditableStatus(application.status) || started.length === 0) {
    return versions;
  }
  const rows = await db
    .select({ key: forms.key, version: max(forms.version) })
    .from(forms)
    // Note: an admin's unpublished draft is never offered to the doctor.
    .where(
      and(
        eq(forms.hospitalId, application.hospitalId),
        inArray(
          forms.key,
          started.map((part) => part.form.key),
        ),
        isNotNull(forms.publishedAt),
      ),
    )
    .groupBy(forms.key);
  for (const { kind, form } of started) {
    const latest = rows.find((row) => row.key === form.key)?.version ?? null;
    versions[kind] = latest !== null && latest > form.version ? latest : null;
  }
  return versions;
}

function toAttestation(value: unknown): TAttestation | null {
  if (value && typeof value === 'object' && 'name' in value && 'signedAt' in value) {
    return { name: String(value.name), signedAt: String(value.signedAt) };
  }
  return null;
}

/** GET /applicationDatas/{id}: the doctor's whole application, read-only. */
export async function getOwnApplicationDetail(
  db: TDb,
  doctorId: string,
  applicationId: string,
): Promise<TApplicationDetail> {
  // Note: 404 for anyone but the owner (the admin's review checks its own access).
  return buildApplicationDetail(db, await getOwnApplicationWithHospital(db, doctorId, applicationId));
}

/**
 * The whole application as the doctor sees it (references and coverage by state only). The
 * caller has authorised the reader; the admin's review builds on this (`audience: 'office'`: a
 * suspension's reason is the office's).
 */
export async function buildApplicationDetail(
  db: TDb,
  row: TApplicationWithHospital,
  audience: 'office' | 'practitioner' = 'practitioner',
): Promise<TApplicationDetail> {
  const { application, hospital } = row;
  const formParts = await loadFormParts(db, application);
  const newerVersions = await findNewerVersions(db, application, formParts);
  const privilegeParts = await loadPrivilegeParts(db, application.id);
  const requests = await loadRequestParts(db, application.id);
  const remindedAt = await loadRemindedAt(db, application.id);
  const fileRows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.ownerUserId, application.doctorId),
        eq(files.applicationId, application.id),
        // Superseded documents are the office's only (the review's "What changed" lists them).
        isNull(files.supersededAt),
      ),
    )
    .orderBy(asc(files.createdAt));
  const historyRows = await db
    .select({ history: applicationStatusHistory, firstName: users.firstName, lastName: users.lastName })
    .from(applicationStatusHistory)
    .leftJoin(users, eq(users.id, applicationStatusHistory.actorId))
    .where(eq(applicationStatusHistory.applicationId, application.id))
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));

  return {
    ...(await toSummary(db, row)),
    hospital: { id: hospital.id, name: hospital.name, city: hospital.city, state: hospital.state },
    isEditable: isEditableStatus(application.status),
    attestation: toAttestation(application.attestation),
    forms: {
      application: formParts.application && toFormDetail(formParts.application, newerVersions.application),
      survey: formParts.survey && toFormDetail(formParts.survey, newerVersions.survey),
    },
    files: fileRows.map((f): TFileInfo => ({
      id: f.id,
      name: f.originalName,
      size: f.size,
      mime: f.mime as TFileInfo['mime'],
      createdAt: f.createdAt.toISOString(),
    })),
    privileges: privilegeParts.map((p) => ({
      id: p.id,
      privilegeId: p.privilegeId,
      name: p.name,
      department: p.department,
      formId: p.form?.id ?? null,
      formResponseId: p.formResponseId,
      answers: p.answers as TAnswers,
      form: p.form ? toFormView(p.form) : null,
    })),
    references: requests.references.map((r) => toRequestView(r, remindedAt('reference', r))),
    coverage: requests.coverage
      ? toRequestView(requests.coverage, remindedAt('coverage', requests.coverage))
      : null,
    history: historyRows.map(({ history, firstName, lastName }) => ({
      from: history.fromStatus,
      to: history.toStatus,
      at: history.createdAt.toISOString(),
      actorName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
      note: history.note,
    })),
    // Issue 14: initial or reappointment, what it renews, the appointment its approval recorded.
    ...(await loadAppointmentParts(db, application, hospital.name, audience)),
  };
}
