import type { FieldValues, Path } from 'react-hook-form';
import { z } from 'zod';
import {
  FPPE_MAX_CASES,
  FPPE_MAX_DAYS,
  FPPE_METHODS,
  FPPE_METHOD_LABELS,
  ZAdjustFppePlanRequest,
  type TAdjustFppePlanRequest,
  type TFieldDescriptor,
} from '@docapply/contracts';
import { wholeNumberText, type TFormFieldRow } from '@docapply/ui';

/** A plan as its inputs hold it: the numbers as text, no cases as ''. */
export type TPlanFormValues = { method: string; cases: string; days: string; criteria: string };

const { shape } = ZAdjustFppePlanRequest;

/** The contract's plan, read from the inputs' text with the contract's own ranges and messages. */
export const ZPlanText = z.strictObject({
  method: shape.method,
  cases: z
    .string()
    .trim()
    .pipe(z.union([z.literal('').transform(() => null), wholeNumberText(shape.cases.unwrap())])),
  days: wholeNumberText(shape.days),
  criteria: shape.criteria,
}) satisfies z.ZodType<TAdjustFppePlanRequest, TPlanFormValues>;

export const PLAN_FIELD_NAMES = ['method', 'cases', 'days', 'criteria'] as const;

export function toPlanValues(plan?: {
  method: string;
  cases: number | null;
  days: number;
  criteria: string;
}): TPlanFormValues {
  return plan
    ? {
        method: plan.method,
        cases: plan.cases === null ? '' : String(plan.cases),
        days: String(plan.days),
        criteria: plan.criteria,
      }
    : { method: '', cases: '', days: '', criteria: '' };
}

const METHOD_OPTIONS = FPPE_METHODS.map((value) => ({ value, label: FPPE_METHOD_LABELS[value] }));

/**
 * The plan's inputs, named under `prefix` ('' for a plan alone, 'plan.' or 'newPlan.' inside a
 * larger request, as the API names its field messages).
 */
export function createPlanRows<TValues extends FieldValues>(prefix: string): TFormFieldRow<TValues>[] {
  const named = (name: string) => `${prefix}${name}` as Path<TValues>;
  const field = (descriptor: TFieldDescriptor) => ({ ...descriptor, name: named(descriptor.name) });
  return [
    [field({ name: 'method', type: 'select', label: 'Method', required: true, options: METHOD_OPTIONS })],
    [
      field({
        name: 'cases',
        type: 'number',
        label: 'Cases to evaluate',
        min: 1,
        helperText: `Up to ${FPPE_MAX_CASES}; empty for a period alone`,
      }),
      field({
        name: 'days',
        type: 'number',
        label: 'Days to the due date',
        required: true,
        min: 7,
        helperText: `From 7 to ${FPPE_MAX_DAYS}, counted from the start`,
      }),
    ],
    [field({ name: 'criteria', type: 'textarea', label: 'Criteria', required: true, rows: 3 })],
  ];
}
