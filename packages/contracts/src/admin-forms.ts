import { z } from 'zod';
import type { TFormChange as TRulesFormChange } from '@docapply/rules';
import { FORM_KINDS, ZFormDefinition } from './forms';
import { ZFppeTemplate } from './fppe';
import { ZIdParams } from './params';
import { ZPractitionerTypeCode } from './practitioner-types';

/**
 * The admin site's form management (PRODUCT.md "Form management"): each of a hospital's forms is
 * a chain of immutable published versions plus at most one draft (the next version) that only
 * administrators see. Every endpoint takes `?hospitalId=`; a hospital administrator reaches only
 * their hospitals (404 otherwise), a platform administrator any hospital.
 */

/** `{key}` of a form in the path: `application`, `survey`, `reference`, `coverage`, `privilege-…`. */
export const ZAdminFormParams = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9-]{0,99}$/, 'Not found'),
});
export type TAdminFormParams = z.infer<typeof ZAdminFormParams>;

export const ZAdminFormVersionParams = ZAdminFormParams.extend({
  version: z.coerce.number().int().min(1).max(100_000),
});
export type TAdminFormVersionParams = z.infer<typeof ZAdminFormVersionParams>;

/** A published version in a form's history, with how many applications were filled on it. */
export const ZFormVersionSummary = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  publishedAt: z.iso.datetime(),
  /** The administrator who published it; null for the versions DocApply seeded. */
  publishedBy: z.string().nullable(),
  applications: z.number().int(),
});
export type TFormVersionSummary = z.infer<typeof ZFormVersionSummary>;

/** The draft: the next version, editable until published or discarded. */
export const ZFormDraftSummary = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.string().nullable(),
});
export type TFormDraftSummary = z.infer<typeof ZFormDraftSummary>;

/** GET /admin/forms?hospitalId=: every form of the hospital, application first. */
export const ZAdminFormListItem = z.object({
  key: z.string(),
  kind: z.enum(FORM_KINDS),
  title: z.string(),
  published: ZFormVersionSummary.nullable(),
  draft: ZFormDraftSummary.nullable(),
  /** Applications per version, newest version first (versions no application uses are left out). */
  usage: z.array(z.object({ version: z.number().int(), applications: z.number().int() })),
  /** The practitioner types the form is for (issue 42), its published version's or else its draft's; empty: every type. */
  practitionerTypes: z.array(z.string()),
});
export type TAdminFormListItem = z.infer<typeof ZAdminFormListItem>;
export const ZAdminFormList = z.object({ data: z.array(ZAdminFormListItem) });
export type TAdminFormList = z.infer<typeof ZAdminFormList>;

/** One version (published or the draft) with its definition: the editor's and the export's input. */
export const ZAdminFormVersion = z.object({
  id: z.string(),
  key: z.string(),
  kind: z.enum(FORM_KINDS),
  title: z.string(),
  version: z.number().int(),
  isDraft: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  publishedBy: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  /** Who last saved it (the draft's author; for a published version, who saved it before publishing). */
  updatedBy: z.string().nullable(),
  /** The practitioner types this form is for (issue 42); empty: every type. */
  practitionerTypes: z.array(z.string()),
  definition: ZFormDefinition,
});
export type TAdminFormVersion = z.infer<typeof ZAdminFormVersion>;

/** GET /admin/forms/{key}?hospitalId=: the form's draft, latest published version and history. */
export const ZAdminFormDetail = z.object({
  key: z.string(),
  kind: z.enum(FORM_KINDS),
  title: z.string(),
  draft: ZAdminFormVersion.nullable(),
  published: ZAdminFormVersion.nullable(),
  /** Every published version, newest first. */
  versions: z.array(ZFormVersionSummary),
});
export type TAdminFormDetail = z.infer<typeof ZAdminFormDetail>;

/**
 * PUT /admin/forms/{key}/draft?hospitalId=: saves (or starts) the draft. Refused with VALIDATION
 * and `fields` keyed by the definition's path (`sections.0.items.3.options`) when
 * `checkFormDefinition` finds a problem; nothing broken is ever saved.
 */
export const ZSaveFormDraftRequest = z.strictObject({
  title: z.string().trim().min(1, 'Required').max(200),
  definition: ZFormDefinition,
  /** Issue 42: for these practitioner types only (empty: every type); left out, the draft keeps its own. */
  practitionerTypes: z.array(ZPractitionerTypeCode).max(50).optional(),
});
export type TSaveFormDraftRequest = z.infer<typeof ZSaveFormDraftRequest>;

/** POST /admin/forms?hospitalId=: a new privilege form (a draft of version 1, built from a title). */
export const ZCreateFormRequest = z.strictObject({
  kind: z.literal('privilege'),
  title: z.string().trim().min(1, 'Required').max(200),
  /** Issue 42: for these practitioner types only; empty or left out: every type. */
  practitionerTypes: z.array(ZPractitionerTypeCode).max(50).optional(),
});
export type TCreateFormRequest = z.infer<typeof ZCreateFormRequest>;

/** One difference between two versions, in words a coordinator reads. */
export const ZFormChange = z.object({
  type: z.enum(['added', 'removed', 'changed', 'moved']),
  /** `section` for a whole section, `field` for a field or group. */
  target: z.enum(['section', 'field']),
  /** Section key, and for a field its name (a group's field: `group.field`). */
  section: z.string(),
  name: z.string().nullable(),
  label: z.string(),
  /** For `changed`: what changed, e.g. `required: no → yes`, `label: "DEA" → "DEA number"`. */
  details: z.array(z.string()),
}) satisfies z.ZodType<TRulesFormChange>;
export type TFormChange = z.infer<typeof ZFormChange>;

/** GET /admin/forms/{key}/diff?hospitalId=&from=&to= (`to` may be `draft`). */
export const ZFormDiffQuery = z.strictObject({
  hospitalId: z.uuid({ error: 'Invalid hospital' }),
  from: z.coerce.number().int().min(1),
  to: z.union([z.literal('draft'), z.coerce.number().int().min(1)]),
});
export type TFormDiffQuery = z.infer<typeof ZFormDiffQuery>;
export const ZFormDiff = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(ZFormChange),
});
export type TFormDiff = z.infer<typeof ZFormDiff>;

// ---------------------------------------------------------------------------------------------
// Privilege catalogue (PRODUCT.md "Privilege catalogue")
// ---------------------------------------------------------------------------------------------

/** Structured criteria; `criteria` (free text) stays what the doctor reads. */
export const ZPrivilegeRequirements = z.strictObject({
  minCases: z
    .strictObject({
      count: z.number().int().min(1, 'At least 1').max(10_000),
      months: z.number().int().min(1, 'At least 1').max(120),
    })
    .optional(),
  boardCertification: z.boolean().optional(),
  /** The FPPE that follows a grant of it (issue 41); the hospital's standard plan when absent. */
  fppe: ZFppeTemplate.optional(),
});
export type TPrivilegeRequirements = z.infer<typeof ZPrivilegeRequirements>;

/** A privilege as the catalogue editor sees it (its current version). */
export const ZAdminPrivilege = z.object({
  id: z.string(),
  key: z.string(),
  version: z.number().int(),
  department: z.string(),
  name: z.string(),
  criteria: z.string(),
  requirements: ZPrivilegeRequirements,
  isCore: z.boolean(),
  enabled: z.boolean(),
  /** The form key its doctors fill (`privilege-…`), or null for none. */
  formKey: z.string().nullable(),
  formTitle: z.string().nullable(),
  /** The practitioner types that may ask for it (issue 42); empty: every type. */
  practitionerTypes: z.array(z.string()),
  /** Applications that picked any version of it. */
  applications: z.number().int(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.string().nullable(),
});
export type TAdminPrivilege = z.infer<typeof ZAdminPrivilege>;

/** GET /admin/privileges?hospitalId=: the current version of every privilege, disabled ones too. */
export const ZAdminPrivilegeList = z.object({ data: z.array(ZAdminPrivilege) });
export type TAdminPrivilegeList = z.infer<typeof ZAdminPrivilegeList>;

/** POST /admin/privileges?hospitalId= (version 1) and PUT /admin/privileges/{key}?hospitalId= (version n+1). */
export const ZSavePrivilegeRequest = z.strictObject({
  department: z.string().trim().min(1, 'Required').max(120),
  name: z.string().trim().min(1, 'Required').max(200),
  criteria: z.string().trim().max(2_000),
  requirements: ZPrivilegeRequirements,
  isCore: z.boolean(),
  enabled: z.boolean(),
  formKey: z
    .string()
    .regex(/^privilege-[a-z0-9-]{1,90}$/, 'Choose a privilege form')
    .nullable(),
  /** For these practitioner types only (empty: every type); left out, an edit keeps the current ones. */
  practitionerTypes: z.array(ZPractitionerTypeCode).max(50).optional(),
});
export type TSavePrivilegeRequest = z.infer<typeof ZSavePrivilegeRequest>;

/** GET /admin/privileges/{key}/versions?hospitalId=: every version, newest first. */
export const ZAdminPrivilegeVersions = z.object({
  data: z.array(ZAdminPrivilege.omit({ applications: true })),
});
export type TAdminPrivilegeVersions = z.infer<typeof ZAdminPrivilegeVersions>;

/** `{key}` of a privilege: a malformed one reads as an unknown one (404), as in ZIdParams. */
export const ZAdminPrivilegeParams = z.strictObject({ key: ZIdParams.shape.id });
export type TAdminPrivilegeParams = z.infer<typeof ZAdminPrivilegeParams>;

/**
 * GET /admin/hospitals: the hospitals whose forms and catalogue the caller manages (a hospital
 * administrator's own; every hospital for a platform administrator), by name.
 */
export const ZAdminHospitalList = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string() })),
});
export type TAdminHospitalList = z.infer<typeof ZAdminHospitalList>;
