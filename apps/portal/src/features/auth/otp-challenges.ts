import { createOtpChallengeStore } from '@docapply/ui';

/** The doctor's sign-in attempt between /login and /otp, kept for this tab only. */
export const otpChallenges = createOtpChallengeStore('docapply.otp-challenge');
