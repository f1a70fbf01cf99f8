import { asc, eq } from 'drizzle-orm';
import {
  applyProfileAnswers,
  collectProfileAnswers,
  profileKeyTypesOf,
  type TFormAnswers,
  type TFormDefinition,
  type TProfileAnswers,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { formResponses, forms, importedProfileAnswers, users } from '@/core/db/schema';

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

/** A profile answer with the type of the form item it answers ('text', 'date', … or 'group'). */
export type TTypedProfileAnswer = { value: TProfileAnswers[string]; type: string };

function typeAll(profile: TProfileAnswers, type: (key: string) => string) {
  return Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, { value, type: type(key) }]));
}

/**
 * "Apply once" with each answer's type: what the doctor imported from a profile archive
 * (modules/profile-archive) lowest, over it what they gave at registration, over that their
 * reusable answers (profileKey) from every form they filled, newer answers winning. Note: only the
 * doctor's own rows are read.
 */
export async function collectTypedDoctorProfile(
  db: TDb,
  doctorId: string,
): Promise<Record<string, TTypedProfileAnswer>> {
  const imported = await db
    .select({
      profileKey: importedProfileAnswers.profileKey,
      type: importedProfileAnswers.type,
      value: importedProfileAnswers.value,
    })
    .from(importedProfileAnswers)
    .where(eq(importedProfileAnswers.doctorId, doctorId));
  const profile: Record<string, TTypedProfileAnswer> = Object.fromEntries(
    imported.map((row) => [row.profileKey, { value: row.value, type: row.type }]),
  );
  Object.assign(
    profile,
    typeAll(await findAccountProfile(db, doctorId), () => 'text'),
  );
  const rows = await db
    .select({ answers: formResponses.answers, definition: forms.definition })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(eq(formResponses.userId, doctorId))
    .orderBy(asc(formResponses.updatedAt));
  for (const row of rows) {
    const definition = row.definition as TFormDefinition;
    const types = profileKeyTypesOf(definition);
    const answers = collectProfileAnswers(definition, row.answers as TFormAnswers);
    Object.assign(
      profile,
      typeAll(answers, (key) => types[key] ?? 'text'),
    );
  }
  return profile;
}

/** "Apply once": the doctor's reusable answers by profile key (collectTypedDoctorProfile). */
export async function collectDoctorProfile(db: TDb, doctorId: string): Promise<TProfileAnswers> {
  const typed = await collectTypedDoctorProfile(db, doctorId);
  return Object.fromEntries(Object.entries(typed).map(([key, answer]) => [key, answer.value]));
}

/** A new response's answers: the profile answers this form can take, nothing else. */
export function createPrefilledAnswers(definition: unknown, profile: TProfileAnswers): TFormAnswers {
  return applyProfileAnswers(definition as TFormDefinition, {}, profile);
}
