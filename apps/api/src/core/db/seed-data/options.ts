import { US_STATES, type TFormField, type TFormItem } from '@docapply/rules';

/** Shared building blocks of the default forms. */
export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A required yes/no radio whose "Yes" is a red flag, and a required explanation shown only on "Yes". */
export function yesNoExplained(name: string, label: string, explanationLabel: string): TFormItem[] {
  return [
    { name, type: 'radio', label, required: true, options: YES_NO, flagWhen: ['yes'] },
    {
      name: `${name}Explanation`,
      type: 'textarea',
      label: explanationLabel,
      required: true,
      rows: 4,
      maxLength: 4000,
      helperText: 'Dates, the body or facility involved, the outcome, and any documents you can provide.',
      showWhen: { field: name, equals: 'yes' },
    },
  ];
}

/** A US state drop-down (the 50 states, DC and territories). */
export function stateSelect(name: string, label: string, extra: Partial<TFormField> = {}): TFormField {
  return { name, type: 'select', label, options: US_STATES, check: 'us-state', ...extra };
}
