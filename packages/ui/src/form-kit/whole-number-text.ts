import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';

/**
 * A number field's text read into `number`, the contract's own schema for it (its range and
 * messages): required, digits only, then the contract's checks.
 */
export function wholeNumberText<TNumber extends z.ZodType<number, number>>(number: TNumber) {
  return z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^\d+$/, 'Enter a whole number')
    .transform(Number)
    .pipe(number);
}
