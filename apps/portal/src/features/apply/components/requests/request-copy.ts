import type { TRequestKind } from '@docapply/contracts';

type TRequestCopy = {
  title: string;
  intro: (required: number) => string;
  empty: string;
  add: string;
  addTitle: string;
  replaceTitle: string;
  dialogIntro: string;
  sent: string;
};

/** The words of the references panel and of the covering-physician panel. */
export const REQUEST_COPY: Record<TRequestKind, TRequestCopy> = {
  reference: {
    title: 'Peer references',
    intro: (required) =>
      `Name at least ${required} colleagues who know your clinical work. Each gets an email with a secure link to answer the hospital's questions; you see where each request stands, never the answers.`,
    empty: 'No references named yet.',
    add: 'Add a reference',
    addTitle: 'Name a peer reference',
    replaceTitle: 'Ask someone else',
    dialogIntro:
      'We email this person a secure link to the hospital’s reference form. The link works for 14 days.',
    sent: 'The request was sent.',
  },
  coverage: {
    title: 'Covering physician',
    intro: () =>
      'Name the physician who covers your patients when you are not available. They confirm by a secure emailed link.',
    empty: 'No covering physician named yet.',
    add: 'Name your covering physician',
    addTitle: 'Name your covering physician',
    replaceTitle: 'Ask another covering physician',
    dialogIntro: 'We email this physician a secure link to confirm the coverage. The link works for 14 days.',
    sent: 'The request was sent.',
  },
};
