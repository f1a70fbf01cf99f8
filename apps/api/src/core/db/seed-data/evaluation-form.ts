import type { TFormDefinition, TFormField } from '@docapply/rules';

const RATING_OPTIONS = [
  { value: '1', label: '1 - Unacceptable' },
  { value: '2', label: '2 - Below expectations' },
  { value: '3', label: '3 - Meets expectations' },
  { value: '4', label: '4 - Above expectations' },
  { value: '5', label: '5 - Exemplary' },
];

function rating(name: string, label: string): TFormField {
  return { name, type: 'radio', label, required: true, options: RATING_OPTIONS };
}

/**
 * The standard FPPE evaluation (issue 41): one case, as a proctor or reviewer judges it. A hospital
 * edits it in the form builder, or adds forms of its own (`evaluation-…`) for a privilege's plan.
 */
export const EVALUATION_FORM: TFormDefinition = {
  sections: [
    {
      key: 'E',
      title: 'Case evaluation',
      description:
        'Peer-review material: the medical staff office, the evaluators of this FPPE and the committees read it; the practitioner does not.',
      items: [
        {
          name: 'indication',
          type: 'radio',
          label: 'Was the indication for the care or procedure appropriate?',
          required: true,
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
        rating('judgement', 'Clinical judgement'),
        rating('technique', 'Technical skill'),
        {
          name: 'outcome',
          type: 'select',
          label: 'Outcome',
          required: true,
          options: [
            { value: 'expected', label: 'As expected' },
            { value: 'minor', label: 'Minor complication' },
            { value: 'major', label: 'Major complication' },
          ],
        },
        rating('documentation', 'Documentation'),
        rating('communication', 'Communication with the team and the patient'),
        { name: 'comments', type: 'textarea', label: 'Comments', rows: 3, maxLength: 4000 },
      ],
    },
  ],
};
