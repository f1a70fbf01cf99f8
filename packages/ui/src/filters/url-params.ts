import { z } from 'zod';

/*
 * How a filter reads its URL search parameter: each takes the text or undefined (absent) and
 * never fails, so a hand-edited or outdated link shows the defaults instead of an error.
 */

/** Free text; absent is ''. */
export function urlText() {
  return z.string().catch('');
}

/** Comma-joined choices in `values`' order, whatever order they came in; unknown ones are dropped. */
export function urlList<T extends string>(values: readonly T[]) {
  return z
    .string()
    .catch('')
    .transform((text) => {
      const wanted = text.split(',');
      return values.filter((value) => wanted.includes(value));
    });
}

/** One of `values`; anything else is `fallback`. */
export function urlChoice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values).catch(fallback);
}

/** A whole number from 1 (one of `allowed` when given); anything else is `fallback`. */
export function urlCount(fallback: number, allowed?: readonly number[]) {
  return z.coerce
    .number()
    .int()
    .positive()
    .refine((count) => !allowed || allowed.includes(count))
    .catch(fallback);
}
