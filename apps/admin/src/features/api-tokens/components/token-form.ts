import { z } from 'zod';
import {
  ZApiTokenCreate,
  type TApiTokenCreate,
  type TApiTokenScope,
  type TFieldDescriptor,
} from '@docapply/contracts';
import type { TFormFieldRow } from '@docapply/ui';

/**
 * The dialog's values as its inputs hold them: the scopes as one checkbox each (the grid keeps a
 * checkbox as a boolean, or as 'true' or 'false' once ticked).
 */
export type TTokenFormValues = {
  name: string;
  fhir: boolean | string;
  privileges: boolean | string;
  expiresOn: string;
};

const ZTicked = z.union([z.boolean(), z.string()]).transform((value) => value === true || value === 'true');

/** The API's own contract, from the checkboxes. */
export const ZTokenForm = z
  .object({ name: z.string(), fhir: ZTicked, privileges: ZTicked, expiresOn: z.string() })
  .transform((values, context): TApiTokenCreate => {
    const scopes: TApiTokenScope[] = [
      ...(values.fhir ? (['fhir:read'] as const) : []),
      ...(values.privileges ? (['privileges:read'] as const) : []),
    ];
    const parsed = ZApiTokenCreate.safeParse({
      name: values.name,
      scopes,
      expiresOn: values.expiresOn || null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // No scope ticked is said under the last checkbox.
        const path = issue.path[0] === 'scopes' ? ['privileges'] : issue.path;
        context.addIssue({ code: 'custom', path, message: issue.message });
      }
      return z.NEVER;
    }
    return parsed.data;
  });

export const TOKEN_FIELD_NAMES = [
  'name',
  'fhir',
  'privileges',
  'expiresOn',
] as const satisfies (keyof TTokenFormValues)[];

const FIELDS = {
  name: {
    name: 'name',
    type: 'text',
    label: 'Name',
    required: true,
    helperText: 'The system that will use it, e.g. "Epic FHIR sync" or "OR scheduling"',
  },
  fhir: { name: 'fhir', type: 'checkbox', label: 'FHIR export: practitioners, roles and verifications' },
  privileges: { name: 'privileges', type: 'checkbox', label: 'Privileges feed: CSV and JSON' },
  expiresOn: {
    name: 'expiresOn',
    type: 'date',
    label: 'Expires on',
    past: false,
    future: true,
    helperText: 'Leave empty for a token that works until revoked',
  },
} satisfies Record<keyof TTokenFormValues, TFieldDescriptor & { name: keyof TTokenFormValues }>;

export const TOKEN_ROWS: TFormFieldRow<TTokenFormValues>[] = [
  [FIELDS.name],
  [FIELDS.fhir],
  [FIELDS.privileges],
  [FIELDS.expiresOn],
];

export const createTokenValues = (): TTokenFormValues => ({
  name: '',
  fhir: 'true',
  privileges: 'false',
  expiresOn: '',
});
