import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  FPPE_CONCLUSIONS,
  FPPE_CONCLUSION_LABELS,
  FPPE_MESSAGES,
  ZConcludeFppeRequest,
  type TConcludeFppeRequest,
  type TFppeDetail,
} from '@docapply/contracts';
import type { TFormFieldRow } from '@docapply/ui';
import { PLAN_FIELD_NAMES, ZPlanText, createPlanRows, toPlanValues, type TPlanFormValues } from './plan-form';

export type TConcludeValues = {
  conclusion: string;
  note: string;
  conditions: string;
  /** Read only for an extension: the next FPPE's plan. */
  newPlan: TPlanFormValues;
};

const { shape } = ZConcludeFppeRequest;

/** The contract's rules on the inputs' text: the conditions, the new plan or the note as the conclusion needs. */
const ZConcludeText = z
  .strictObject({
    conclusion: shape.conclusion,
    note: shape.note,
    conditions: z.string(),
    newPlan: z.custom<TPlanFormValues>(),
  })
  .superRefine((values, ctx) => {
    if (values.conclusion === 'extended') {
      const plan = ZPlanText.safeParse(values.newPlan);
      for (const issue of plan.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['newPlan', ...issue.path], message: issue.message });
      }
    }
    if (values.conclusion === 'conditions' && values.conditions.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: FPPE_MESSAGES.conditionsRequired });
    }
    if ((values.conclusion === 'restriction' || values.conclusion === 'removal') && values.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: FPPE_MESSAGES.reasonRequired });
    }
  })
  .transform(({ conclusion, note, conditions, newPlan }): TConcludeFppeRequest => ({
    conclusion,
    note,
    ...(conclusion === 'conditions' ? { conditions: conditions.trim() } : {}),
    ...(conclusion === 'extended' ? { newPlan: ZPlanText.parse(newPlan) } : {}),
  }));

export const concludeResolver = zodResolver(ZConcludeText) as unknown as Resolver<
  TConcludeValues,
  unknown,
  TConcludeFppeRequest
>;

export const CONCLUDE_FIELD_NAMES = [
  'conclusion',
  'note',
  'conditions',
  ...PLAN_FIELD_NAMES.map((name) => `newPlan.${name}` as const),
] as const;

export function createConcludeValues(fppe: TFppeDetail): TConcludeValues {
  return { conclusion: '', note: '', conditions: '', newPlan: toPlanValues(fppe) };
}

const CONCLUSION_OPTIONS = FPPE_CONCLUSIONS.map((value) => ({ value, label: FPPE_CONCLUSION_LABELS[value] }));

/** The conclusion, then what it needs: conditions, or the new plan of an extension; the note last. */
export function createConcludeRows(conclusion: string): TFormFieldRow<TConcludeValues>[] {
  const isReferral = conclusion === 'restriction' || conclusion === 'removal';
  return [
    [{ name: 'conclusion', type: 'radio', label: 'Conclusion', required: true, options: CONCLUSION_OPTIONS }],
    ...(conclusion === 'conditions'
      ? [
          [
            {
              name: 'conditions',
              type: 'textarea',
              label: 'Conditions',
              required: true,
              rows: 3,
              helperText: 'The practitioner sees them with the conclusion.',
            },
          ] as const,
        ]
      : []),
    ...(conclusion === 'extended' ? createPlanRows<TConcludeValues>('newPlan.') : []),
    [
      {
        name: 'note',
        type: 'textarea',
        label: isReferral ? 'Reason' : 'Note',
        required: isReferral,
        rows: 3,
        helperText: isReferral
          ? 'Sent with the referral to the first step of the decision route.'
          : 'Optional: what the evaluations showed.',
      },
    ],
  ];
}
