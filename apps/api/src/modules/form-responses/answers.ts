import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  isGroup,
  pickKnownAnswers,
  validateAnswers,
  type TFormAnswers,
  type TFormDefinition,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { files } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { FORM_RESPONSE_MESSAGES } from './messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every non-empty file answer with its path ('name' or 'group.0.field'). */
export function listFileAnswers(
  definition: TFormDefinition,
  answers: TFormAnswers,
): { path: string; id: string }[] {
  const found: { path: string; id: string }[] = [];
  for (const item of definition.sections.flatMap((section) => section.items)) {
    const value = answers[item.name];
    if (isGroup(item)) {
      const fileFields = item.fields.filter((field) => field.type === 'file');
      (Array.isArray(value) ? value : []).forEach((row, index) => {
        for (const field of fileFields) {
          if (row[field.name]) {
            found.push({ path: `${item.name}.${index}.${field.name}`, id: row[field.name] });
          }
        }
      });
    } else if (item.type === 'file' && typeof value === 'string' && value !== '') {
      found.push({ path: item.name, id: value });
    }
  }
  return found;
}

/** File answers that are not this doctor's upload for this application (or their profile). */
async function findForeignFiles(
  db: TDb,
  scope: { doctorId: string; applicationId: string },
  answers: { path: string; id: string }[],
): Promise<Record<string, string>> {
  const ids = [...new Set(answers.map((a) => a.id).filter((id) => UUID.test(id)))];
  const owned = ids.length
    ? await db
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            inArray(files.id, ids),
            // Note: a doctor can attach only their own uploads, made for this application or their profile;
            // otherwise a file id could be used to show someone else's document to this hospital.
            eq(files.ownerUserId, scope.doctorId),
            or(eq(files.applicationId, scope.applicationId), isNull(files.applicationId)),
          ),
        )
    : [];
  const ownedIds = new Set(owned.map((row) => row.id));
  const errors: Record<string, string> = {};
  for (const answer of answers) {
    if (!ownedIds.has(answer.id)) {
      errors[answer.path] = FORM_RESPONSE_MESSAGES.fileNotFound;
    }
  }
  return errors;
}

/**
 * The answers to store: only the form's own fields, with draft validation (format errors of
 * filled answers, the same rules as the browser) and file answers checked; 400 with `fields`.
 */
export async function prepareAnswers(
  db: TDb,
  scope: { doctorId: string; applicationId: string; definition: TFormDefinition },
  answers: TFormAnswers,
): Promise<TFormAnswers> {
  const known = pickKnownAnswers(scope.definition, answers);
  const { fieldErrors } = validateAnswers(scope.definition, known, { mode: 'draft' });
  const fileErrors = await findForeignFiles(db, scope, listFileAnswers(scope.definition, known));
  const fields = { ...fileErrors, ...fieldErrors };
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', { message: FORM_RESPONSE_MESSAGES.invalidAnswers, fields });
  }
  return known;
}
