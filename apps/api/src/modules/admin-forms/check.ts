import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { TFormKind } from '@docapply/contracts';
import { checkFormDefinition, profileKeyTypesOf, type TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { forms } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { areKnownPractitionerTypes } from '@/modules/practitioner-types';
import { ADMIN_FORM_MESSAGES } from './messages';

/**
 * Refuses a definition `checkFormDefinition` finds a problem in (duplicate keys, a select without
 * options, a condition on a missing field, a profile key used with another type than in the
 * hospital's other forms...) with VALIDATION and `fields` keyed by the definition's path.
 */
export async function assertValidDefinition(
  db: TDb,
  options: { hospitalId: string; key: string; kind: TFormKind; definition: TFormDefinition },
): Promise<void> {
  const { hospitalId, key, kind, definition } = options;
  // A profile key keeps one type across the hospital's forms: the latest published version of
  // each other form says which.
  const others = await db
    .selectDistinctOn([forms.key], { definition: forms.definition })
    .from(forms)
    .where(and(eq(forms.hospitalId, hospitalId), ne(forms.key, key), isNotNull(forms.publishedAt)))
    .orderBy(forms.key, desc(forms.version));
  const profileKeyTypes: Record<string, string> = {};
  for (const other of others) {
    const types: Record<string, string> = profileKeyTypesOf(other.definition as TFormDefinition);
    for (const [profileKey, type] of Object.entries(types)) {
      profileKeyTypes[profileKey] ??= type;
    }
  }
  const issues = checkFormDefinition(definition, { kind, profileKeyTypes });
  if (issues.length === 0) {
    return;
  }
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    fields[issue.path] ??= issue.message;
  }
  throw new AppError('VALIDATION', { message: ADMIN_FORM_MESSAGES.invalidDefinition, fields });
}

/** The form's practitioner types, each once; a code that names no type is a 400 on the field. */
export async function checkedPractitionerTypes(db: TDb, codes: readonly string[]): Promise<string[]> {
  const practitionerTypes = [...new Set(codes)];
  if (!(await areKnownPractitionerTypes(db, practitionerTypes))) {
    const message = ADMIN_FORM_MESSAGES.unknownPractitionerTypes;
    throw new AppError('VALIDATION', { message, fields: { practitionerTypes: message } });
  }
  return practitionerTypes;
}
