import {
  TELEMEDICINE_FORM_MESSAGES,
  ZTelemedicineAgreementFields,
  checkAgreementDays,
  type TFieldDescriptor,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TFormFieldRow } from '@docapply/ui';
import { createChosenFileSchema } from '@/lib/chosen-file';

/** The dialog's values as its inputs hold them: text, and the chosen agreement file. */
export type TAgreementFormValues = {
  distantSiteName: string;
  ccn: string;
  signedOn: string;
  endsOn: string;
  agreement: File | null;
};

/** The API's own contract for the fields, and the signed PDF beside it (required). */
export const ZAgreementForm = ZTelemedicineAgreementFields.extend({
  agreement: createChosenFileSchema({
    types: ['application/pdf'],
    badType: TELEMEDICINE_FORM_MESSAGES.agreementNotPdf,
  })
    .nullable()
    .refine((file): file is File => file !== null, TELEMEDICINE_FORM_MESSAGES.agreementMissing),
}).superRefine(checkAgreementDays);

export const AGREEMENT_FIELD_NAMES = [
  'distantSiteName',
  'ccn',
  'signedOn',
  'endsOn',
  'agreement',
] as const satisfies (keyof TAgreementFormValues)[];

type TTextField = Exclude<keyof TAgreementFormValues, 'agreement'>;

const FIELDS = {
  distantSiteName: {
    name: 'distantSiteName',
    type: 'text',
    label: 'Distant-site hospital',
    required: true,
  },
  ccn: {
    name: 'ccn',
    type: 'text',
    label: 'CMS certification number',
    helperText: '6 characters, if you have it',
  },
  signedOn: { name: 'signedOn', type: 'date', label: 'Signed on', required: true, future: false },
  endsOn: {
    name: 'endsOn',
    type: 'date',
    label: 'Ends on',
    future: true,
    helperText: 'Leave empty if it has no end date',
  },
} satisfies Record<TTextField, TFieldDescriptor & { name: TTextField }>;

export const AGREEMENT_ROWS: TFormFieldRow<TAgreementFormValues>[] = [
  [FIELDS.distantSiteName, FIELDS.ccn],
  [FIELDS.signedOn, FIELDS.endsOn],
];

export function createAgreementValues(): TAgreementFormValues {
  return { distantSiteName: '', ccn: '', signedOn: todayString(), endsOn: '', agreement: null };
}
