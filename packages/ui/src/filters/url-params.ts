import { createParser, parseAsString, parseAsStringLiteral } from 'nuqs/server';
import { isValidDateString } from '@docapply/rules';

/*
 * How a filter reads its URL search parameter: nuqs's parsers, each with its default, so a
 * hand-edited or outdated link shows the defaults instead of an error (a parser that cannot read
 * its text answers null, and the default stands). nuqs and not zod: a list page needs nothing else
 * of zod, and its parsers are a third of zod's core in the first download of every list.
 */

/** Free text; absent is ''. */
export function urlText() {
  return parseAsString.withDefault('');
}

/** Comma-joined choices in `values`' order, whatever order they came in; unknown ones are dropped. */
export function urlList<T extends string>(values: readonly T[]) {
  const inOrder = (chosen: readonly string[]) => values.filter((value) => chosen.includes(value));
  const serialize = (chosen: readonly string[]) => inOrder(chosen).join(',');
  return createParser<T[]>({
    parse: (text) => inOrder(text.split(',')),
    serialize,
    eq: (a, b) => serialize(a) === serialize(b),
  }).withDefault([]);
}

/** One of `values`; anything else is `fallback`. */
export function urlChoice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return parseAsStringLiteral<T[number]>(values).withDefault(fallback);
}

/** One of `values` (any strings); anything else is ''. */
export function urlOneOf(values: readonly string[]) {
  return parseAsStringLiteral(values).withDefault('');
}

/** A whole number from 1 (one of `allowed` when given); anything else is `fallback`. */
export function urlCount(fallback: number, allowed?: readonly number[]) {
  return createParser<number>({
    parse: (text) => {
      const count = text.trim() === '' ? Number.NaN : Number(text);
      return Number.isInteger(count) && count > 0 && (!allowed || allowed.includes(count)) ? count : null;
    },
    serialize: String,
  }).withDefault(fallback);
}

/** A day (YYYY-MM-DD); anything else reads as no date, so a mistyped link shows every day. */
export function urlDay() {
  return createParser<string>({
    parse: (text) => (isValidDateString(text) ? text : null),
    serialize: (day) => day,
  }).withDefault('');
}
