import { and, asc, eq, gt, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { TApplicationStatus } from '@docapply/contracts';
import {
  createDocumentKey,
  findDocumentExpiries,
  isGroup,
  type TDocumentExpiry,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applications, formResponses, forms, hospitals, users } from '@/core/db/schema';

// Only the doctor's own forms hold their documents; references and coverage are answered by others.
export const DOCUMENT_FORM_KINDS = ['application', 'survey', 'privilege'] as const;

/** Reminders, renewals and the office's list cover applications a hospital has received and not refused. */
export const SUBMITTED_ONLY = notInArray(applications.status, ['draft', 'rejected']);

/** One form response of a doctor's application, with who and where, without its form's definition. */
export type TResponseRow = {
  responseId: string;
  formId: string;
  formKey: string;
  formKind: string;
  answers: TFormAnswers;
  applicationId: string;
  status: TApplicationStatus;
  hospitalId: string;
  hospitalName: string;
  doctorId: string;
  doctorFirstName: string;
  doctorLastName: string;
  doctorEmail: string;
};

/** A dated document of one application's form. */
export type TApplicationDocument = TDocumentExpiry & {
  row: TResponseRow;
  /** Its key in the application: the form's key and the file answer's place. */
  documentKey: string;
};

/**
 * The doctor-answered form responses of the applications `where` selects (one statement), with the
 * application, hospital and doctor. Definitions are read apart, once per form version.
 */
export async function loadResponseRows(db: TDb, where: SQL | undefined): Promise<TResponseRow[]> {
  const rows = await db
    .select({
      responseId: formResponses.id,
      formId: formResponses.formId,
      formKey: forms.key,
      formKind: forms.kind,
      answers: formResponses.answers,
      applicationId: applications.id,
      status: applications.status,
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
      doctorId: users.id,
      doctorFirstName: users.firstName,
      doctorLastName: users.lastName,
      doctorEmail: users.email,
    })
    .from(formResponses)
    .innerJoin(applications, eq(applications.id, formResponses.applicationId))
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .innerJoin(users, eq(users.id, applications.doctorId))
    .where(
      and(
        // Note: the doctor's own answers only (never a reference's or a covering physician's).
        eq(formResponses.userId, applications.doctorId),
        inArray(forms.kind, [...DOCUMENT_FORM_KINDS]),
        where,
      ),
    );
  return rows.map((row) => ({
    ...row,
    status: row.status as TApplicationStatus,
    answers: (row.answers ?? {}) as TFormAnswers,
  }));
}

/** The definitions of the form versions the rows answered, in one statement. */
export async function loadDefinitions(
  db: TDb,
  rows: readonly { formId: string }[],
): Promise<Map<string, TFormDefinition>> {
  const ids = [...new Set(rows.map((row) => row.formId))];
  if (ids.length === 0) {
    return new Map();
  }
  const found = await db
    .select({ id: forms.id, definition: forms.definition })
    .from(forms)
    .where(inArray(forms.id, ids));
  return new Map(found.map((form) => [form.id, form.definition as TFormDefinition]));
}

/** Every dated document in the rows (packages/rules findDocumentExpiries), each with its key. */
export function findDocuments(
  rows: readonly TResponseRow[],
  definitions: ReadonlyMap<string, TFormDefinition>,
): TApplicationDocument[] {
  return rows.flatMap((row) => {
    const definition = definitions.get(row.formId);
    if (!definition) {
      return [];
    }
    return findDocumentExpiries(definition, row.answers).map((document) => ({
      ...document,
      row,
      documentKey: createDocumentKey(row.formKey, document.filePath),
    }));
  });
}

/** The documents of the applications `where` selects: two statements whatever they hold. */
export async function loadDocuments(db: TDb, where: SQL | undefined): Promise<TApplicationDocument[]> {
  const rows = await loadResponseRows(db, where);
  return findDocuments(rows, await loadDefinitions(db, rows));
}

const DOCTORS_PER_BATCH = 200;

/**
 * The documents of every submitted, not refused application, a batch of doctors at a time (keyset
 * on the doctor's id): each batch holds all of its doctors' applications, so one document shared by
 * two hospitals' applications is in one batch.
 */
export async function* loadDocumentsByDoctor(
  db: TDb,
  batchSize = DOCTORS_PER_BATCH,
): AsyncGenerator<TApplicationDocument[]> {
  let after: string | null = null;
  for (;;) {
    const batch: { doctorId: string }[] = await db
      .selectDistinct({ doctorId: applications.doctorId })
      .from(applications)
      .where(and(SUBMITTED_ONLY, after === null ? undefined : gt(applications.doctorId, after)))
      .orderBy(asc(applications.doctorId))
      .limit(batchSize);
    if (batch.length === 0) {
      return;
    }
    const doctorIds = batch.map((row) => row.doctorId);
    yield await loadDocuments(db, and(SUBMITTED_ONLY, inArray(applications.doctorId, doctorIds)));
    if (batch.length < batchSize) {
      return;
    }
    after = doctorIds[doctorIds.length - 1] ?? null;
  }
}

/**
 * What makes two applications' documents one: the doctor's licence in Illinois that expires on a
 * date is the same licence in every hospital's application (files never travel between them, so
 * each holds its own copy). A renewed date makes it another subject.
 */
export function isSameDocument(a: TApplicationDocument, b: TApplicationDocument): boolean {
  return a.row.doctorId === b.row.doctorId && a.label === b.label && a.expiresOn === b.expiresOn;
}

/** The field at an answer's place ('name' or 'group.0.field'), as the definition has it. */
export function findFieldAt(definition: TFormDefinition, path: string): TFormField | null {
  const [name, , fieldName] = path.split('.');
  for (const item of definition.sections.flatMap((section) => section.items)) {
    if (item.name !== name) {
      continue;
    }
    if (isGroup(item)) {
      return item.fields.find((field) => field.name === fieldName) ?? null;
    }
    return fieldName === undefined ? item : null;
  }
  return null;
}
