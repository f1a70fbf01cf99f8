import type { TApplicationStatus } from '@docapply/contracts';

export type TDecisionCopy = {
  /** The button. */
  action: string;
  /** The dialog's title. */
  question: string;
  /** What happens, in the dialog. */
  effect: string;
  tone: 'primary' | 'success' | 'error';
};

/** The words of each decision an admin can take (the machine decides which ones are offered). */
export function getDecisionCopy(status: TApplicationStatus): TDecisionCopy {
  switch (status) {
    case 'in-review':
      return {
        action: 'Move to in review',
        question: 'Start reviewing this application?',
        effect: 'The doctor is told the hospital is reviewing the application.',
        tone: 'primary',
      };
    case 'information-requested':
      return {
        action: 'Request information',
        question: 'Ask the doctor for more information?',
        effect:
          'The doctor can edit the application again and resubmit it. Say what is needed in the note or in a comment on the section.',
        tone: 'primary',
      };
    case 'finalise':
      return {
        action: 'Finalise',
        question: 'Finalise this application?',
        effect: 'The review is complete; the application waits for the final decision.',
        tone: 'primary',
      };
    case 'approved':
      return {
        action: 'Approve',
        question: 'Approve this application?',
        effect: 'This is the final decision: the doctor is told the application is approved.',
        tone: 'success',
      };
    case 'rejected':
      return {
        action: 'Reject',
        question: 'Reject this application?',
        effect: 'This is the final decision: the doctor is told the application is rejected.',
        tone: 'error',
      };
    case 'draft':
    case 'applied':
      // Only the doctor moves an application here; the API never offers it to an admin.
      return { action: 'Change status', question: 'Change the status?', effect: '', tone: 'primary' };
    default: {
      const never: never = status;
      return never;
    }
  }
}
