import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MESSAGES, isStoredPhone, isValidEmail } from '@docapply/rules';

export const ZContactRequest = z.strictObject({
  name: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(200),
  email: z
    .string({ error: MESSAGES.required })
    .trim()
    .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
    .refine(isValidEmail, MESSAGES.invalidEmail),
  phone: z.string().refine(isStoredPhone, MESSAGES.invalidPhone).optional(),
  organisation: z.string().trim().max(200).optional(),
  message: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(5000),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;
export const ZContactResponse = z.object({ id: z.string(), message: z.string() });
