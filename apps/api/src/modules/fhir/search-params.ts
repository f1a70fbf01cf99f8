import { isValidDateString } from '@docapply/rules';
import { AppError } from '@/lib/app-error';
import { decodeFhirCursor } from './cursor';

/** What a search's query string may be: FHIR repeats a parameter (`_lastUpdated=ge…&_lastUpdated=lt…`). */
export type TFhirQuery = Record<string, string | string[] | undefined>;

export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 500;

/** Parameters every search takes, besides the resource's own. */
const COMMON_PARAMS = ['_count', '_cursor', '_id', '_lastUpdated', '_format'] as const;

export type TDateBound = { op: 'gt' | 'ge' | 'lt' | 'le'; at: string };

export type TCommonSearch = {
  count: number;
  /** The last id of the previous page. */
  after: string | null;
  ids: string[] | null;
  lastUpdated: TDateBound[];
  /** The parameters used, for the Bundle's self link. */
  used: [string, string][];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A FHIR date or dateTime to the microsecond, what `_lastUpdated` compares with (a year or a month
// alone is not taken: 400).
const FHIR_DATE =
  /^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)?)?$/;

export function valuesOf(query: TFhirQuery, name: string): string[] {
  const value = query[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export function firstValue(query: TFhirQuery, name: string): string | null {
  return valuesOf(query, name)[0] ?? null;
}

/**
 * Unknown parameters are ignored (FHIR's lenient handling, the self link shows what was applied),
 * or refused with 400 when the client asks `Prefer: handling=strict` (the CapabilityStatement says so).
 */
export function checkKnownParams(query: TFhirQuery, own: readonly string[], isStrict: boolean): void {
  if (!isStrict) {
    return;
  }
  const known = new Set<string>([...COMMON_PARAMS, ...own]);
  const unknown = Object.keys(query).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new AppError('BAD_REQUEST', { message: `Unknown search parameter: ${unknown.join(', ')}.` });
  }
}

function parseCount(text: string | null): number {
  if (text === null) {
    return DEFAULT_COUNT;
  }
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) {
    throw new AppError('BAD_REQUEST', { message: '_count must be a whole number from 1.' });
  }
  return Math.min(count, MAX_COUNT);
}

/** `_lastUpdated=gt2026-01-01T00:00:00Z` (ge, gt, le, lt; none means ge and le of the value's range). */
function parseDateBound(text: string): TDateBound[] {
  const match = /^(gt|ge|lt|le|eq)?(.*)$/.exec(text);
  const op = match?.[1] ?? 'eq';
  const value = match?.[2] ?? '';
  if (!FHIR_DATE.test(value) || !isValidDateString(value.slice(0, 10))) {
    throw new AppError('BAD_REQUEST', { message: `_lastUpdated is not a FHIR date: ${text}.` });
  }
  // PostgreSQL reads the text itself: its microseconds are kept (a Date would round them to
  // milliseconds, and `gt` the newest lastUpdated a sync saw would find that resource again).
  const at = value;
  if (op === 'eq') {
    return [
      { op: 'ge', at },
      { op: 'le', at },
    ];
  }
  return [{ op: op as TDateBound['op'], at }];
}

export function parseCommonSearch(query: TFhirQuery): TCommonSearch {
  const used: [string, string][] = [];
  const countText = firstValue(query, '_count');
  const count = parseCount(countText);
  const cursor = firstValue(query, '_cursor');
  const idText = firstValue(query, '_id');
  const ids = idText === null ? null : idText.split(',').filter((id) => UUID.test(id));
  if (idText !== null) {
    used.push(['_id', idText]);
  }
  const lastUpdated = valuesOf(query, '_lastUpdated').flatMap((text) => {
    used.push(['_lastUpdated', text]);
    return parseDateBound(text);
  });
  used.push(['_count', String(count)]);
  return { count, after: cursor === null ? null : decodeFhirCursor(cursor), ids, lastUpdated, used };
}

/** `system|value`, `|value` (no system) or `value` (any system). */
export function parseToken(text: string): { system: string | null | undefined; code: string } {
  const bar = text.indexOf('|');
  if (bar < 0) {
    return { system: undefined, code: text };
  }
  const system = text.slice(0, bar);
  return { system: system === '' ? null : system, code: text.slice(bar + 1) };
}

/** A reference search value: `Practitioner/<id>` or `<id>`. */
export function parseReference(text: string, resourceType: string): string | null {
  const id = text.startsWith(`${resourceType}/`) ? text.slice(resourceType.length + 1) : text;
  return UUID.test(id) ? id : null;
}
