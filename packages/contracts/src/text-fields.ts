import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MESSAGES, isValidDateString, isValidEmail } from '@docapply/rules';

/** A required text of at most `max` characters, trimmed: the spec's "Required" when empty. */
export const requiredText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `At most ${max} characters`);

/** A text of at most `max` characters, trimmed, that may be empty (chain `.min` to require it). */
export const trimmedText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** A day as YYYY-MM-DD (a date input's value). */
export const dayText = () => z.string().refine(isValidDateString, 'Enter a date as YYYY-MM-DD');

/** A required email address: "Required" when empty, "Invalid email address" when malformed. */
export const requiredEmail = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
    .refine(isValidEmail, MESSAGES.invalidEmail);
