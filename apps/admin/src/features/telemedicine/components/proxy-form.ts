import { z } from 'zod';
import {
  TELEMEDICINE_FORM_MESSAGES,
  ZProxyDecisionFields,
  type TApplicationTelemedicine,
  type TFieldDescriptor,
} from '@docapply/contracts';
import { formatDay, type TFormFieldRow } from '@docapply/ui';
import { todayString } from '@docapply/rules';
import { createChosenFileSchema } from '@/lib/chosen-file';

/** The dialog's values: text, the privileges ticked as granted there, and the decision's PDF. */
export type TProxyFormValues = {
  agreementId: string;
  decidedOn: string;
  grantedPrivilegeIds: string[];
  appointmentEndsOn: string;
  decision: File | null;
};

/** The API's contract, the ticked privileges as a list, and the PDF beside them (required). */
export const ZProxyForm = ZProxyDecisionFields.extend({
  grantedPrivilegeIds: z.array(z.string()).min(1, TELEMEDICINE_FORM_MESSAGES.noneGranted),
  decision: createChosenFileSchema({
    types: ['application/pdf'],
    badType: TELEMEDICINE_FORM_MESSAGES.decisionNotPdf,
  })
    .nullable()
    .refine((file): file is File => file !== null, TELEMEDICINE_FORM_MESSAGES.decisionMissing),
});

export const PROXY_FIELD_NAMES = [
  'agreementId',
  'decidedOn',
  'grantedPrivilegeIds',
  'appointmentEndsOn',
  'decision',
] as const satisfies (keyof TProxyFormValues)[];

type TTextField = 'agreementId' | 'decidedOn' | 'appointmentEndsOn';

/** The agreement to choose among those in force, and the two days. */
export function createProxyRows(
  agreements: TApplicationTelemedicine['agreements'],
): TFormFieldRow<TProxyFormValues>[] {
  const fields = {
    agreementId: {
      name: 'agreementId',
      type: 'select',
      label: 'Agreement',
      required: true,
      options: agreements.map((agreement) => ({
        value: agreement.id,
        label: `${agreement.distantSiteName} (signed ${formatDay(agreement.signedOn)})`,
      })),
    },
    decidedOn: {
      name: 'decidedOn',
      type: 'date',
      label: 'Distant site’s decision date',
      required: true,
      future: false,
    },
    appointmentEndsOn: {
      name: 'appointmentEndsOn',
      type: 'date',
      label: 'Distant site’s appointment ends on',
      required: true,
      future: true,
    },
  } satisfies Record<TTextField, TFieldDescriptor & { name: TTextField }>;
  return [[fields.agreementId], [fields.decidedOn, fields.appointmentEndsOn]];
}

/** A new record (or a replacement, starting from the one recorded). */
export function createProxyValues(data: TApplicationTelemedicine): TProxyFormValues {
  const { proxy, agreements } = data;
  return {
    agreementId: proxy?.agreement.id ?? (agreements.length === 1 ? agreements[0].id : ''),
    decidedOn: proxy?.decidedOn ?? todayString(),
    grantedPrivilegeIds: proxy?.privileges.filter((one) => one.granted).map((one) => one.privilegeId) ?? [],
    appointmentEndsOn: proxy?.appointmentEndsOn ?? '',
    decision: null,
  };
}
