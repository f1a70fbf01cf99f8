import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';

/**
 * The supervising or collaborating physician of an advanced practice provider (issue 42): the
 * practitioner names a physician of the hospital, the physician confirms (by link or in the
 * portal), and the privileges granted stay within what the agreement covers.
 */

export const SUPERVISION_RELATIONSHIPS = ['supervising', 'collaborating'] as const;
export type TSupervisionRelationship = (typeof SUPERVISION_RELATIONSHIPS)[number];
export const SUPERVISION_RELATIONSHIP_LABELS: Record<TSupervisionRelationship, string> = {
  supervising: 'Supervising physician',
  collaborating: 'Collaborating physician',
};

/** `expired`: pending, but the emailed link timed out (resend it). */
export const SUPERVISION_STATES = ['pending', 'confirmed', 'declined', 'expired'] as const;
export type TSupervisionState = (typeof SUPERVISION_STATES)[number];

/** How long the physician's emailed link works. */
export const SUPERVISION_LINK_TTL_DAYS = 14;

export const SUPERVISION_MESSAGES = {
  notMember: 'Choose a physician who is a member of this hospital’s medical staff',
  noMatchingPrivileges: (names: string) => `The physician holds no privileges in the department of: ${names}`,
  notPicked: 'Cover only privileges you asked for',
  notRequired: 'Your practitioner type does not need a supervising or collaborating physician',
  notEditable: 'The application can no longer be changed',
  self: 'You cannot name yourself',
  beyondAgreement: (physician: string) => `Not covered by the agreement with ${physician}`,
  alreadyAnswered: 'This request was already answered',
  linkInvalid: 'This link is not valid',
  linkExpired: 'This link has expired: ask the practitioner to send it again',
  linkUsed: 'This link was already used or replaced',
  signatureMismatch: 'Type your full name as it appears on your account to sign',
  confirmed: 'Thank you: the agreement is confirmed',
  declined: 'You declined the request',
  missing: 'Name your supervising or collaborating physician',
  waiting: 'Your supervising or collaborating physician has not confirmed yet',
  declinedByPhysician: 'Your physician declined: name another or resend',
  uncovered: (names: string) => `Privileges not covered by your physician agreement: ${names}`,
  physicianAppointmentEnded: 'The physician’s appointment at this hospital is no longer active',
  noAgreement: 'No physician agreement to resend',
} as const;

export const ZSupervisionPrivilege = z.object({
  privilegeId: z.string(),
  name: z.string(),
  department: z.string(),
});

/** A member physician as the search shows them: name and departments, nothing else. */
export const ZSupervisionPhysician = z.object({
  id: z.string(),
  name: z.string(),
  departments: z.array(z.string()),
});
export type TSupervisionPhysician = z.infer<typeof ZSupervisionPhysician>;

export const ZSupervisionPhysicianQuery = z.object({
  applicationId: z.uuid(),
  q: z.string().trim().min(2, 'Type at least 2 letters').max(100),
});
export const ZSupervisionPhysicianList = z.object({ data: z.array(ZSupervisionPhysician) });

export const ZSupervisionAgreement = z.object({
  id: z.string(),
  applicationId: z.string(),
  physician: ZSupervisionPhysician,
  relationship: z.enum(SUPERVISION_RELATIONSHIPS),
  privileges: z.array(ZSupervisionPrivilege),
  state: z.enum(SUPERVISION_STATES),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The typed name that signed the confirmation. */
  signedName: z.string().nullable(),
  answeredVia: z.enum(['link', 'portal']).nullable(),
});
export type TSupervisionAgreement = z.infer<typeof ZSupervisionAgreement>;

/** GET /supervision?applicationId=: whether the part applies, and the agreement named. */
export const ZSupervisionPart = z.object({
  required: z.boolean(),
  agreement: ZSupervisionAgreement.nullable(),
});
export type TSupervisionPart = z.infer<typeof ZSupervisionPart>;

/** PUT /supervision: names (or changes) the physician; a fresh request is emailed. */
export const ZSaveSupervisionBody = z.strictObject({
  applicationId: z.uuid(),
  physicianId: z.uuid({ error: MESSAGES.required }),
  relationship: z.enum(SUPERVISION_RELATIONSHIPS, { error: MESSAGES.required }),
  privilegeIds: z.array(z.uuid()).min(1, 'Choose at least one privilege').max(200),
});
export type TSaveSupervisionBody = z.infer<typeof ZSaveSupervisionBody>;

export const ZSupervisionApplicationBody = z.strictObject({ applicationId: z.uuid() });

/** The physician's answer: a confirmation signed by typing their name, or a decline. */
export const ZSupervisionAnswer = z.strictObject({
  decision: z.enum(['confirm', 'decline'], { error: MESSAGES.required }),
  signedName: z.string().trim().max(200).optional(),
});
export type TSupervisionAnswer = z.infer<typeof ZSupervisionAnswer>;
export const ZSupervisionLinkAnswer = ZSupervisionAnswer.extend({ token: z.string().min(1).max(2000) });
export const ZSupervisionLinkQuery = z.strictObject({ token: z.string().min(1).max(2000) });

/** What the physician reads, by link or on their dashboard. */
export const ZSupervisionRequest = z.object({
  id: z.string(),
  practitionerName: z.string(),
  hospitalName: z.string(),
  physicianName: z.string(),
  relationship: z.enum(SUPERVISION_RELATIONSHIPS),
  privileges: z.array(ZSupervisionPrivilege),
  state: z.enum(SUPERVISION_STATES),
  answeredAt: z.string().nullable(),
});
export type TSupervisionRequest = z.infer<typeof ZSupervisionRequest>;
export const ZSupervisionRequestList = z.object({ data: z.array(ZSupervisionRequest) });

export const ZSupervisionAnswerResult = z.object({
  message: z.string(),
  state: z.enum(SUPERVISION_STATES),
});

/** The office's view: the agreement and whether the physician's own appointment still stands. */
export const ZSupervisionOfficeView = z.object({
  agreement: ZSupervisionAgreement.nullable(),
  physicianAppointment: z.object({ state: z.string(), endsOn: z.string() }).nullable(),
  /** Set when the agreement can no longer be relied on (the physician's appointment ended). */
  warning: z.string().nullable(),
});
export type TSupervisionOfficeView = z.infer<typeof ZSupervisionOfficeView>;
