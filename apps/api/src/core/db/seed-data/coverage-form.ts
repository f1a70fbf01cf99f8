import type { TFormDefinition } from '@docapply/rules';
import { YES_NO } from './options';

/** The covering physician's agreement, filled from the emailed link without an account. */
export function createCoverageForm(hospitalName: string): TFormDefinition {
  const ifAgreed = { field: 'agreeToCover', equals: 'yes' };
  return {
    sections: [
      {
        key: 'V',
        title: 'Alternative coverage agreement',
        description:
          "A covering physician cares for the applicant's patients when the applicant is unavailable.",
        items: [
          {
            name: 'agreeToCover',
            type: 'radio',
            label: "Do you agree to cover the applicant's patients when the applicant is unavailable?",
            required: true,
            options: YES_NO,
            flagWhen: ['no'],
          },
          {
            name: 'coverageArrangements',
            type: 'textarea',
            label: 'Coverage arrangements',
            helperText: 'Days, hours and call rotation you will cover.',
            required: true,
            rows: 3,
            maxLength: 4000,
            showWhen: ifAgreed,
          },
          {
            name: 'practiceLocation',
            type: 'text',
            label: 'Practice location',
            required: true,
            maxLength: 200,
            showWhen: ifAgreed,
            width: 6,
          },
          {
            name: 'coveragePhone',
            type: 'tel',
            label: 'Phone for coverage calls',
            required: true,
            showWhen: ifAgreed,
            width: 6,
          },
          {
            name: 'hasPrivilegesHere',
            type: 'radio',
            label: `Do you hold clinical privileges at ${hospitalName}?`,
            required: true,
            options: [...YES_NO, { value: 'applying', label: 'Applying' }],
            showWhen: ifAgreed,
          },
          { name: 'comments', type: 'textarea', label: 'Comments', rows: 3, maxLength: 4000 },
        ],
      },
    ],
  };
}
