import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TEMPORARY_PRIVILEGE_BASES,
  TEMPORARY_PRIVILEGE_BASIS_LABELS,
  TEMPORARY_PRIVILEGE_REASON_MAX,
  ZGrantTemporaryPrivilegesRequest,
  type TFieldDescriptor,
  type TGrantTemporaryPrivilegesRequest,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TFormFieldRow } from '@docapply/ui';

/** The dialog's values as its inputs hold them. */
export type TGrantFormValues = {
  privilegeIds: string[];
  basis: string;
  reason: string;
  startsOn: string;
  endsOn: string;
};
type TTextField = Exclude<keyof TGrantFormValues, 'privilegeIds'>;

export const GRANT_FIELD_NAMES = [
  'privilegeIds',
  'basis',
  'reason',
  'startsOn',
  'endsOn',
] as const satisfies (keyof TGrantFormValues)[];

// The API's own contract checks the form: the same messages before and after sending.
export const grantResolver = zodResolver(ZGrantTemporaryPrivilegesRequest) as unknown as Resolver<
  TGrantFormValues,
  unknown,
  TGrantTemporaryPrivilegesRequest
>;

/** The fields but the privileges' checkboxes; the last day's hint says the hospital's maximum. */
export function createGrantRows(maxDays: number): TFormFieldRow<TGrantFormValues>[] {
  const fields = {
    basis: {
      name: 'basis',
      type: 'radio',
      label: 'Basis',
      required: true,
      options: TEMPORARY_PRIVILEGE_BASES.map((basis) => ({
        value: basis,
        label: TEMPORARY_PRIVILEGE_BASIS_LABELS[basis],
      })),
    },
    reason: {
      name: 'reason',
      type: 'textarea',
      label: 'Reason',
      required: true,
      rows: 3,
      helperText: `Why they are needed now (up to ${TEMPORARY_PRIVILEGE_REASON_MAX} characters). The doctor does not see it.`,
    },
    startsOn: {
      name: 'startsOn',
      type: 'date',
      label: 'First day',
      required: true,
      past: false,
      future: true,
    },
    endsOn: {
      name: 'endsOn',
      type: 'date',
      label: 'Last day',
      required: true,
      past: false,
      future: true,
      helperText: `At most ${maxDays} days, the first and the last day included`,
    },
  } satisfies Record<TTextField, TFieldDescriptor & { name: TTextField }>;
  return [[fields.basis], [fields.startsOn, fields.endsOn], [fields.reason]];
}

export function createGrantValues(): TGrantFormValues {
  return { privilegeIds: [], basis: '', reason: '', startsOn: todayString(), endsOn: '' };
}
