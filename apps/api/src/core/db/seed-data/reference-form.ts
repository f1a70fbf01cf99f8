import type { TFormDefinition, TFormField } from '@docapply/rules';

const RATING_OPTIONS = [
  { value: '1', label: '1 - Poor' },
  { value: '2', label: '2 - Fair' },
  { value: '3', label: '3 - Good' },
  { value: '4', label: '4 - Very good' },
  { value: '5', label: '5 - Excellent' },
];

function rating(name: string, label: string): TFormField {
  return { name, type: 'radio', label, required: true, options: RATING_OPTIONS };
}

/** The peer reference a colleague fills from the emailed link, without an account. */
export const REFERENCE_FORM: TFormDefinition = {
  sections: [
    {
      key: 'R',
      title: 'Peer reference',
      description:
        'Your answers are confidential: the medical staff office reads them, the applicant does not.',
      items: [
        {
          name: 'knownFor',
          type: 'select',
          label: 'How long have you known the applicant?',
          required: true,
          options: [
            { value: 'under-1', label: 'Less than 1 year' },
            { value: '1-3', label: '1 to 3 years' },
            { value: '3-5', label: '3 to 5 years' },
            { value: 'over-5', label: 'More than 5 years' },
          ],
          width: 6,
        },
        {
          name: 'capacity',
          type: 'select',
          label: 'In what capacity?',
          required: true,
          options: [
            { value: 'same-specialty', label: 'Colleague in the same specialty' },
            { value: 'other-specialty', label: 'Colleague in another specialty' },
            { value: 'chair', label: 'Department chair or supervisor' },
            { value: 'program-director', label: 'Training program director' },
            { value: 'other', label: 'Other' },
          ],
          width: 6,
        },
        {
          name: 'capacityOther',
          type: 'text',
          label: 'Describe your working relationship',
          required: true,
          maxLength: 200,
          showWhen: { field: 'capacity', equals: 'other' },
        },
        {
          name: 'observedRecently',
          type: 'radio',
          label: "Have you observed the applicant's clinical work in the past 24 months?",
          required: true,
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
        rating('clinicalKnowledge', 'Clinical knowledge'),
        rating('clinicalJudgement', 'Clinical judgement'),
        rating('communication', 'Communication with patients and staff'),
        rating('professionalism', 'Professionalism and ethics'),
        {
          name: 'recommend',
          type: 'radio',
          label: 'Would you recommend the applicant for medical staff membership?',
          required: true,
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'with-reservations', label: 'Yes, with reservations' },
            { value: 'no', label: 'No' },
          ],
          flagWhen: ['with-reservations', 'no'],
        },
        {
          name: 'reservations',
          type: 'textarea',
          label: 'Please explain your reservations',
          required: true,
          rows: 3,
          maxLength: 4000,
          showWhen: { field: 'recommend', equals: ['with-reservations', 'no'] },
        },
        { name: 'comments', type: 'textarea', label: 'Comments', rows: 3, maxLength: 4000 },
      ],
    },
  ],
};
