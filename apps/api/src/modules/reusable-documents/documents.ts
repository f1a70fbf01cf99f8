import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { IMPORTED_PROFILE_SOURCE } from '@docapply/contracts';
import {
  listDocumentKinds,
  listKindedDocuments,
  type TFormAnswers,
  type TFormDefinition,
  type TRowIdentity,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import {
  applications,
  files,
  formResponses,
  forms,
  hospitals,
  importedProfileDocuments,
} from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import type { TFileRow } from '@/core/files/file-access';
import { DOCUMENT_FORM_KINDS } from '@/modules/renewals';

/** A document of the doctor's other applications, as the kind of document it was uploaded as. */
export type TDoctorDocument = {
  file: TFileRow;
  kind: string;
  row: TRowIdentity | null;
  expiresOn: string | null;
  hospitalName: string;
};

/**
 * The documents the doctor's answers in their other applications name, in fields with a profile
 * key: their own files, not superseded, belonging to that application (or to their profile), and
 * the documents of an imported profile archive they confirmed (modules/profile-archive); newest
 * upload first; expired ones too (the caller decides). One entry per file. `exceptApplicationId`
 * null: every application's.
 */
export async function listDoctorDocuments(
  db: TDb,
  doctorId: string,
  exceptApplicationId: string | null,
): Promise<TDoctorDocument[]> {
  const responses = await db
    .select({
      answers: formResponses.answers,
      definition: forms.definition,
      applicationId: applications.id,
      hospitalName: hospitals.name,
    })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .innerJoin(applications, eq(applications.id, formResponses.applicationId))
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(
      and(
        // Note: only the caller's own answers to their own applications are read.
        eq(applications.doctorId, doctorId),
        eq(formResponses.userId, doctorId),
        exceptApplicationId === null ? undefined : ne(applications.id, exceptApplicationId),
        inArray(forms.kind, DOCUMENT_FORM_KINDS),
      ),
    );
  const named = responses.flatMap((response) =>
    listKindedDocuments(response.definition as TFormDefinition, response.answers as TFormAnswers).map(
      (document) => ({
        ...document,
        applicationId: response.applicationId,
        hospitalName: response.hospitalName,
      }),
    ),
  );
  const ids = [...new Set(named.map((document) => document.fileId))].filter(isUuid); // answers are text: only a uuid names a file
  const imported = await listConfirmedImports(db, doctorId);
  if (ids.length === 0 && imported.length === 0) {
    return [];
  }
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(files)
          .where(
            and(
              inArray(files.id, ids),
              // Note: the doctor's own files only; a superseded one is the hospital's record, not theirs.
              eq(files.ownerUserId, doctorId),
              isNull(files.supersededAt),
            ),
          );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = new Map<string, TDoctorDocument>();
  for (const document of named) {
    const file = byId.get(document.fileId);
    // A file answers for the application it was uploaded to (or is a profile document).
    const isItsOwn = file && (file.applicationId === document.applicationId || file.applicationId === null);
    if (file && isItsOwn && !found.has(file.id)) {
      found.set(file.id, {
        file,
        kind: document.kind,
        row: document.row,
        expiresOn: document.expiresOn,
        hospitalName: document.hospitalName,
      });
    }
  }
  for (const document of imported) {
    if (!found.has(document.file.id)) {
      found.set(document.file.id, document);
    }
  }
  return [...found.values()].sort(
    (a, b) => b.file.createdAt.getTime() - a.file.createdAt.getTime() || b.file.id.localeCompare(a.file.id),
  );
}

/** The imported documents the doctor confirmed: profile documents of their own, not superseded. */
async function listConfirmedImports(db: TDb, doctorId: string): Promise<TDoctorDocument[]> {
  const rows = await db
    .select({ file: files, imported: importedProfileDocuments })
    .from(importedProfileDocuments)
    .innerJoin(files, eq(files.id, importedProfileDocuments.fileId))
    .where(
      and(
        // Note: the doctor's own confirmed imports only; a pending one is no application's yet.
        eq(importedProfileDocuments.doctorId, doctorId),
        eq(importedProfileDocuments.status, 'confirmed'),
        eq(files.ownerUserId, doctorId),
        isNull(files.applicationId),
        isNull(files.supersededAt),
      ),
    );
  return rows.map(({ file, imported }) => ({
    file,
    kind: imported.kind,
    row: imported.rowIdentity ?? null,
    expiresOn: imported.expiresOn,
    hospitalName: IMPORTED_PROFILE_SOURCE,
  }));
}

/** The kinds of document the application's forms (application, survey, picked privileges) ask for. */
export async function listAskedKinds(db: TDb, applicationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ definition: forms.definition })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(and(eq(formResponses.applicationId, applicationId), inArray(forms.kind, DOCUMENT_FORM_KINDS)));
  return new Set(rows.flatMap((row) => listDocumentKinds(row.definition as TFormDefinition)));
}
