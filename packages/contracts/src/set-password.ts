import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX_LENGTH, validatePasswordLength } from '@docapply/rules';

/** An invited admin's first password, set from the emailed link (an open route; see platform.ts). */
const ZNewPassword = z
  .string({ error: MESSAGES.required })
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, ctx) => {
    const message = value.length === 0 ? MESSAGES.required : validatePasswordLength(value);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
    }
  });

/** POST /auth/setPassword: the emailed link's token and the new password (same rules as registration). */
export const ZSetPasswordRequest = z.strictObject({
  token: z.string().min(1).max(2048),
  password: ZNewPassword,
});
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;
export const ZSetPasswordResponse = z.object({ message: z.string(), email: z.string() });
export type TSetPasswordResponse = z.infer<typeof ZSetPasswordResponse>;

export const ZSetPasswordForm = z
  .strictObject({
    password: ZNewPassword,
    confirmPassword: z
      .string({ error: MESSAGES.required })
      .min(1, MESSAGES.required)
      .max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch,
  });
export type TSetPasswordForm = z.infer<typeof ZSetPasswordForm>;

/** POST /auth/setPassword/check: whether an invitation link still works, before its password form. */
export const ZSetPasswordCheckRequest = z.strictObject({ token: z.string().min(1).max(2048) });
export type TSetPasswordCheckRequest = z.infer<typeof ZSetPasswordCheckRequest>;
export const ZSetPasswordCheckResponse = z.object({ email: z.string() });
export type TSetPasswordCheckResponse = z.infer<typeof ZSetPasswordCheckResponse>;
