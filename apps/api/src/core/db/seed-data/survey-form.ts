import type { TFormDefinition } from '@docapply/rules';
import { YES_NO } from './options';

/** The pre-appointment survey: practice plans the medical staff office uses for onboarding. */
export const SURVEY_FORM: TFormDefinition = {
  sections: [
    {
      key: 'S',
      title: 'Practice plans',
      description: 'Helps the medical staff office plan your onboarding. It is not scored.',
      items: [
        {
          name: 'preferredStartDate',
          type: 'date',
          label: 'Preferred start date',
          required: true,
          past: false,
          future: true,
          width: 6,
        },
        {
          name: 'admissionsPerMonth',
          type: 'number',
          label: 'Expected admissions per month',
          required: true,
          width: 6,
        },
        {
          name: 'practiceSetting',
          type: 'radio',
          label: 'Where will you mostly practice?',
          required: true,
          options: [
            { value: 'inpatient', label: 'Inpatient' },
            { value: 'outpatient', label: 'Outpatient' },
            { value: 'both', label: 'Both' },
          ],
        },
        {
          name: 'languages',
          type: 'text',
          label: 'Languages you use with patients besides English',
          maxLength: 200,
        },
        {
          name: 'ehrSystem',
          type: 'select',
          label: 'Electronic health record you know best',
          required: true,
          options: [
            { value: 'epic', label: 'Epic' },
            { value: 'oracle-health', label: 'Oracle Health (Cerner)' },
            { value: 'meditech', label: 'MEDITECH' },
            { value: 'athenahealth', label: 'athenahealth' },
            { value: 'other', label: 'Other' },
            { value: 'none', label: 'None' },
          ],
          width: 6,
        },
        {
          name: 'ehrOther',
          type: 'text',
          label: 'Which system?',
          required: true,
          maxLength: 100,
          showWhen: { field: 'ehrSystem', equals: 'other' },
          width: 6,
        },
        {
          name: 'teachingInterest',
          type: 'radio',
          label: 'Are you interested in teaching residents and students?',
          required: true,
          options: [...YES_NO, { value: 'maybe', label: 'Maybe later' }],
        },
        {
          name: 'telehealth',
          type: 'radio',
          label: 'Would you see patients by telehealth?',
          required: true,
          options: YES_NO,
        },
        {
          name: 'callAvailability',
          type: 'select',
          label: 'Call availability',
          options: [
            { value: 'weekdays', label: 'Weeknights' },
            { value: 'weekends', label: 'Weekends' },
            { value: 'both', label: 'Weeknights and weekends' },
            { value: 'none', label: 'No call' },
          ],
          width: 6,
        },
        {
          name: 'comments',
          type: 'textarea',
          label: 'Anything else the medical staff office should know?',
          rows: 3,
          maxLength: 4000,
        },
      ],
    },
  ],
};
