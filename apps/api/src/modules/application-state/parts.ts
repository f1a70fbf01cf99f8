import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TFormAnswers, TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import {
  alternativeCoverage,
  applicationPrivileges,
  formResponses,
  forms,
  privileges,
  references,
} from '@/core/db/schema';
import { findLatestForm, type TFormRow } from '@/modules/forms';
import type { TApplicationRow } from '@/core/access/applications';

export type TFormPart = { form: TFormRow; responseId: string | null; answers: TFormAnswers };
export type TPrivilegePart = {
  id: string;
  privilegeId: string;
  name: string;
  department: string;
  form: TFormRow | null;
  formResponseId: string | null;
  answers: TFormAnswers;
};

export function definitionOf(part: { form: TFormRow }): TFormDefinition {
  return part.form.definition as TFormDefinition;
}

/** The application's own application and survey responses; the latest forms when one was never started. */
export async function loadFormParts(
  db: TDb,
  application: TApplicationRow,
): Promise<{ application: TFormPart | null; survey: TFormPart | null }> {
  const rows = await db
    .select({ response: formResponses, form: forms })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(
      and(
        eq(formResponses.applicationId, application.id),
        eq(formResponses.userId, application.doctorId),
        inArray(forms.kind, ['application', 'survey']),
      ),
    )
    .orderBy(asc(formResponses.createdAt));
  const part = async (kind: 'application' | 'survey'): Promise<TFormPart | null> => {
    const row = rows.find((r) => r.form.kind === kind);
    if (row) {
      return { form: row.form, responseId: row.response.id, answers: row.response.answers as TFormAnswers };
    }
    const form = await findLatestForm(db, application.hospitalId, kind);
    return form ? { form, responseId: null, answers: {} } : null;
  };
  return { application: await part('application'), survey: await part('survey') };
}

/** The privileges this application asks for, each with its form and answers. */
export async function loadPrivilegeParts(db: TDb, applicationId: string): Promise<TPrivilegePart[]> {
  const rows = await db
    .select({ pick: applicationPrivileges, privilege: privileges, response: formResponses, form: forms })
    .from(applicationPrivileges)
    .innerJoin(privileges, eq(privileges.id, applicationPrivileges.privilegeId))
    .leftJoin(formResponses, eq(formResponses.id, applicationPrivileges.formResponseId))
    .leftJoin(forms, eq(forms.id, formResponses.formId))
    .where(eq(applicationPrivileges.applicationId, applicationId))
    .orderBy(asc(privileges.department), asc(privileges.name));
  return rows.map(({ pick, privilege, response, form }) => ({
    id: pick.id,
    privilegeId: privilege.id,
    name: privilege.name,
    department: privilege.department,
    form,
    formResponseId: response?.id ?? null,
    answers: (response?.answers ?? {}) as TFormAnswers,
  }));
}

/** References and the covering physician. Note: their answers are never selected here. */
export async function loadRequestParts(db: TDb, applicationId: string) {
  const columns = {
    id: references.id,
    name: references.name,
    specialty: references.specialty,
    email: references.email,
    phone: references.phone,
    relationship: references.relationship,
    state: references.state,
    createdAt: references.createdAt,
    updatedAt: references.updatedAt,
    linkExpiresAt: references.linkExpiresAt,
  };
  const referenceRows = await db
    .select(columns)
    .from(references)
    .where(eq(references.applicationId, applicationId))
    .orderBy(asc(references.createdAt));
  const [coverage] = await db
    .select({
      id: alternativeCoverage.id,
      name: alternativeCoverage.name,
      specialty: alternativeCoverage.specialty,
      email: alternativeCoverage.email,
      phone: alternativeCoverage.phone,
      relationship: alternativeCoverage.relationship,
      state: alternativeCoverage.state,
      createdAt: alternativeCoverage.createdAt,
      updatedAt: alternativeCoverage.updatedAt,
      linkExpiresAt: alternativeCoverage.linkExpiresAt,
    })
    .from(alternativeCoverage)
    .where(eq(alternativeCoverage.applicationId, applicationId))
    .limit(1);
  return { references: referenceRows, coverage: coverage ?? null };
}
