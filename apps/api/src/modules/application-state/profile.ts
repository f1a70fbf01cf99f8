import { asc, eq } from 'drizzle-orm';
import {
  applyProfileAnswers,
  collectProfileAnswers,
  type TFormAnswers,
  type TFormDefinition,
  type TProfileAnswers,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { formResponses, forms, users } from '@/core/db/schema';

/**
 * What the doctor gave at registration, as the profile keys of section A: the base that their
 * answers in any form override. Note: the doctor's own account only.
 */
async function findAccountProfile(db: TDb, doctorId: string): Promise<TProfileAnswers> {
  const [account] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, doctorId))
    .limit(1);
  if (!account) {
    return {};
  }
  const profile: TProfileAnswers = {
    'identity.legalFirstName': account.firstName,
    'identity.legalLastName': account.lastName,
    'contact.email': account.email,
  };
  if (account.phone) {
    profile['contact.phone'] = account.phone;
  }
  return profile;
}

/**
 * "Apply once": the doctor's reusable answers (profileKey) from every form they filled, newer
 * answers winning, over what they gave at registration. Note: only the doctor's own responses
 * are read.
 */
export async function collectDoctorProfile(db: TDb, doctorId: string): Promise<TProfileAnswers> {
  const profile = await findAccountProfile(db, doctorId);
  const rows = await db
    .select({ answers: formResponses.answers, definition: forms.definition })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(eq(formResponses.userId, doctorId))
    .orderBy(asc(formResponses.updatedAt));
  for (const row of rows) {
    Object.assign(
      profile,
      collectProfileAnswers(row.definition as TFormDefinition, row.answers as TFormAnswers),
    );
  }
  return profile;
}

/** A new response's answers: the profile answers this form can take, nothing else. */
export function createPrefilledAnswers(definition: unknown, profile: TProfileAnswers): TFormAnswers {
  return applyProfileAnswers(definition as TFormDefinition, {}, profile);
}
