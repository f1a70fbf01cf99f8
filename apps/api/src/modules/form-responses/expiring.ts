import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TExpiringDocument } from '@docapply/contracts';
import {
  countDaysUntil,
  createDocumentKey,
  findDocumentExpiries,
  todayString,
  type TFormAnswers,
  type TFormDefinition,
} from '@docapply/rules';
import type { TDb } from '@/db/client';
import { applications, formResponses, forms, hospitals } from '@/db/schema';
import { isEditableStatus } from '@/modules/applications/access';

// Only the doctor's own forms hold their documents; references and coverage are answered by others.
const DOCTOR_FORM_KINDS = ['application', 'survey', 'privilege'] as const;

function byDate(a: TExpiringDocument, b: TExpiringDocument): number {
  return (
    a.expiresOn.localeCompare(b.expiresOn) ||
    a.hospitalName.localeCompare(b.hospitalName) ||
    a.label.localeCompare(b.label)
  );
}

/**
 * GET /formsResponse/expiring: the documents of the doctor's applications that expire within
 * `days` (today counts as day 0) or have already expired, soonest first.
 */
export async function listExpiringDocuments(
  db: TDb,
  doctorId: string,
  days: number,
  today: string = todayString(),
): Promise<TExpiringDocument[]> {
  const rows = await db
    .select({
      answers: formResponses.answers,
      definition: forms.definition,
      kind: forms.kind,
      formKey: forms.key,
      applicationId: applications.id,
      status: applications.status,
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
    })
    .from(formResponses)
    .innerJoin(applications, eq(applications.id, formResponses.applicationId))
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(
      and(
        // Note: only the caller's own answers to their own applications; a rejected application
        // needs no renewed documents.
        eq(applications.doctorId, doctorId),
        eq(formResponses.userId, doctorId),
        ne(applications.status, 'rejected'),
        inArray(forms.kind, DOCTOR_FORM_KINDS),
      ),
    );
  const found: TExpiringDocument[] = [];
  for (const row of rows) {
    // The step link only makes sense while the doctor may still change the application form.
    const canOpenStep = row.kind === 'application' && isEditableStatus(row.status);
    // Once the hospital has it, a document is renewed on its own page (modules/renewals).
    const canRenew = row.status !== 'draft';
    const definition = row.definition as TFormDefinition;
    for (const document of findDocumentExpiries(definition, row.answers as TFormAnswers)) {
      const daysLeft = countDaysUntil(document.expiresOn, today);
      if (daysLeft > days) {
        continue;
      }
      found.push({
        applicationId: row.applicationId,
        hospitalId: row.hospitalId,
        hospitalName: row.hospitalName,
        label: document.label,
        expiresOn: document.expiresOn,
        daysLeft,
        isExpired: daysLeft < 0,
        fileId: document.fileId,
        section: canOpenStep ? document.section : null,
        documentKey: createDocumentKey(row.formKey, document.filePath),
        canRenew,
      });
    }
  }
  return found.sort(byDate);
}
