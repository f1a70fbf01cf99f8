import { z } from 'zod';
import { ZUser } from './user';

/** GET /auth/me */
export const ZMeResponse = z.object({ user: ZUser });
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** POST /auth/otp/resend answers like /auth/verifyUser: a new challenge and its lifetime. */
export { ZVerifyUserResponse as ZOtpResendResponse } from './auth';

/** GET /health */
export const ZHealthResponse = z.object({ status: z.literal('ok') });
