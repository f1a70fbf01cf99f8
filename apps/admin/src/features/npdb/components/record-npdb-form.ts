import dayjs from 'dayjs';
import {
  NPDB_FORM_MESSAGES,
  NPDB_QUERY_KIND_LABELS,
  NPDB_QUERY_KINDS,
  NPDB_QUERY_REASON_LABELS,
  NPDB_QUERY_REASONS,
  NPDB_RESULT_LABELS,
  NPDB_RESULTS,
  ZNpdbQueryFields,
  checkNpdbEnrolment,
  dropOneTimeEnrolment,
  type TFieldDescriptor,
} from '@docapply/contracts';
import { DATE_FORMAT, todayString } from '@docapply/rules';
import type { TFormFieldRow } from '@docapply/ui';
import { createChosenFileSchema } from '@/lib/chosen-file';

/** The dialog's values as its inputs hold them: text, and the chosen response file. */
export type TNpdbFormValues = {
  kind: string;
  reason: string;
  queriedOn: string;
  enrolledOn: string;
  renewalOn: string;
  result: string;
  response: File | null;
};

/** The API's own contract for the fields, and the response PDF beside it (required). */
export const ZNpdbForm = ZNpdbQueryFields.extend({
  response: createChosenFileSchema({ types: ['application/pdf'], badType: NPDB_FORM_MESSAGES.responseNotPdf })
    .nullable()
    .refine((file): file is File => file !== null, NPDB_FORM_MESSAGES.responseMissing),
})
  .superRefine(checkNpdbEnrolment)
  .transform(dropOneTimeEnrolment);

type TNpdbField = Exclude<keyof TNpdbFormValues, 'response'>;

export const NPDB_FIELD_NAMES = [
  'kind',
  'reason',
  'queriedOn',
  'enrolledOn',
  'renewalOn',
  'result',
  'response',
] as const satisfies (keyof TNpdbFormValues)[];

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const FIELDS = {
  kind: {
    name: 'kind',
    type: 'radio',
    label: 'Kind of query',
    required: true,
    options: options(NPDB_QUERY_KINDS, NPDB_QUERY_KIND_LABELS),
  },
  reason: {
    name: 'reason',
    type: 'select',
    label: 'Reason',
    required: true,
    options: options(NPDB_QUERY_REASONS, NPDB_QUERY_REASON_LABELS),
  },
  queriedOn: {
    name: 'queriedOn',
    type: 'date',
    label: 'Date of the response',
    required: true,
    future: false,
  },
  enrolledOn: { name: 'enrolledOn', type: 'date', label: 'Enrolled on', required: true, future: false },
  renewalOn: {
    name: 'renewalOn',
    type: 'date',
    label: 'Renewal date',
    required: true,
    future: true,
    helperText: 'Usually a year after the enrolment',
  },
  result: {
    name: 'result',
    type: 'radio',
    label: 'The response',
    required: true,
    options: options(NPDB_RESULTS, NPDB_RESULT_LABELS),
  },
} satisfies Record<TNpdbField, TFieldDescriptor & { name: TNpdbField }>;

/** The rows for the kind chosen: an enrolment's start and renewal days only for a continuous one. */
export function npdbRows(kind: string): TFormFieldRow<TNpdbFormValues>[] {
  return [
    [FIELDS.kind],
    [FIELDS.reason, FIELDS.queriedOn],
    ...(kind === 'continuous' ? [[FIELDS.enrolledOn, FIELDS.renewalOn] as const] : []),
    [FIELDS.result],
  ];
}

/** A new query: one-time, for the initial appointment, answered today. */
export function createNpdbValues(): TNpdbFormValues {
  const today = todayString();
  return {
    kind: 'one-time',
    reason: 'initial-appointment',
    queriedOn: today,
    enrolledOn: today,
    renewalOn: dayjs(today).add(1, 'year').format(DATE_FORMAT),
    result: 'no-reports',
    response: null,
  };
}
