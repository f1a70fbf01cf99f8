import type { TRequestKind, TRequestLinkValues } from '@docapply/contracts';

type TKindTexts = {
  /** The page heading, e.g. "Reference for Dr. Dana Doe". */
  title: (values: TRequestLinkValues) => string;
  intro: (values: TRequestLinkValues) => string;
  declineTitle: string;
  declineText: (values: TRequestLinkValues) => string;
};

/** What each kind of open page says; the form itself comes from the hospital. */
export const KIND_TEXTS: Record<TRequestKind, TKindTexts> = {
  reference: {
    title: ({ doctorName }) => `Reference for ${doctorName}`,
    intro: ({ doctorName, hospital }) =>
      `${doctorName} has applied for medical staff membership at ${hospital.name} and named you as a peer ` +
      `reference. Please answer ${hospital.name}'s questions below. Your answers go to the hospital's ` +
      `medical staff office only; ${doctorName} will not see them.`,
    declineTitle: 'Decline this reference request?',
    declineText: ({ doctorName, hospital }) =>
      `${doctorName} and ${hospital.name} will see that you declined. This link will then stop working.`,
  },
  coverage: {
    title: ({ doctorName }) => `Alternative coverage for ${doctorName}`,
    intro: ({ doctorName, hospital }) =>
      `${doctorName} has applied for medical staff membership at ${hospital.name} and named you as the ` +
      `covering physician, who looks after their patients when they are unavailable. Please answer ` +
      `${hospital.name}'s questions below.`,
    declineTitle: 'Decline to be the covering physician?',
    declineText: ({ doctorName, hospital }) =>
      `${doctorName} and ${hospital.name} will see that you declined. This link will then stop working.`,
  },
};
