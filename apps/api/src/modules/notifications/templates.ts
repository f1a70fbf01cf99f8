import type { TRequestKind } from '@docapply/contracts';
import type { TSubmissionChanges } from '@docapply/rules';
import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

type TRequestAnsweredInput = {
  firstName: string;
  kind: TRequestKind;
  personName: string;
  state: 'completed' | 'declined';
  hospitalName: string;
  link: string;
};

function describeAnswer({ kind, personName, state, hospitalName }: TRequestAnsweredInput) {
  const isDeclined = state === 'declined';
  switch (kind) {
    case 'reference':
      return {
        subject: isDeclined
          ? `${personName} declined your reference request`
          : `${personName} answered your reference request`,
        text: isDeclined
          ? `${personName} declined to give a reference for your application to ${hospitalName}. ` +
            'You can name another reference on your application.'
          : `${personName} answered your request for a peer reference for your application to ${hospitalName}. ` +
            'Their answers go to the medical staff office only.',
      };
    case 'coverage':
      return {
        subject: isDeclined
          ? `${personName} declined to be your covering physician`
          : `${personName} answered as your covering physician`,
        text: isDeclined
          ? `${personName} declined to be your covering physician for your application to ${hospitalName}. ` +
            'You can name another covering physician on your application.'
          : `${personName} answered the covering physician form for your application to ${hospitalName}. ` +
            'Their answers go to the medical staff office only.',
      };
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** To the doctor when a reference or the covering physician answers or declines (never their answers). */
export function createRequestAnsweredMail(input: TRequestAnsweredInput): TMailContent {
  const { subject, text } = describeAnswer(input);
  return {
    subject,
    text: `Hello ${input.firstName},\n\n${text}\n\nSee your application at ${input.link}${SIGNATURE}`,
  };
}

/** To the doctor the first time everything the application needs is in. */
export function createReadyToSubmitMail({
  firstName,
  hospitalName,
  link,
}: {
  firstName: string;
  hospitalName: string;
  link: string;
}): TMailContent {
  return {
    subject: `Your application to ${hospitalName} is ready to submit`,
    text:
      `Hello ${firstName},\n\n` +
      `Your application to ${hospitalName} is complete and every reference and coverage request has been ` +
      'sent. Your references can answer after you submit. Review it, sign the attestation and submit it ' +
      'when you are ready:\n\n' +
      `${link}` +
      SIGNATURE,
  };
}

function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 answers changed, 1 document replaced": counts only, never the answers themselves. */
export function summariseChanges(changes: TSubmissionChanges): string {
  const answers = changes.answers.filter((change) => change.fieldType !== 'file').length;
  const byKind = (kind: 'added' | 'replaced' | 'removed') =>
    changes.documents.filter((document) => document.change === kind).length;
  const privileges = (kind: 'added' | 'removed') =>
    changes.privileges.filter((privilege) => privilege.change === kind).length;
  const parts = [
    answers ? `${countOf(answers, 'answer', 'answers')} changed` : '',
    byKind('replaced') ? `${countOf(byKind('replaced'), 'document', 'documents')} replaced` : '',
    byKind('added') ? `${countOf(byKind('added'), 'document', 'documents')} added` : '',
    byKind('removed') ? `${countOf(byKind('removed'), 'document', 'documents')} removed` : '',
    privileges('added') ? `${countOf(privileges('added'), 'privilege', 'privileges')} added` : '',
    privileges('removed') ? `${countOf(privileges('removed'), 'privilege', 'privileges')} removed` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'no answers or documents changed';
}

/** To the application's assignee, or every admin of the hospital when nobody is assigned. */
export function createResubmittedMail({
  doctorName,
  hospitalName,
  isAssignee,
  since,
  changes,
  link,
}: {
  doctorName: string;
  hospitalName: string;
  isAssignee: boolean;
  since: number | null;
  changes: TSubmissionChanges;
  link: string;
}): TMailContent {
  const assigned = isAssignee ? ' It is assigned to you.' : '';
  const summary = since === null ? '' : `Since submission ${since}: ${summariseChanges(changes)}.\n\n`;
  return {
    subject: `Application resubmitted: ${doctorName}`,
    text:
      'Hello,\n\n' +
      `${doctorName} answered the request for information and resubmitted their application to ` +
      `${hospitalName}.${assigned}\n\n` +
      summary +
      `Review it, with what changed marked, at ${link}` +
      SIGNATURE,
  };
}
