import { z } from 'zod';
import { trimmedText } from './text-fields';

/**
 * Privilege suspension (a medical staff's summary or precautionary suspension): the office suspends
 * privileges a practitioner holds by an active appointment, effective at once, and later reinstates
 * them. The appointment's grant is never rewritten; the suspension is a record of its own.
 */

export const SUSPENSION_TEXT_MAX = 2000;

export const PRIVILEGE_SUSPENSION_MESSAGES = {
  privilegesRequired: 'Choose at least one privilege to suspend',
  reasonRequired: 'Enter the reason for the suspension',
  noteRequired: 'Enter a note on the reinstatement',
  notActive: 'Only the privileges of an active appointment can be suspended',
  notHeld: 'This practitioner does not hold that privilege by this appointment',
  alreadySuspended: 'This privilege is already suspended',
  notFound: 'Suspension not found',
  alreadyReinstated: 'This privilege has already been reinstated',
} as const;

const ZRequiredText = (required: string) => trimmedText(SUSPENSION_TEXT_MAX).min(1, required);

/** POST /admin/applications/{id}/privilege-suspensions: signed with a fresh step-up. */
export const ZSuspendPrivilegesRequest = z.strictObject({
  /** Versions the appointment holds (its privileges' ids). */
  privilegeIds: z
    .array(z.uuid(PRIVILEGE_SUSPENSION_MESSAGES.notHeld))
    .min(1, PRIVILEGE_SUSPENSION_MESSAGES.privilegesRequired)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
  /** The office's reason, kept with the suspension and never shown to the practitioner. */
  reason: ZRequiredText(PRIVILEGE_SUSPENSION_MESSAGES.reasonRequired),
  /** What the practitioner is told (mail and portal); empty: only that it is suspended. */
  practitionerNote: trimmedText(SUSPENSION_TEXT_MAX).optional(),
});
export type TSuspendPrivilegesRequest = z.input<typeof ZSuspendPrivilegesRequest>;

/** POST /admin/applications/{id}/privilege-suspensions/{suspensionId}/reinstate: signed too. */
export const ZReinstatePrivilegeRequest = z.strictObject({
  note: ZRequiredText(PRIVILEGE_SUSPENSION_MESSAGES.noteRequired),
});
export type TReinstatePrivilegeRequest = z.input<typeof ZReinstatePrivilegeRequest>;

export const ZPrivilegeSuspensionParams = z.strictObject({
  id: z.string().min(1).max(64),
  suspensionId: z.string().min(1).max(64),
});

/**
 * A suspension in force, on the privilege of an appointment. The practitioner reads `suspendedAt`
 * and `practitionerNote`; `reason` and `suspendedBy` are the office's only (null for the practitioner).
 */
export const ZPrivilegeSuspension = z.object({
  id: z.string(),
  suspendedAt: z.string(),
  practitionerNote: z.string().nullable(),
  reason: z.string().nullable(),
  suspendedBy: z.string().nullable(),
});
export type TPrivilegeSuspension = z.infer<typeof ZPrivilegeSuspension>;
