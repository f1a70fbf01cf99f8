import { z } from 'zod';
import type { Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONDITION_KINDS,
  DECISION_MESSAGES,
  MEMBERSHIP_CATEGORIES,
  PRIVILEGE_OUTCOMES,
  type TCommitteeFile,
  type TRecommendationInput,
} from '@docapply/contracts';
import { MESSAGES } from '@docapply/rules';
import { ApiError, isApiError } from '@docapply/ui';

/** The most months an appointment runs (the Joint Commission's limit). */
export const MAX_APPOINTMENT_MONTHS = 24;

const ZPrivilegeForm = z
  .object({
    privilegeId: z.string(),
    outcome: z.union([z.enum(PRIVILEGE_OUTCOMES), z.literal('')]),
    conditionKinds: z.array(z.enum(CONDITION_KINDS)),
    conditionText: z.string().trim(),
    reason: z.string().trim(),
  })
  .superRefine((item, context) => {
    const need = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!item.outcome) {
      need('outcome', 'Choose a recommendation');
    }
    if (item.outcome === 'grant-with-conditions') {
      if (item.conditionKinds.length === 0) {
        need('conditionKinds', DECISION_MESSAGES.conditionsRequired);
      }
      if (!item.conditionText) {
        need('conditionText', DECISION_MESSAGES.conditionsRequired);
      }
    }
    if (item.outcome === 'defer' && !item.reason) {
      need('reason', DECISION_MESSAGES.missingRequired);
    }
    if (item.outcome === 'deny' && !item.reason) {
      need('reason', DECISION_MESSAGES.reasonRequired);
    }
  })
  .transform((item) => ({
    privilegeId: item.privilegeId,
    outcome: item.outcome as (typeof PRIVILEGE_OUTCOMES)[number],
    ...(item.outcome === 'grant-with-conditions'
      ? { conditions: { kinds: item.conditionKinds, text: item.conditionText } }
      : {}),
    ...(item.outcome === 'defer' || item.outcome === 'deny' ? { reason: item.reason } : {}),
  }));

const ZRecommendationForm = z.object({
  privileges: z.array(ZPrivilegeForm),
  membershipCategory: z
    .union([z.enum(MEMBERSHIP_CATEGORIES), z.literal('')])
    .refine(Boolean, MESSAGES.required),
  appointmentMonths: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^\d+$/, 'Enter a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `Enter a number from 1 to ${MAX_APPOINTMENT_MONTHS}`)
        .max(MAX_APPOINTMENT_MONTHS, `Enter a number from 1 to ${MAX_APPOINTMENT_MONTHS}`),
    ),
  comment: z.string().trim().max(4000, 'At most 4000 characters'),
});

export type TRecommendationFormValues = z.input<typeof ZRecommendationForm>;

const toInput = ZRecommendationForm.transform((values): TRecommendationInput => ({
  privileges: values.privileges,
  membershipCategory: values.membershipCategory as TRecommendationInput['membershipCategory'],
  appointmentMonths: values.appointmentMonths,
  ...(values.comment ? { comment: values.comment } : {}),
}));

export const recommendationResolver = zodResolver(toInput) as unknown as Resolver<
  TRecommendationFormValues,
  unknown,
  TRecommendationInput
>;

/** An empty form for the file's requested privileges; a proposal being voted on is not edited here. */
export function createRecommendationValues(file: TCommitteeFile): TRecommendationFormValues {
  return {
    privileges: file.requested.map((privilege) => ({
      privilegeId: privilege.privilegeId,
      outcome: '',
      conditionKinds: [],
      conditionText: '',
      reason: '',
    })),
    membershipCategory: '',
    appointmentMonths: String(MAX_APPOINTMENT_MONTHS),
    comment: '',
  };
}

/** The inputs a server's field message can land on, for `count` privileges. */
export function recommendationFieldNames(count: number): Path<TRecommendationFormValues>[] {
  const names: Path<TRecommendationFormValues>[] = ['membershipCategory', 'appointmentMonths', 'comment'];
  for (let index = 0; index < count; index += 1) {
    names.push(
      `privileges.${index}.outcome`,
      `privileges.${index}.conditionKinds`,
      `privileges.${index}.conditionText`,
      `privileges.${index}.reason`,
    );
  }
  return names;
}

/** The contract's `privileges.0.conditions…` paths, as the form's own inputs name them. */
const CONDITION_PATH = /^(privileges\.\d+)\.conditions(?:\.(kinds|text))?$/;

export function toFormFieldErrors(error: unknown): unknown {
  if (!isApiError(error) || !error.fields) {
    return error;
  }
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => {
      const match = CONDITION_PATH.exec(path);
      if (!match) {
        return [path, message];
      }
      return [`${match[1]}.${match[2] === 'kinds' ? 'conditionKinds' : 'conditionText'}`, message];
    }),
  );
  return new ApiError({ statusCode: error.statusCode, code: error.code, message: error.message, fields });
}
