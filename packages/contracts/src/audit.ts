import { z } from 'zod';
import { isValidDateString } from '@docapply/rules';
import { getAuditActionLabel } from './application-audit';

/**
 * The platform's audit trail (issue 13, part 7): every change, appended with who, when, from which
 * address and the values before and after. Rows are never changed or removed.
 */

export const AUDIT_PAGE_SIZE = 50;
/** An export stops here; narrow the filters (dates) for more. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export const AUDIT_MESSAGES = {
  badDate: 'Enter a date as YYYY-MM-DD or a full date and time',
  toBeforeFrom: 'The end is before the start',
  badCursor: 'This page link is out of date; start from the first page',
  invalidHospital: 'Invalid hospital',
  invalidApplication: 'Invalid application',
} as const;

/**
 * Plain words for the actions outside an application's trail; an application's own come from
 * AUDIT_ACTION_LABELS (application-audit.ts), and anything else is made readable from its code.
 */
export const PLATFORM_AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'form.create': 'Form created',
  'form.save-draft': 'Form draft saved',
  'form.discard-draft': 'Form draft discarded',
  'form.publish': 'Form published',
  'privilege.create': 'Privilege added to the catalogue',
  'privilege.update': 'Catalogue privilege changed',
  'reference.requested': 'Reference requested',
  'reference.replaced': 'Referee replaced',
  'reference.resent': 'Reference request resent',
  'reference.removed': 'Reference removed',
  'reference.answered': 'Reference answered',
  'reference.declined': 'Reference declined',
  'coverage.requested': 'Covering physician asked',
  'coverage.replaced': 'Covering physician replaced',
  'coverage.resent': 'Coverage request resent',
  'coverage.removed': 'Covering physician removed',
  'coverage.answered': 'Coverage answered',
  'coverage.declined': 'Coverage declined',
  'platform.hospital-created': 'Hospital created',
  'platform.hospital-updated': 'Hospital changed',
  'platform.admin-invited': 'Administrator invited',
  'platform.admin-updated': 'Administrator changed',
  'platform.contact-handled': 'Contact message handled',
  'platform.settings-updated': 'Settings changed',
  'hospital.sso-settings-updated': 'Single sign-on changed',
  'hospital.sso-settings-removed': 'Single sign-on removed',
  'hospital.decision-route-updated': 'Decision route changed',
  'hospital.verification-settings-updated': 'Verification settings changed',
  'auth.sso-sign-in': 'Signed in with single sign-on',
  'auth.sso-refused': 'Single sign-on refused',
  'mail.resend': 'Mail resent',
  'mail.viewed': 'Mail read in the outbox',
  'auth.register': 'Account registered',
  'auth.register-existing': 'Registration with a used email',
  'auth.email-verified': 'Email verified',
  'auth.password-set': 'Password set',
  'auth.password-reset-requested': 'Password reset requested',
  'auth.password-reset': 'Password reset',
  'auth.password-reset-command': 'Password reset by an operator',
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failed': 'Sign-in failed',
  'auth.sign-in-code-blocked': 'Sign-in blocked after wrong codes',
  'auth.logout': 'Signed out',
  'application.ready-to-submit': 'Ready to submit',
  'application.flags-counted': 'Red flags counted',
  'application.packet-downloaded': 'Committee packet downloaded',
  'submission.recorded': 'Submission kept',
  'form-response.created': 'Form started',
};

export function getPlatformAuditActionLabel(action: string): string {
  return PLATFORM_AUDIT_ACTION_LABELS[action] ?? getAuditActionLabel(action);
}

/** Every action the product writes, as the filter offers them. */
export const AUDIT_ACTIONS: readonly string[] = [
  ...new Set([
    'application.created',
    'application.submitted',
    'application.resubmitted',
    'application.status-changed',
    'application.form-upgraded',
    'application.assigned',
    'application.ready-to-submit',
    'application.flags-counted',
    'application.packet-downloaded',
    'submission.recorded',
    'form-response.created',
    'answers.saved',
    'privilege.requested',
    'privilege.removed',
    'privilege.suspended',
    'privilege.reinstated',
    'file.uploaded',
    'file.removed',
    'file.superseded',
    ...(['reference', 'coverage'] as const).flatMap((kind) =>
      ['requested', 'replaced', 'resent', 'reminded', 'removed', 'answered', 'declined'].map(
        (verb) => `${kind}.${verb}`,
      ),
    ),
    'comment.created',
    'reply.created',
    'internal-note.created',
    ...Object.keys(PLATFORM_AUDIT_ACTION_LABELS),
  ]),
];

/** The actions with their words, sorted by them. */
export function listAuditActions(): { action: string; label: string }[] {
  return AUDIT_ACTIONS.map((action) => ({ action, label: getPlatformAuditActionLabel(action) })).sort(
    (a, b) => a.label.localeCompare(b.label),
  );
}

/** The kinds of record a row is about, as the filter offers them. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  application: 'Application',
  'application-submission': 'Submission',
  form_response: 'Answers',
  application_privilege: 'Privilege request',
  file: 'Document',
  reference: 'Reference',
  coverage: 'Coverage',
  comment: 'Comment',
  reply: 'Reply',
  internal_note: 'Internal note',
  form: 'Form',
  privilege: 'Catalogue privilege',
  privilege_suspension: 'Privilege suspension',
  hospital: 'Hospital',
  user: 'Account',
  contact: 'Contact message',
  mail: 'Mail',
  system_settings: 'Settings',
};

export function getAuditEntityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity] ?? entity;
}

/** An empty parameter is no filter (spec section 7). */
const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

const optionalText = (max: number) =>
  z.preprocess(emptyAsAbsent, z.string().trim().max(max, `At most ${max} characters`).optional());

const optionalUuid = (message: string) => z.preprocess(emptyAsAbsent, z.uuid({ error: message }).optional());

/** A day (YYYY-MM-DD, read in UTC) or an instant with its offset (a browser's local day, converted). */
const ZAuditMoment = z.preprocess(
  emptyAsAbsent,
  z
    .string()
    .max(40, AUDIT_MESSAGES.badDate)
    .refine(
      (value) => isValidDateString(value) || z.iso.datetime({ offset: true }).safeParse(value).success,
      AUDIT_MESSAGES.badDate,
    )
    .optional(),
);

const ZAuditFilters = z.strictObject({
  /** An exact action, e.g. `application.status-changed`. */
  action: optionalText(100),
  /** An exact entity, e.g. `application`. */
  entity: optionalText(100),
  /** Part of the actor's name or email, as the row recorded them. */
  actor: optionalText(200),
  hospitalId: optionalUuid(AUDIT_MESSAGES.invalidHospital),
  applicationId: optionalUuid(AUDIT_MESSAGES.invalidApplication),
  /** From this day's start (a date) or this instant, inclusive. */
  from: ZAuditMoment,
  /** To this day's end (a date) or this instant, inclusive. */
  to: ZAuditMoment,
});

/** The end of a day given as a date is that day's last moment; an instant is itself. */
export function toAuditRangeEnd(to: string): Date {
  return isValidDateString(to) ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000 - 1) : new Date(to);
}

export function toAuditRangeStart(from: string): Date {
  return new Date(isValidDateString(from) ? `${from}T00:00:00Z` : from);
}

const checkRange = <T extends { from?: string; to?: string }>(filters: T, ctx: z.RefinementCtx) => {
  if (filters.from && filters.to && toAuditRangeStart(filters.from) > toAuditRangeEnd(filters.to)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.toBeforeFrom });
  }
};

/** GET /platform/audit/export?<the filters>: text/csv, newest first, at most AUDIT_EXPORT_MAX_ROWS rows. */
export const ZPlatformAuditExportQuery = ZAuditFilters.superRefine(checkRange);
export type TPlatformAuditExportQuery = z.input<typeof ZPlatformAuditExportQuery>;
/** The filters as the API reads them (empty ones gone). */
export type TPlatformAuditFilters = z.output<typeof ZPlatformAuditExportQuery>;

/**
 * GET /platform/audit?action=&entity=&actor=&hospitalId=&applicationId=&from=&to=&cursor=
 * Newest first, AUDIT_PAGE_SIZE rows a page; `cursor` is the previous page's `nextCursor` (keep the
 * same filters with it; a malformed one is 400, field `cursor`).
 */
export const ZPlatformAuditQuery = ZAuditFilters.extend({
  cursor: z.preprocess(emptyAsAbsent, z.string().max(512).optional()),
}).superRefine(checkRange);
export type TPlatformAuditQuery = z.input<typeof ZPlatformAuditQuery>;

const ZValues = z.record(z.string(), z.unknown()).nullable();

export const ZPlatformAuditEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  /** "First Last <email>" as the account was at the time; null for the system or a person without an account. */
  actorLabel: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  applicationId: z.string().nullable(),
  hospitalId: z.string().nullable(),
  hospitalName: z.string().nullable(),
  /** Context: who a referee was, a form's key, a reason. Never secrets. */
  data: ZValues,
  /** Only the keys that changed, on each side. */
  before: ZValues,
  after: ZValues,
  ip: z.string().nullable(),
});
export type TPlatformAuditEntry = z.infer<typeof ZPlatformAuditEntry>;

export const ZPlatformAuditPage = z.object({
  data: z.array(ZPlatformAuditEntry),
  nextCursor: z.string().nullable(),
});
export type TPlatformAuditPage = z.infer<typeof ZPlatformAuditPage>;
