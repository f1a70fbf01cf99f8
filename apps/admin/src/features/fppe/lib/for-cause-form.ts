import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  FOR_CAUSE_KINDS,
  FOR_CAUSE_KIND_LABELS,
  FPPE_DEFAULT_TEMPLATE,
  ZOpenForCauseRequest,
  type TFppeSummary,
  type TOpenForCauseRequest,
} from '@docapply/contracts';
import type { TFormFieldRow } from '@docapply/ui';
import { PLAN_FIELD_NAMES, ZPlanText, createPlanRows, toPlanValues, type TPlanFormValues } from './plan-form';

export type TForCauseValues = {
  doctorId: string;
  privilegeKey: string;
  kind: string;
  reason: string;
  plan: TPlanFormValues;
};

const { shape } = ZOpenForCauseRequest;

// The API's own contract checks the form: the same messages before and after sending.
export const forCauseResolver = zodResolver(
  z.strictObject({
    doctorId: shape.doctorId,
    privilegeKey: shape.privilegeKey,
    kind: shape.kind,
    reason: shape.reason,
    plan: ZPlanText,
  }),
) as unknown as Resolver<TForCauseValues, unknown, TOpenForCauseRequest>;

export const FOR_CAUSE_FIELD_NAMES = [
  'doctorId',
  'privilegeKey',
  'kind',
  'reason',
  ...PLAN_FIELD_NAMES.map((name) => `plan.${name}` as const),
] as const;

/** A practitioner's privilege that has had an FPPE here: what a for-cause FPPE may be opened on. */
export type TForCauseSubject = Pick<TFppeSummary, 'practitioner' | 'privilege'>;

export function createForCauseValues(subject?: TForCauseSubject): TForCauseValues {
  return {
    doctorId: subject?.practitioner.id ?? '',
    privilegeKey: subject?.privilege.key ?? '',
    kind: '',
    reason: '',
    plan: toPlanValues(FPPE_DEFAULT_TEMPLATE),
  };
}

/** The practitioners, and the chosen one's privileges, among the subjects offered. */
function createSubjectRows(subjects: TForCauseSubject[], doctorId: string): TFormFieldRow<TForCauseValues>[] {
  const practitioners = new Map(
    subjects.map((subject) => [subject.practitioner.id, subject.practitioner.name]),
  );
  const privileges = new Map(
    subjects
      .filter((subject) => subject.practitioner.id === doctorId)
      .map(({ privilege }) => [privilege.key, `${privilege.name} (${privilege.department})`]),
  );
  const toOptions = (map: Map<string, string>) =>
    [...map].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return [
    [
      {
        name: 'doctorId',
        type: 'select',
        label: 'Practitioner',
        required: true,
        options: toOptions(practitioners),
      },
      {
        name: 'privilegeKey',
        type: 'select',
        label: 'Privilege',
        required: true,
        options: toOptions(privileges),
        disabled: doctorId === '',
      },
    ],
  ];
}

/** The dialog's inputs: who and what (unless fixed), the trigger and its reason, then the plan. */
export function createForCauseRows(
  subjects: TForCauseSubject[] | null,
  doctorId: string,
): TFormFieldRow<TForCauseValues>[] {
  const kind = {
    name: 'kind',
    type: 'radio',
    label: 'What prompted it',
    required: true,
    options: FOR_CAUSE_KINDS.map((value) => ({ value, label: FOR_CAUSE_KIND_LABELS[value] })),
  } as const;
  const reason = {
    name: 'reason',
    type: 'textarea',
    label: 'Reason',
    required: true,
    rows: 3,
    helperText: 'Confidential: kept from the practitioner and the evaluators.',
  } as const;
  return [
    ...(subjects ? createSubjectRows(subjects, doctorId) : []),
    [kind],
    [reason],
    ...createPlanRows<TForCauseValues>('plan.'),
  ];
}
