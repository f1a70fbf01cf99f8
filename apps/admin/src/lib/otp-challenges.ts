import { createOtpChallengeStore } from '@docapply/ui';

/** The admin's sign-in attempt between / and /otp, kept for this tab only (apart from the portal's). */
export const otpChallenges = createOtpChallengeStore('docapply.admin.otp-challenge');
