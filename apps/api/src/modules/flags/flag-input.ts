import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type TFormAnswers,
  type TFormDefinition,
  type TRedFlagInput,
  type TRedFlagRequirements,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import {
  alternativeCoverage,
  applicationPrivileges,
  formResponses,
  forms,
  privileges,
  references,
} from '@/core/db/schema';
import type { TApplicationWithHospital } from '@/modules/application-state';
import { getPractitionerType } from '@/modules/practitioner-types';

type TFormRef = { key: string; definition: TFormDefinition };

const DOCTOR_FORM_KINDS = ['application', 'survey'] as const;
const REQUEST_FORM_KEYS = ['reference', 'coverage'] as const;

/** The doctor's application and survey responses, with the version of each form they answered. */
async function loadDoctorForms(db: TDb, application: TApplicationWithHospital['application']) {
  const rows = await db
    .select({
      kind: forms.kind,
      key: forms.key,
      definition: forms.definition,
      answers: formResponses.answers,
    })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(
      and(
        eq(formResponses.applicationId, application.id),
        eq(formResponses.userId, application.doctorId),
        inArray(forms.kind, [...DOCTOR_FORM_KINDS]),
      ),
    );
  return rows.map((row) => ({
    kind: row.kind as (typeof DOCTOR_FORM_KINDS)[number],
    key: row.key,
    definition: row.definition as TFormDefinition,
    answers: (row.answers ?? {}) as TFormAnswers,
  }));
}

/** The privileges picked, each as the version the doctor picked it (its requirements then). */
async function loadPrivileges(db: TDb, applicationId: string): Promise<TRedFlagInput['privileges']> {
  const rows = await db
    .select({
      name: privileges.name,
      requirements: privileges.requirements,
      formKey: forms.key,
      definition: forms.definition,
      answers: formResponses.answers,
    })
    .from(applicationPrivileges)
    .innerJoin(privileges, eq(privileges.id, applicationPrivileges.privilegeId))
    .leftJoin(formResponses, eq(formResponses.id, applicationPrivileges.formResponseId))
    .leftJoin(forms, eq(forms.id, formResponses.formId))
    .where(eq(applicationPrivileges.applicationId, applicationId))
    .orderBy(privileges.department, privileges.name);
  return rows.map((row) => ({
    name: row.name,
    requirements: row.requirements as TRedFlagRequirements,
    form: row.formKey ? { key: row.formKey, definition: row.definition as TFormDefinition } : null,
    answers: (row.answers ?? {}) as TFormAnswers,
  }));
}

/**
 * The hospital's reference and coverage forms, latest version first as the open pages validate
 * answers against (references/request-context.ts findRequestForm), in one statement.
 */
async function loadRequestForms(db: TDb, hospitalId: string) {
  const rows = await db
    .select({ key: forms.key, definition: forms.definition })
    .from(forms)
    .where(and(eq(forms.hospitalId, hospitalId), inArray(forms.key, [...REQUEST_FORM_KEYS])))
    .orderBy(desc(forms.version));
  const latest = (key: string): TFormRef | null => {
    const row = rows.find((candidate) => candidate.key === key);
    return row ? { key: row.key, definition: row.definition as TFormDefinition } : null;
  };
  return { referenceForm: latest('reference'), coverageForm: latest('coverage') };
}

async function loadRequests(db: TDb, applicationId: string) {
  const columns = { name: references.name, state: references.state, answers: references.answers };
  const referenceRows = await db
    .select(columns)
    .from(references)
    .where(eq(references.applicationId, applicationId))
    .orderBy(references.createdAt);
  const [coverage] = await db
    .select({
      name: alternativeCoverage.name,
      state: alternativeCoverage.state,
      answers: alternativeCoverage.answers,
    })
    .from(alternativeCoverage)
    .where(eq(alternativeCoverage.applicationId, applicationId))
    .limit(1);
  const toRequest = (row: (typeof referenceRows)[number]) => ({
    name: row.name,
    state: row.state,
    answers: (row.answers ?? null) as TFormAnswers | null,
  });
  return { references: referenceRows.map(toRequest), coverage: coverage ? toRequest(coverage) : null };
}

/**
 * What computeRedFlags reads of an application: its doctor's forms, privileges, references,
 * covering physician and the hospital's request forms, and who applies (their practitioner type,
 * issue 42), in six statements whatever it holds.
 */
export async function loadFlagInput(
  db: TDb,
  { application, hospital }: TApplicationWithHospital,
): Promise<TRedFlagInput> {
  const { name, category } = await getPractitionerType(db, application.doctorId);
  return {
    practitioner: { name, category },
    forms: await loadDoctorForms(db, application),
    privileges: await loadPrivileges(db, application.id),
    ...(await loadRequests(db, application.id)),
    ...(await loadRequestForms(db, hospital.id)),
    minReferences: hospital.minReferences,
  };
}
