import { z } from 'zod';
import { requiredEmail, requiredText } from './text-fields';

/** Delegates (issue 16, item 1): a doctor's office manager fills the doctor's drafts for them. */

export const DELEGATE_MESSAGES = {
  invited: 'Invitation sent.',
  revoked: 'Access revoked.',
  ownEmail: 'Enter the email address of someone else',
  otherAccount: 'This email belongs to an account that cannot be a delegate',
  alreadyDelegate: 'This person is already your delegate',
  notFound: 'Delegate not found',
  doctorOnly: 'Only the doctor can do this',
  notActingFor: 'You are not a delegate of this doctor',
} as const;

export const ZInviteDelegateRequest = z.strictObject({
  email: requiredEmail(),
  firstName: requiredText(100),
  lastName: requiredText(100),
});
export type TInviteDelegateRequest = z.infer<typeof ZInviteDelegateRequest>;
export type TInviteDelegateFormValues = z.input<typeof ZInviteDelegateRequest>;

/** invited: has not chosen a password yet; active: can act for the doctor; revoked: cannot any more. */
export const DELEGATE_STATES = ['invited', 'active', 'revoked'] as const;
export type TDelegateState = (typeof DELEGATE_STATES)[number];

/** A delegate as their doctor sees them. */
export const ZDelegate = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  state: z.enum(DELEGATE_STATES),
  invitedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type TDelegate = z.infer<typeof ZDelegate>;
export const ZDelegateList = z.object({ data: z.array(ZDelegate) });
export type TDelegateList = z.infer<typeof ZDelegateList>;

export const ZInviteDelegateResponse = z.object({ delegate: ZDelegate, message: z.string() });
export type TInviteDelegateResponse = z.infer<typeof ZInviteDelegateResponse>;

/** A doctor a delegate serves: the id goes in the ACTING_FOR_HEADER. */
export const ZDelegatedDoctor = z.object({
  doctorId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type TDelegatedDoctor = z.infer<typeof ZDelegatedDoctor>;
export const ZDelegatedDoctorList = z.object({ data: z.array(ZDelegatedDoctor) });
export type TDelegatedDoctorList = z.infer<typeof ZDelegatedDoctorList>;
