import { createParser } from 'nuqs/server';
import * as zm from 'zod/mini';

// A module of its own: the parsers every list uses (url-params.ts) would otherwise bring zod to
// each of them, where only the audit trail reads an id from its URL.

/** An id (a UUID, as zod checks one); anything else is ''. */
export function urlUuid() {
  return createParser<string>({
    parse: (text) => (zm.safeParse(zm.uuid(), text).success ? text : null),
    serialize: (id) => id,
  }).withDefault('');
}
