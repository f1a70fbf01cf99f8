import { z } from 'zod';
import type { Path } from 'react-hook-form';
import {
  FPPE_DEFAULT_TEMPLATE,
  ZSavePrivilegeRequest,
  type TAdminPrivilege,
  type TSavePrivilegeRequest,
} from '@docapply/contracts';

/** The form's select value for "No form" (MUI's select shows nothing for an empty value). */
export const NO_FORM = 'none';

/** The FPPE method's select value for the hospital's standard plan (no template of its own). */
export const STANDARD_PLAN = 'standard';

/**
 * What the dialog's inputs hold: the request's shape (so the server's `fields`, keyed by the
 * request's paths, land on the inputs), as the text and "true"/"false" the shared Field works with.
 */
export type TPrivilegeFormValues = {
  department: string;
  name: string;
  criteria: string;
  requirements: {
    minCases: { count: string; months: string };
    boardCertification: string;
    /** The FPPE a grant starts (issue 41): `method` is STANDARD_PLAN for the hospital's standard one. */
    fppe: { method: string; cases: string; days: string; criteria: string };
  };
  isCore: string;
  enabled: boolean;
  formKey: string;
  /** The practitioner types who may ask for it (issue 42); none: every type. */
  practitionerTypes: string[];
};

/** The inputs a server's field message lands on; any other (`enabled`) shows as the error alert. */
export const PRIVILEGE_FIELD_NAMES = [
  'department',
  'name',
  'criteria',
  'requirements.minCases.count',
  'requirements.minCases.months',
  'requirements.boardCertification',
  'requirements.fppe.method',
  'requirements.fppe.cases',
  'requirements.fppe.days',
  'requirements.fppe.criteria',
  'isCore',
  'formKey',
] as const satisfies readonly Path<TPrivilegeFormValues>[];

const WHOLE_NUMBER = /^\d+$/;

/** The FPPE template, or nothing for the standard plan; numbers as typed (the contract checks them). */
function toFppe({ method, cases, days, criteria }: TPrivilegeFormValues['requirements']['fppe']) {
  if (method === STANDARD_PLAN) {
    return {};
  }
  return {
    fppe: {
      method: method as TFppeMethodValue,
      cases: cases.trim() === '' ? null : Number(cases),
      days: Number(days),
      criteria,
    },
  };
}

type TFppeMethodValue = NonNullable<TSavePrivilegeRequest['requirements']['fppe']>['method'];

function toRequest(values: TPrivilegeFormValues): TSavePrivilegeRequest {
  const count = values.requirements.minCases.count.trim();
  const months = values.requirements.minCases.months.trim();
  return {
    department: values.department,
    name: values.name,
    criteria: values.criteria,
    requirements: {
      ...(count && months ? { minCases: { count: Number(count), months: Number(months) } } : {}),
      boardCertification: values.requirements.boardCertification === 'true',
      ...toFppe(values.requirements.fppe),
    },
    isCore: values.isCore === 'true',
    enabled: values.enabled,
    formKey: values.formKey === NO_FORM ? null : values.formKey,
    practitionerTypes: values.practitionerTypes,
  };
}

/**
 * The dialog's schema: minimum cases need both the count and the months (or neither) as whole
 * numbers; then the request is built and checked by the contracts' own ZSavePrivilegeRequest.
 */
export const ZPrivilegeForm = z
  .object({
    department: z.string(),
    name: z.string(),
    criteria: z.string(),
    requirements: z.object({
      minCases: z.object({ count: z.string(), months: z.string() }),
      boardCertification: z.string(),
      fppe: z.object({ method: z.string(), cases: z.string(), days: z.string(), criteria: z.string() }),
    }),
    isCore: z.string(),
    enabled: z.boolean(),
    formKey: z.string(),
    practitionerTypes: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    const { count, months } = values.requirements.minCases;
    const parts = [
      { key: 'count', text: count.trim(), missing: 'Enter the number of cases too' },
      { key: 'months', text: months.trim(), missing: 'Enter the number of months too' },
    ] as const;
    const isAnyFilled = parts.some((part) => part.text !== '');
    for (const part of parts) {
      const path = ['requirements', 'minCases', part.key];
      if (isAnyFilled && part.text === '') {
        ctx.addIssue({ code: 'custom', path, message: part.missing });
      } else if (part.text !== '' && !WHOLE_NUMBER.test(part.text)) {
        ctx.addIssue({ code: 'custom', path, message: 'Enter a whole number' });
      }
    }
    const { fppe } = values.requirements;
    if (fppe.method !== STANDARD_PLAN) {
      for (const key of ['cases', 'days'] as const) {
        const text = fppe[key].trim();
        if ((key === 'days' || text !== '') && !WHOLE_NUMBER.test(text)) {
          ctx.addIssue({
            code: 'custom',
            path: ['requirements', 'fppe', key],
            message: 'Enter a whole number',
          });
        }
      }
    }
  })
  .transform(toRequest)
  .pipe(ZSavePrivilegeRequest);

/** The dialog's starting values: the privilege's current version, or a new enabled core privilege. */
export function toFormValues(privilege: TAdminPrivilege | null): TPrivilegeFormValues {
  const minCases = privilege?.requirements.minCases;
  const fppe = privilege?.requirements.fppe;
  return {
    department: privilege?.department ?? '',
    name: privilege?.name ?? '',
    criteria: privilege?.criteria ?? '',
    requirements: {
      minCases: {
        count: minCases ? String(minCases.count) : '',
        months: minCases ? String(minCases.months) : '',
      },
      boardCertification: String(privilege?.requirements.boardCertification === true),
      fppe: {
        method: fppe?.method ?? STANDARD_PLAN,
        cases: fppe ? (fppe.cases === null ? '' : String(fppe.cases)) : String(FPPE_DEFAULT_TEMPLATE.cases),
        days: String(fppe?.days ?? FPPE_DEFAULT_TEMPLATE.days),
        criteria: fppe?.criteria ?? '',
      },
    },
    isCore: String(privilege?.isCore ?? true),
    enabled: privilege?.enabled ?? true,
    formKey: privilege?.formKey ?? NO_FORM,
    practitionerTypes: privilege?.practitionerTypes ?? [],
  };
}
