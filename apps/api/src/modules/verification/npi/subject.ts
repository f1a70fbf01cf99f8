import type { TDb } from '@/core/db/client';
import type { TVerificationAnswers } from '../answers';
import { readApplicationAnswers } from '../load-answers';
import type { TNpiSubject } from './compare';

/**
 * The NPI check's view of what the application says (the checklist's readers, answers.ts), or null
 * when the application gives no NPI to look up.
 */
export function toNpiSubject({ identity, education, licences }: TVerificationAnswers): TNpiSubject | null {
  if (!identity.npi) {
    return null;
  }
  return {
    npi: identity.npi,
    firstName: identity.firstName ?? '',
    middleName: identity.middleName,
    lastName: identity.lastName ?? '',
    degree: education.degree,
    // The most recent program first, as the form asks for them.
    specialties: education.training.flatMap((program) => (program.specialty ? [program.specialty] : [])),
    licences: licences.flatMap((licence) =>
      licence.number ? [{ state: licence.state, number: licence.number }] : [],
    ),
  };
}

export async function readNpiSubject(db: TDb, applicationId: string): Promise<TNpiSubject | null> {
  return toNpiSubject(await readApplicationAnswers(db, applicationId));
}
