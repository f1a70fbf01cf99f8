import type { TVerificationKind } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, NOT_ANSWERED, formatDateTime } from '@docapply/rules';
import type { TDoctorIdentity, TVerificationAnswers } from './answers';

/**
 * What the application says about an item, for the verifier's eye (issue 15): computed from the
 * latest answers when the checklist is read, never stored, with dates as MM/DD/YYYY like the rest
 * of the product. Custom items say nothing of their own (the hospital's label is the question).
 */
export const NO_LONGER_LISTED = 'No longer in the application';

const day = (value: string | null) => (value ? formatDateTime(value, DATE_DISPLAY_FORMAT) : null);
const join = (parts: readonly (string | null | false)[], separator = ', ') =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(separator);
const expires = (value: string | null) => (value ? `expires ${day(value)}` : null);

function fullName(identity: TDoctorIdentity): string | null {
  return join([identity.firstName, identity.middleName, identity.lastName], ' ') || null;
}

/** Name, NPI and date of birth: what NPPES and the exclusion lists are compared with. */
function describeIdentity(identity: TDoctorIdentity): string {
  return (
    join([
      fullName(identity),
      identity.npi && `NPI ${identity.npi}`,
      identity.dateOfBirth && `born ${day(identity.dateOfBirth)}`,
    ]) || NOT_ANSWERED
  );
}

function describeLicences(answers: TVerificationAnswers, state: string): string {
  const licences = answers.licences.filter((licence) => licence.state === state);
  if (licences.length === 0) {
    return NO_LONGER_LISTED;
  }
  return licences
    .map((licence) => join([join([licence.state, licence.number], ' '), expires(licence.expiresOn)]))
    .join('; ');
}

function describeDea({ dea }: TVerificationAnswers): string {
  if (dea.has === false) {
    return 'No DEA registration';
  }
  return join([dea.number, expires(dea.expiresOn)]) || NOT_ANSWERED;
}

function describeBoard({ board }: TVerificationAnswers): string {
  switch (board.status) {
    case 'certified':
      return join([
        board.name,
        'certified',
        board.certifiedOn && `on ${day(board.certifiedOn)}`,
        expires(board.expiresOn),
      ]);
    case 'eligible':
      return join([board.name, 'board eligible']);
    case 'none':
      return 'Neither board certified nor board eligible';
    case null:
      return NOT_ANSWERED;
    default: {
      const never: never = board.status;
      return never;
    }
  }
}

function describeEducation({ education }: TVerificationAnswers): string {
  const school = join([
    education.school,
    education.degree,
    education.graduatedOn && `graduated ${day(education.graduatedOn)}`,
  ]);
  const training = education.training.map((program) =>
    join([
      program.programType,
      program.institution,
      program.specialty,
      program.endsOn && `to ${day(program.endsOn)}`,
    ]),
  );
  return join([school, ...training], '; ') || NOT_ANSWERED;
}

function describeMalpractice({ malpractice }: TVerificationAnswers): string {
  const claims =
    malpractice.hasClaims === null ? null : malpractice.hasClaims ? 'claims reported' : 'no claims reported';
  return (
    join([
      malpractice.carrier,
      malpractice.policyNumber && `policy ${malpractice.policyNumber}`,
      expires(malpractice.expiresOn),
      claims,
    ]) || NOT_ANSWERED
  );
}

/** AANP, ANCC or NCCPA (the body as the form names it), number and expiry. */
function describeCertification({ certification }: TVerificationAnswers): string {
  return (
    join([
      certification.body,
      certification.number && `number ${certification.number}`,
      expires(certification.expiresOn),
    ]) || NOT_ANSWERED
  );
}

/** Prescriptive authority: the DEA registration and the state controlled-substance registration. */
function describePrescriptive(answers: TVerificationAnswers): string {
  const { stateCsr } = answers;
  const state =
    stateCsr.has === false
      ? 'no state controlled-substance registration'
      : join([
          join(['State controlled-substance registration', stateCsr.state, stateCsr.number], ' '),
          expires(stateCsr.expiresOn),
        ]);
  const dea = answers.dea.has === false ? 'No DEA registration' : `DEA ${describeDea(answers)}`;
  return answers.dea.has === null && stateCsr.has === null ? NOT_ANSWERED : join([dea, state], '; ');
}

export function describeItem(kind: TVerificationKind, key: string, answers: TVerificationAnswers): string {
  switch (kind) {
    case 'npi':
    case 'oig':
    case 'sam':
      return describeIdentity(answers.identity);
    case 'licence':
      return describeLicences(answers, key.slice('licence:'.length));
    case 'dea':
      return describeDea(answers);
    case 'board':
      return describeBoard(answers);
    case 'education':
      return describeEducation(answers);
    case 'malpractice':
      return describeMalpractice(answers);
    case 'certification':
      return describeCertification(answers);
    case 'prescriptive':
      return describePrescriptive(answers);
    case 'custom':
      return '';
    default: {
      const never: never = kind;
      return never;
    }
  }
}
