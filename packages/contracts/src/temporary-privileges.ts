import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { dayText } from './text-fields';

export * from './temporary-privileges-labels';

/**
 * Temporary privileges (issue 40): for an urgent patient-care need, or a complete, clean application
 * awaiting the committee, an authorised person grants some of the privileges the application
 * requested, for at most the hospital's number of days (120 at most), with the reason. They end by
 * themselves after their last day, when the board decides, or early when the office ends them.
 */

export const TEMPORARY_PRIVILEGE_BASES = ['patient-care-need', 'pending-application'] as const;
export type TTemporaryPrivilegeBasis = (typeof TEMPORARY_PRIVILEGE_BASES)[number];

export const TEMPORARY_PRIVILEGE_STATES = ['active', 'expired', 'ended'] as const;
export type TTemporaryPrivilegeState = (typeof TEMPORARY_PRIVILEGE_STATES)[number];

/** The longest a grant may last (the first and the last day included); a hospital may set less. */
export const TEMPORARY_PRIVILEGE_MAX_DAYS = 120;
export const TEMPORARY_PRIVILEGE_REASON_MAX = 2000;

export const TEMPORARY_PRIVILEGE_MESSAGES = {
  notFound: 'Temporary privileges not found.',
  hospitalNotFound: 'Hospital not found.',
  privilegesRequired: 'Choose at least one privilege',
  notRequested: 'Choose among the privileges this application requested',
  reasonRequired: 'Say why the privileges are needed',
  endReasonRequired: 'Say why the privileges end now',
  endsBeforeStart: 'The last day cannot be before the first day',
  startsInPast: 'The first day cannot be in the past',
  tooLong: (maxDays: number, lastDay: string) =>
    `Temporary privileges last at most ${maxDays} days, the first and the last day included: end them on ${lastDay} or before`,
  notSubmitted:
    'Temporary privileges for a patient-care need are granted on a submitted application that is not decided yet.',
  notAwaitingCommittee:
    'Temporary privileges for a pending application need a complete application awaiting the committee (in final review).',
  hasRedFlags: (count: number) =>
    `Temporary privileges for a pending application need a clean application: this one has ${count} red flag${count === 1 ? '' : 's'}.`,
  alreadyActive:
    'This application already has temporary privileges in force. End them before granting new ones.',
  notActive: 'These temporary privileges have already ended.',
  boardDecided: 'The board decided the application',
  officeDecided: (status: string) => `The application was ${status.toLowerCase()}`,
} as const;

const ZReason = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(TEMPORARY_PRIVILEGE_REASON_MAX, `At most ${TEMPORARY_PRIVILEGE_REASON_MAX} characters`);

/** POST /admin/applications/{id}/temporary-privileges: signed with a fresh step-up. */
export const ZGrantTemporaryPrivilegesRequest = z
  .strictObject({
    privilegeIds: z
      .array(z.uuid(TEMPORARY_PRIVILEGE_MESSAGES.notRequested))
      .min(1, TEMPORARY_PRIVILEGE_MESSAGES.privilegesRequired)
      .max(500),
    basis: z.enum(TEMPORARY_PRIVILEGE_BASES, MESSAGES.required),
    reason: ZReason(TEMPORARY_PRIVILEGE_MESSAGES.reasonRequired),
    /** The first and the last day (YYYY-MM-DD), both included. */
    startsOn: dayText(),
    endsOn: dayText(),
  })
  .superRefine((body, ctx) => {
    if (body.endsOn < body.startsOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: TEMPORARY_PRIVILEGE_MESSAGES.endsBeforeStart,
      });
    }
  });
export type TGrantTemporaryPrivilegesRequest = z.input<typeof ZGrantTemporaryPrivilegesRequest>;

/** POST /admin/applications/{id}/temporary-privileges/{grantId}/end. */
export const ZEndTemporaryPrivilegesRequest = z.strictObject({
  reason: ZReason(TEMPORARY_PRIVILEGE_MESSAGES.endReasonRequired),
});
export type TEndTemporaryPrivilegesRequest = z.input<typeof ZEndTemporaryPrivilegesRequest>;

export const ZTemporaryPrivilegeGrantParams = z.strictObject({
  id: z.string().max(100),
  grantId: z.string().max(100),
});

export const ZTemporaryPrivilegeName = z.object({ id: z.string(), name: z.string(), department: z.string() });
export type TTemporaryPrivilegeName = z.infer<typeof ZTemporaryPrivilegeName>;

const ZPersonRef = z.object({ id: z.string(), name: z.string() }).nullable();

/** A grant as the office sees it. Dates are YYYY-MM-DD days, moments ISO strings. */
export const ZTemporaryPrivilegeGrant = z.object({
  id: z.string(),
  applicationId: z.string(),
  basis: z.enum(TEMPORARY_PRIVILEGE_BASES),
  reason: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  state: z.enum(TEMPORARY_PRIVILEGE_STATES),
  privileges: z.array(ZTemporaryPrivilegeName),
  grantedBy: ZPersonRef,
  grantedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Who ended it early; null when it expired or the decision ended it. */
  endedBy: ZPersonRef,
  endReason: z.string().nullable(),
});
export type TTemporaryPrivilegeGrant = z.infer<typeof ZTemporaryPrivilegeGrant>;

/**
 * GET /admin/applications/{id}/temporary-privileges: the grants, newest first, with what a new
 * grant may name (the privileges requested) and for how long at most (the hospital's days).
 */
export const ZTemporaryPrivilegeList = z.object({
  data: z.array(ZTemporaryPrivilegeGrant),
  requested: z.array(ZTemporaryPrivilegeName),
  maxDays: z.number().int(),
});
export type TTemporaryPrivilegeList = z.infer<typeof ZTemporaryPrivilegeList>;

/** A grant as its doctor sees it: what, from when and until when; the office's reasons stay with it. */
export const ZDoctorTemporaryPrivilege = ZTemporaryPrivilegeGrant.pick({
  id: true,
  applicationId: true,
  basis: true,
  startsOn: true,
  endsOn: true,
  state: true,
  privileges: true,
  endedAt: true,
});
export type TDoctorTemporaryPrivilege = z.infer<typeof ZDoctorTemporaryPrivilege>;

/** GET /applications/{id}/temporary-privileges: the doctor's own application's grants, newest first. */
export const ZDoctorTemporaryPrivilegeList = z.object({ data: z.array(ZDoctorTemporaryPrivilege) });
export type TDoctorTemporaryPrivilegeList = z.infer<typeof ZDoctorTemporaryPrivilegeList>;

/** GET and PUT /admin/hospitals/{hospitalId}/temporary-privilege-settings. */
export const ZTemporaryPrivilegeSettings = z.strictObject({
  maxDays: z
    .number()
    .int('Enter a whole number')
    .min(1, 'At least 1 day')
    .max(TEMPORARY_PRIVILEGE_MAX_DAYS, `At most ${TEMPORARY_PRIVILEGE_MAX_DAYS} days`),
});
export type TTemporaryPrivilegeSettings = z.infer<typeof ZTemporaryPrivilegeSettings>;
