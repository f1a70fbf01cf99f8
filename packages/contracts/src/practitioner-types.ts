import { z } from 'zod';
import { MEMBERSHIP_CATEGORIES } from './committee-files';

/** The groups a practitioner type belongs to: rules for "every APP" or "physicians only" read it. */
export const PRACTITIONER_CATEGORIES = ['physician', 'advanced_practice', 'other'] as const;
export type TPractitionerCategory = (typeof PRACTITIONER_CATEGORIES)[number];
export const PRACTITIONER_CATEGORY_LABELS: Record<TPractitionerCategory, string> = {
  physician: 'Physician',
  advanced_practice: 'Advanced practice professional',
  other: 'Other licensed practitioner',
};

/** The type every existing account and every registration without a choice has. */
export const DEFAULT_PRACTITIONER_TYPE = 'physician';

/** A type's code: lower-case letters, digits and underscores, starting with a letter. */
export const ZPractitionerTypeCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lower-case letters, digits and _ (up to 40), starting with a letter');

/** GET /practitioner-types: one type of practitioner (issue 42). */
export const ZPractitionerType = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(PRACTITIONER_CATEGORIES),
  requiresSupervision: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** The membership categories a practitioner of this type may be appointed in (at least one). */
  membershipCategories: z.array(z.enum(MEMBERSHIP_CATEGORIES)),
});
export type TPractitionerType = z.infer<typeof ZPractitionerType>;

/** GET /practitioner-types (active only, public: the register page reads it signed out). */
export const ZPractitionerTypeList = z.object({ data: z.array(ZPractitionerType) });
export type TPractitionerTypeList = z.infer<typeof ZPractitionerTypeList>;

/** What a module needs to know of an account's type. */
export const ZPractitionerTypeSummary = ZPractitionerType.pick({
  code: true,
  name: true,
  category: true,
  requiresSupervision: true,
});
export type TPractitionerTypeSummary = z.infer<typeof ZPractitionerTypeSummary>;

/** GET /account/practitioner-type: the practitioner's own type, and whether they may still change it. */
export const ZAccountPractitionerType = z.object({
  type: ZPractitionerTypeSummary,
  /** False once an application of theirs has been submitted: the office reviews it as that type. */
  canChange: z.boolean(),
});
export type TAccountPractitionerType = z.infer<typeof ZAccountPractitionerType>;

/** PUT /account/practitioner-type. */
export const ZUpdateAccountPractitionerTypeRequest = z.strictObject({
  practitionerType: z.string().trim().min(1, 'Required').max(40),
});
export type TUpdateAccountPractitionerTypeRequest = z.infer<typeof ZUpdateAccountPractitionerTypeRequest>;

const ZTypeName = z.string().trim().min(1, 'Required').max(100);

export const PRACTITIONER_TYPE_MESSAGES = {
  membershipCategoriesRequired: 'Choose at least one membership category',
} as const;

/** The categories a type may be appointed in: known ones, at least one, each once. */
const ZMembershipCategories = z
  .array(z.enum(MEMBERSHIP_CATEGORIES))
  .min(1, PRACTITIONER_TYPE_MESSAGES.membershipCategoriesRequired)
  .transform((categories) => [...new Set(categories)]);

/** A new type's categories when the platform admin names none: its group's usual ones. */
export const DEFAULT_MEMBERSHIP_CATEGORIES: Record<
  TPractitionerCategory,
  readonly (typeof MEMBERSHIP_CATEGORIES)[number][]
> = {
  physician: ['active', 'associate', 'courtesy', 'consulting', 'affiliate', 'telemedicine'],
  advanced_practice: ['advanced_practice', 'telemedicine'],
  other: ['active', 'associate', 'courtesy', 'consulting', 'affiliate', 'telemedicine'],
};

/** POST /platform/practitioner-types: the platform admin adds a type (its code never changes). */
export const ZCreatePractitionerTypeRequest = z.strictObject({
  code: ZPractitionerTypeCode,
  name: ZTypeName,
  category: z.enum(PRACTITIONER_CATEGORIES),
  requiresSupervision: z.boolean().default(false),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(100),
  /** Left out: on creation, the group's usual categories; on update, the type's own are kept. */
  membershipCategories: ZMembershipCategories.optional(),
});
export type TCreatePractitionerTypeRequest = z.infer<typeof ZCreatePractitionerTypeRequest>;

/**
 * PUT /platform/practitioner-types/:code: rename, regroup, retire (isActive false) or reorder. A
 * field left out keeps its value (a rename never brings a retired type back).
 */
export const ZUpdatePractitionerTypeRequest = z.strictObject({
  name: ZTypeName.optional(),
  category: z.enum(PRACTITIONER_CATEGORIES).optional(),
  requiresSupervision: z.boolean().optional(),
  isActive: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
  membershipCategories: ZMembershipCategories.optional(),
});
export type TUpdatePractitionerTypeRequest = z.infer<typeof ZUpdatePractitionerTypeRequest>;

export const ZPractitionerTypeParams = z.object({ code: z.string().max(40) });

/**
 * POST /platform/practitioner-types/reorder: the whole list in its new order (retired types too),
 * each code once (a POST, so no type's own `/:code` route is shadowed). The answer is the list as
 * the platform page shows it.
 */
export const ZReorderPractitionerTypesRequest = z.strictObject({
  codes: z
    .array(ZPractitionerTypeCode)
    .min(1, 'Required')
    .max(200)
    .refine((codes) => new Set(codes).size === codes.length, 'Name each practitioner type once'),
});
export type TReorderPractitionerTypesRequest = z.infer<typeof ZReorderPractitionerTypesRequest>;
