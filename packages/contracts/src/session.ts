import { z } from 'zod';
import { ZUser } from './user';

/** GET /auth/me */
export const ZMeResponse = z.object({ user: ZUser });
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** POST /auth/otp/resend answers like /auth/verifyUser: a new challenge and its lifetime. */
export { ZVerifyUserResponse as ZOtpResendResponse } from './auth';

/** GET /health/live: the process answers. */
export const ZHealthResponse = z.object({ status: z.literal('ok') });

/** What GET /health/ready checks: the mail server and Redis only when configured. */
export const READINESS_CHECKS = ['database', 'storage', 'smtp', 'redis'] as const;
export type TReadinessCheck = (typeof READINESS_CHECKS)[number];

/** GET /health and /health/ready: every dependency answered (a 503 names the ones that did not). */
export const ZReadinessResponse = z.object({
  status: z.literal('ok'),
  checks: z.record(z.enum(READINESS_CHECKS), z.enum(['ok', 'not configured'])),
});
