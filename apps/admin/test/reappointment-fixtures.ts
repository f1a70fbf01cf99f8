import type { TReappointmentComparison } from '@docapply/contracts';

/** The approved application a reappointment renews. */
export const PREVIOUS_ID = '44444444-4444-4444-8444-444444444444';

/** What changed since the approval: a delegate's edit, and a licence a renewal changed (issue 43). */
export const COMPARISON: TReappointmentComparison = {
  previousApplicationId: PREVIOUS_ID,
  approvedOn: '2027-03-31',
  changes: {
    answers: [
      {
        formKey: 'application',
        formTitle: 'Application',
        sectionKey: 'A',
        sectionTitle: 'Identity and contact',
        path: 'phone',
        label: 'Phone',
        fieldType: 'tel',
        before: '+1 212-555-0100',
        after: '+1 312-555-0199',
        source: { kind: 'delegate', name: 'Olive Manager' },
      },
      {
        formKey: 'application',
        formTitle: 'Application',
        sectionKey: 'B',
        sectionTitle: 'Education, training and licensure',
        path: 'licenceExpires',
        label: 'Licence expires',
        fieldType: 'date',
        before: '01/01/2098',
        after: '01/01/2099',
        source: { kind: 'renewal' },
      },
    ],
    documents: [
      {
        change: 'replaced',
        label: 'Licence copy',
        formTitle: 'Application',
        formKey: 'application',
        path: 'licenceCopy',
        file: { id: 'file-new', name: 'licence-2026.pdf' },
        previous: { id: 'file-old', name: 'licence.pdf' },
        source: { kind: 'renewal' },
      },
    ],
    privileges: [],
  },
};
