import * as zm from 'zod/mini';
import { isValidDateString } from '@docapply/rules';

/*
 * How a filter reads its URL search parameter: each takes the text or undefined (absent) and
 * never fails, so a hand-edited or outdated link shows the defaults instead of an error. Written
 * with zod's mini build, like every list's filters: a list page needs nothing else of zod.
 */

/** Free text; absent is ''. */
export function urlText() {
  return zm.catch(zm.string(), '');
}

/** Comma-joined choices in `values`' order, whatever order they came in; unknown ones are dropped. */
export function urlList<T extends string>(values: readonly T[]) {
  return zm.pipe(
    zm.catch(zm.string(), ''),
    zm.transform((text: string) => {
      const wanted = text.split(',');
      return values.filter((value) => wanted.includes(value));
    }),
  );
}

/** One of `values`; anything else is `fallback`. */
export function urlChoice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return zm.catch(zm.enum(values), fallback);
}

/** One of `values` (any strings); anything else is ''. */
export function urlOneOf(values: readonly string[]) {
  return zm.catch(zm.string().check(zm.refine((value) => values.includes(value))), '');
}

/** A whole number from 1 (one of `allowed` when given); anything else is `fallback`. */
export function urlCount(fallback: number, allowed?: readonly number[]) {
  return zm.catch(
    zm.coerce
      .number()
      .check(
        zm.refine((count) => Number.isInteger(count) && count > 0 && (!allowed || allowed.includes(count))),
      ),
    fallback,
  );
}

/** A day (YYYY-MM-DD); anything else reads as no date, so a mistyped link shows every day. */
export function urlDay() {
  return zm.catch(zm.string().check(zm.refine(isValidDateString)), '');
}

/** An id (a UUID); anything else is ''. */
export function urlUuid() {
  return zm.catch(zm.uuid(), '');
}
