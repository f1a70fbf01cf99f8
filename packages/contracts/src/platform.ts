import { z } from 'zod';
import { MESSAGES, isUsState } from '@docapply/rules';
import { HOSPITAL_CYCLE_FIELDS, HOSPITAL_CYCLE_FORM_FIELDS, ZHospitalCycleSettings } from './appointments';
import { LEGAL_DOCUMENTS } from './constants';
import { ZHospital } from './hospitals';
import { requiredEmail, requiredText } from './text-fields';
import { ZPersonName } from './user';

/** Platform administration (issue 4, item 5): hospitals, admin accounts, contacts, outbox, settings. */

export const MIN_REFERENCES_RANGE = { min: 1, max: 10 } as const;
export const OTP_MINUTES_RANGE = { min: 1, max: 30 } as const;
export const PLATFORM_PAGE_SIZE_MAX = 100;
export const SET_PASSWORD_TTL_HOURS = 72;

export const PLATFORM_MESSAGES = {
  invalidState: 'Choose a US state',
  chooseHospital: 'Choose at least one hospital',
  invalidUrl: 'Enter a full web address (https://…) or leave it empty',
  nothingToChange: 'Nothing to change',
  wholeNumber: 'Enter a whole number',
  between: (min: number, max: number) => `Enter a number from ${min} to ${max}`,
} as const;

const rangeNumber = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ error: PLATFORM_MESSAGES.wholeNumber })
    .int(PLATFORM_MESSAGES.wholeNumber)
    .min(min, PLATFORM_MESSAGES.between(min, max))
    .max(max, PLATFORM_MESSAGES.between(min, max));

/** A form's number field holds text; this reads it as the same bounded integer the API takes. */
const rangeText = (range: { min: number; max: number }) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^\d+$/, PLATFORM_MESSAGES.wholeNumber)
    .transform(Number)
    .pipe(rangeNumber(range));

const ZEmail = requiredEmail();

export const ZPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PLATFORM_PAGE_SIZE_MAX).default(20),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// ---------------------------------------------------------------- hospitals

const hospitalFields = {
  name: requiredText(200),
  city: requiredText(100),
  state: z.string({ error: MESSAGES.required }).refine(isUsState, PLATFORM_MESSAGES.invalidState),
  about: z.string().trim().max(4000, 'At most 4000 characters'),
};

/** POST /platform/hospitals; without `minReferences` the platform default applies. */
export const ZCreateHospitalRequest = z.strictObject({
  ...hospitalFields,
  about: hospitalFields.about.default(''),
  minReferences: rangeNumber(MIN_REFERENCES_RANGE).optional(),
});
export type TCreateHospitalRequest = z.input<typeof ZCreateHospitalRequest>;

/** PUT /platform/hospitals/{id}: the fields given change (the open switch sends only `isOpen`). */
export const ZUpdateHospitalRequest = z
  .strictObject({
    ...hospitalFields,
    minReferences: rangeNumber(MIN_REFERENCES_RANGE),
    isOpen: z.boolean(),
    /** Its admins must sign in with a passkey or an authenticator app (issue 39). */
    requireStrongFactor: z.boolean(),
    ...HOSPITAL_CYCLE_FIELDS,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, PLATFORM_MESSAGES.nothingToChange);
export type TUpdateHospitalRequest = z.infer<typeof ZUpdateHospitalRequest>;

/** A checkbox field's value ("true" or "false", as the Field writes it), read as a boolean. */
const ZCheckboxValue = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The create/edit dialog's values (text), read into the request bodies above. */
export const ZHospitalForm = z.strictObject({
  ...hospitalFields,
  minReferences: z.union([z.literal('').transform(() => undefined), rangeText(MIN_REFERENCES_RANGE)]),
});
export const ZHospitalEditForm = ZHospitalForm.extend({
  minReferences: rangeText(MIN_REFERENCES_RANGE),
  requireStrongFactor: ZCheckboxValue.optional(),
  // The appointment cycle (issue 14) is set on an existing hospital; a new one starts from the defaults.
  ...HOSPITAL_CYCLE_FORM_FIELDS,
});
export type THospitalFormValues = z.input<typeof ZHospitalForm>;
export type THospitalEditFormValues = z.input<typeof ZHospitalEditForm>;

/** A hospital as the platform administrator sees it: closed ones too, with counts. */
export const ZPlatformHospital = ZHospital.extend({
  ...ZHospitalCycleSettings.shape,
  slug: z.string(),
  requireStrongFactor: z.boolean(),
  adminCount: z.number().int(),
  /** Submitted applications (drafts are the doctors' own). */
  applicationCount: z.number().int(),
  createdAt: z.string(),
});
export type TPlatformHospital = z.infer<typeof ZPlatformHospital>;
export const ZPlatformHospitalList = z.object({ data: z.array(ZPlatformHospital) });
export type TPlatformHospitalList = z.infer<typeof ZPlatformHospitalList>;

// ---------------------------------------------------------------- hospital admin accounts

const ZHospitalIds = z
  .array(z.uuid({ error: 'Unknown hospital' }), { error: PLATFORM_MESSAGES.chooseHospital })
  .min(1, PLATFORM_MESSAGES.chooseHospital)
  .max(100);

export const ZInviteAdminRequest = z.strictObject({
  email: ZEmail,
  firstName: requiredText(100),
  lastName: requiredText(100),
  hospitalIds: ZHospitalIds,
});
export type TInviteAdminRequest = z.infer<typeof ZInviteAdminRequest>;

export const ZUpdateAdminRequest = z
  .strictObject({ hospitalIds: ZHospitalIds, disabled: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, PLATFORM_MESSAGES.nothingToChange);
export type TUpdateAdminRequest = z.infer<typeof ZUpdateAdminRequest>;

export const ZPlatformAdmin = z.object({
  id: z.string(),
  email: z.string(),
  name: ZPersonName,
  hospitals: z.array(z.object({ id: z.string(), name: z.string() })),
  isDisabled: z.boolean(),
  /** Invited, and the set-password link not used yet. */
  isInvitePending: z.boolean(),
  createdAt: z.string(),
});
export type TPlatformAdmin = z.infer<typeof ZPlatformAdmin>;
export const ZPlatformAdminList = z.object({ data: z.array(ZPlatformAdmin) });
export type TPlatformAdminList = z.infer<typeof ZPlatformAdminList>;
export const ZInviteAdminResponse = z.object({ admin: ZPlatformAdmin, message: z.string() });
export type TInviteAdminResponse = z.infer<typeof ZInviteAdminResponse>;

// ---------------------------------------------------------------- contact messages

export const CONTACT_FILTERS = ['unhandled', 'handled', 'all'] as const;
export type TContactFilter = (typeof CONTACT_FILTERS)[number];
export const ZContactListQuery = ZPageQuery.extend({ status: z.enum(CONTACT_FILTERS).default('unhandled') });
export type TContactListQuery = z.input<typeof ZContactListQuery>;

export const ZContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organisation: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;
export const ZContactMessagePage = pageOf(ZContactMessage);
export type TContactMessagePage = z.infer<typeof ZContactMessagePage>;
export const ZUpdateContactRequest = z.strictObject({ handled: z.boolean() });
export type TUpdateContactRequest = z.infer<typeof ZUpdateContactRequest>;

// ---------------------------------------------------------------- mail outbox

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'logged', 'failed'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];
export const ZOutboxQuery = ZPageQuery.extend({
  status: z.enum(MAIL_STATUSES, { error: 'Unknown status' }).optional(),
  /** Part of the recipient's address. */
  q: z.string().trim().max(200).optional(),
});
export type TOutboxQuery = z.input<typeof ZOutboxQuery>;

export const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a queued message is tried next. */
  nextAttemptAt: z.string(),
  /** Retries stop at this time; the message is then `failed` until a platform admin resends it. */
  retryUntil: z.string(),
  /** The start of the text with one-time codes and link tokens masked. */
  preview: z.string(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
export const ZOutboxPage = pageOf(ZOutboxMail);
export type TOutboxPage = z.infer<typeof ZOutboxPage>;
/**
 * One message. `isMasked`: its sign-in codes and link tokens are shown as •••••• (always when a mail
 * server delivers the mail; without one, in local mode, the outbox is how a link reaches its person).
 */
export const ZOutboxMailDetail = ZOutboxMail.extend({ text: z.string(), isMasked: z.boolean() });
export type TOutboxMailDetail = z.infer<typeof ZOutboxMailDetail>;

// ---------------------------------------------------------------- system settings

const ZLegalUrl = z
  .string()
  .trim()
  .max(2000, PLATFORM_MESSAGES.invalidUrl)
  .refine((value) => value === '' || isWebAddress(value), PLATFORM_MESSAGES.invalidUrl);

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

type TLegalShape = Record<(typeof LEGAL_DOCUMENTS)[number]['key'], typeof ZLegalUrl>;
const legalShape = Object.fromEntries(LEGAL_DOCUMENTS.map((doc) => [doc.key, ZLegalUrl])) as TLegalShape;
/** Each legal document's link; empty means the PDF shipped with the portal. */
export const ZLegalLinks = z.strictObject(legalShape);
export type TLegalLinks = z.infer<typeof ZLegalLinks>;

export const ZPlatformSettings = z.strictObject({
  otpMinutes: rangeNumber(OTP_MINUTES_RANGE),
  minReferences: rangeNumber(MIN_REFERENCES_RANGE),
  legal: ZLegalLinks,
  /** Platform administrators must sign in with a passkey or an authenticator app; unchanged when left out. */
  requireStrongFactor: z.boolean().optional(),
});
export type TPlatformSettings = z.infer<typeof ZPlatformSettings>;

/**
 * GET/PUT /platform/settings answer: the values in force, the stored links ('' = shipped PDF) and
 * the shipped PDFs' addresses. Plain types: a value stored by hand never breaks the answer.
 */
export const ZPlatformSettingsView = z.object({
  otpMinutes: z.number().int(),
  minReferences: z.number().int(),
  legal: z.record(z.string(), z.string()),
  shippedLegal: z.record(z.string(), z.string()),
  requireStrongFactor: z.boolean(),
});
export type TPlatformSettingsView = z.infer<typeof ZPlatformSettingsView>;

/** The settings form's values (numbers as text), read into ZPlatformSettings. */
export const ZPlatformSettingsForm = z.strictObject({
  otpMinutes: rangeText(OTP_MINUTES_RANGE),
  minReferences: rangeText(MIN_REFERENCES_RANGE),
  legal: ZLegalLinks,
  requireStrongFactor: ZCheckboxValue,
});
export type TPlatformSettingsFormValues = z.input<typeof ZPlatformSettingsForm>;
