/** Texts the platform endpoints answer with, in one place. */
export const PLATFORM_API_MESSAGES = {
  hospitalNotFound: 'Hospital not found',
  tryAgain: 'Someone changed this at the same moment. Please try again.',
  unknownHospital: 'Unknown hospital',
  adminNotFound: 'Admin account not found',
  contactNotFound: 'Message not found',
  mailNotFound: 'Mail not found',
  mailNotFailed: 'Only a failed message can be resent; this one is still being delivered or was sent.',
  doctorEmail:
    "This email belongs to a doctor's account and cannot be made an administrator. Use another email address.",
  disabledAdmin: 'This admin account is disabled. Enable it before inviting it to more hospitals.',
  disabledAccount: 'This account is disabled. Enable it first.',
  platformAdminAlready: 'This email is a platform administrator already.',
  cannotDisableSelf: 'You cannot disable your own account.',
  invited: 'Invitation sent. The link to set a password is valid for 72 hours.',
  reinvited: 'A new invitation was sent. The earlier link no longer works.',
  accessGranted: 'The administrator now has access to these hospitals and was told by email.',
} as const;
