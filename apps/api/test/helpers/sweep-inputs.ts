import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { replaceForbiddenCharacters } from '@docapply/rules';
import {
  createBodyFromSchema,
  findPathValue,
  findQueryValue,
  findValidBody,
  type TJsonSchema,
  type TSweepFixtures,
  type TSweepOperation,
} from './sweep-operations';
import {
  CONTENT_TYPES,
  FORBIDDEN_TEXTS,
  NOT_TEXT_VALUES,
  NUMBER_TEXTS,
  NUMBER_VALUES,
  ODD_TEXTS,
  RAW_JSON_BODIES,
  SOME_NUMBER_TEXTS,
  TOKENS,
  UNDECODABLE_SEGMENTS,
  createMultipartBodies,
  percentEncode,
  urlForbiddenField,
} from './sweep-values';

/** One malformed request and what it must get besides "4xx in the error shape, never 5xx". */
export type TSweepCase = {
  label: string;
  method: TSweepOperation['method'];
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  /** A token of its own instead of the sweep user's (`''`: none at all). */
  token?: string;
  /** 400 VALIDATION naming this field as holding characters that are not allowed. */
  forbiddenField?: string;
  /** Exactly this status. */
  status?: number;
};

type TSlot = { path: string[]; kind: 'string' | 'other' };

/** Every place in a body a value can go: the valid body's leaves and the schema's properties. */
function findSlots(value: unknown, schema: TJsonSchema | undefined, path: string[] = []): TSlot[] {
  const slots: TSlot[] = [];
  if (typeof value === 'string') {
    return [{ path, kind: 'string' }];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => findSlots(item, schema?.items, [...path, String(index)]));
  }
  if (value && typeof value === 'object') {
    const keys = new Set([...Object.keys(value), ...Object.keys(schema?.properties ?? {})]);
    for (const key of keys) {
      const property = schema?.properties?.[key];
      const child = (value as Record<string, unknown>)[key];
      if (child === undefined) {
        const isString = property?.type === 'string' && !property.enum;
        slots.push({ path: [...path, key], kind: isString ? 'string' : 'other' });
      } else {
        slots.push(...findSlots(child, property, [...path, key]));
      }
    }
    return slots;
  }
  return path.length > 0 ? [{ path, kind: 'other' }] : [];
}

function findObjectPaths(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => findObjectPaths(item, [...path, String(index)]));
  }
  if (value && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([key, child]) => findObjectPaths(child, [...path, key]))];
  }
  return [];
}

function setAt(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1]] = value;
  return copy;
}

function getAt(body: unknown, path: string[]): Record<string, unknown> {
  return path.reduce((at, key) => (at as Record<string, unknown>)[key], body) as Record<string, unknown>;
}

/** Builds the operation's URL from raw (already encoded) path segments and query pairs. */
function buildUrl(op: TSweepOperation, segments: Record<string, string>, query: Array<[string, string]>) {
  const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name]);
  const search = query.map(([key, value]) => `${key}=${value}`).join('&');
  return search ? `${path}?${search}` : path;
}

type TValid = { segments: Record<string, string>; query: Array<[string, string]>; body: unknown };
type TBase = (label: string, extra?: Partial<TSweepCase>) => TSweepCase;

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Every way of writing a number for a numeric parameter; a few for a text one. */
function numberTextsFor(schema: TJsonSchema): string[] {
  return schema.type === 'integer' || schema.type === 'number' ? NUMBER_TEXTS : SOME_NUMBER_TEXTS;
}

function show(text: string): string {
  return JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text);
}

/** Each path parameter: bad characters, odd texts, numbers, undecodable escapes, other ids. */
function createPathCases(op: TSweepOperation, base: TBase, valid: TValid): TSweepCase[] {
  const cases: TSweepCase[] = [];
  for (const { name, schema } of op.pathParams) {
    const withSegment = (raw: string) => buildUrl(op, { ...valid.segments, [name]: raw }, valid.query);
    for (const text of [...FORBIDDEN_TEXTS, ...ODD_TEXTS, ...numberTextsFor(schema)]) {
      const forbiddenField = urlForbiddenField(text, name);
      cases.push(
        base(`path ${name}=${show(text)}`, { url: withSegment(percentEncode(text)), forbiddenField }),
      );
    }
    for (const raw of UNDECODABLE_SEGMENTS) {
      cases.push(base(`path ${name}=${raw}`, { url: withSegment(raw), status: 400 }));
    }
    for (const id of [
      randomUUID(),
      '00000000-0000-0000-0000-000000000000',
      valid.segments[name].toUpperCase(),
    ]) {
      cases.push(base(`path ${name}=${id}`, { url: withSegment(id) }));
    }
  }
  return cases;
}

/** Each declared query parameter and an unknown one: the same values; then bad keys and junk. */
function createQueryCases(op: TSweepOperation, base: TBase, valid: TValid): TSweepCase[] {
  const cases: TSweepCase[] = [];
  const unknown = { name: 'zz', schema: { type: 'integer' } };
  for (const { name: key, schema } of [...op.queryParams, unknown]) {
    const others = valid.query.filter(([name]) => name !== key);
    const withValue = (raw: string) => buildUrl(op, valid.segments, [...others, [key, raw]]);
    for (const text of [...FORBIDDEN_TEXTS, ...ODD_TEXTS, ...numberTextsFor(schema)]) {
      const forbiddenField = urlForbiddenField(text, key);
      cases.push(base(`query ${key}=${show(text)}`, { url: withValue(percentEncode(text)), forbiddenField }));
    }
    cases.push(base(`query ${key} twice`, { url: `${withValue('1')}&${key}=2` }));
  }
  for (const key of ['a\u0000b', '\u0001', 'q\u001f', 'a[b]']) {
    const forbiddenField = urlForbiddenField(key, replaceForbiddenCharacters(key));
    const url = buildUrl(op, valid.segments, [...valid.query, [percentEncode(key), '1']]);
    cases.push(base(`query key ${show(key)}`, { url, forbiddenField }));
  }
  const url = buildUrl(op, valid.segments, [...valid.query, ['%zz', '%'], ['', ''], ['a[b]', '1']]);
  cases.push(base('query junk', { url }));
  return cases;
}

/** Each string of the body (any depth) gets bad and odd texts, every value other types, every object bad keys. */
function createBodyCases(op: TSweepOperation, base: TBase, body: unknown): TSweepCase[] {
  const cases: TSweepCase[] = [];
  const withValue = (path: string[], value: unknown) => JSON.stringify(setAt(body, path, value));
  for (const slot of findSlots(body, op.body)) {
    const field = slot.path.join('.');
    if (slot.kind === 'string') {
      for (const text of FORBIDDEN_TEXTS) {
        cases.push(
          base(`body ${field}=${show(text)}`, { payload: withValue(slot.path, text), forbiddenField: field }),
        );
      }
      for (const text of ODD_TEXTS) {
        cases.push(base(`body ${field}=${show(text)}`, { payload: withValue(slot.path, text) }));
      }
    }
    for (const value of slot.kind === 'string' ? NOT_TEXT_VALUES : NUMBER_VALUES) {
      cases.push(
        base(`body ${field}=${show(JSON.stringify(value))}`, { payload: withValue(slot.path, value) }),
      );
    }
  }
  for (const objectPath of findObjectPaths(body)) {
    for (const key of ['k\u0000', 'k\ud800', '\u0007']) {
      const target = structuredClone(body);
      getAt(target, objectPath)[key] = 'x';
      const field = [...objectPath, replaceForbiddenCharacters(key)].join('.');
      cases.push(base(`body key ${field}`, { payload: JSON.stringify(target), forbiddenField: field }));
    }
  }
  return cases;
}

/** Raw bodies, other content types and tokens: the same for every operation. */
function createEnvelopeCases(base: TBase): TSweepCase[] {
  return [
    ...RAW_JSON_BODIES.map(([label, payload]) =>
      base(`raw JSON: ${label}`, { payload, headers: JSON_HEADERS }),
    ),
    ...CONTENT_TYPES.map(([contentType, payload]) =>
      base(`content type ${contentType || 'none'}`, {
        payload,
        headers: contentType ? { 'content-type': contentType } : {},
      }),
    ),
    ...TOKENS.map(([label, token]) => base(label, { token })),
  ];
}

/**
 * At least `minimum` malformed requests for one operation, from its OpenAPI description: each starts
 * from a valid request (real ids, a body it accepts) and breaks one thing, so many get past
 * validation to the services; random ones fill up to the minimum.
 */
export function createSweepCases(op: TSweepOperation, f: TSweepFixtures, minimum = 110): TSweepCase[] {
  const body = op.body ? (findValidBody(f, op.key) ?? createBodyFromSchema(f, op.body)) : undefined;
  const valid: TValid = {
    segments: Object.fromEntries(
      op.pathParams.map(({ name }) => [name, encodeURIComponent(findPathValue(f, op.template, name))]),
    ),
    query: op.queryParams.map(({ name, schema }) => [
      name,
      encodeURIComponent(findQueryValue(f, name, schema)),
    ]),
    body,
  };
  const base: TBase = (label, extra = {}) => ({
    label: `${op.key}: ${label}`,
    method: op.method,
    url: buildUrl(op, valid.segments, valid.query),
    payload: body === undefined ? undefined : JSON.stringify(body),
    headers: body === undefined ? {} : JSON_HEADERS,
    ...extra,
  });
  const cases = [
    ...createPathCases(op, base, valid),
    ...createQueryCases(op, base, valid),
    ...(body === undefined ? [] : createBodyCases(op, base, body)),
    ...createEnvelopeCases(base),
    ...(op.isMultipart ? createMultipartCases(base) : []),
  ];
  return [...cases, ...createRandomCases(op, base, valid, Math.max(20, minimum - cases.length))];
}

/** Broken multipart bodies for the upload route. */
function createMultipartCases(base: TBase): TSweepCase[] {
  return createMultipartBodies().map(({ label, payload, contentType, status }) =>
    base(`multipart ${label}`, { payload, headers: { 'content-type': contentType }, status }),
  );
}

/** Random path segments, query pairs and body values (fast-check, seeded by the operation's name). */
function createRandomCases(op: TSweepOperation, base: TBase, valid: TValid, count: number): TSweepCase[] {
  const unit = fc.oneof(
    fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u001f',
      '\ud800',
      '\udc00',
      '\t',
      '\n',
      '%',
      '&',
      '=',
      '"',
      '\\',
      '/',
    ),
    fc.string({ unit: 'binary', maxLength: 4 }),
  );
  const text = fc.array(unit, { maxLength: 10 }).map((parts) => parts.join(''));
  const slots = valid.body === undefined ? [] : findSlots(valid.body, op.body);
  const seed = [...op.key].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);
  const samples = fc.sample(
    fc.record({
      query: fc.array(fc.tuple(text, text), { maxLength: 3 }),
      segment: text,
      index: fc.nat(),
      value: fc.oneof(text, fc.jsonValue({ maxDepth: 2 })),
    }),
    { seed, numRuns: count },
  );
  return samples.map((sample, n) => {
    const param = op.pathParams.length > 0 ? op.pathParams[sample.index % op.pathParams.length] : undefined;
    const segments = param
      ? { ...valid.segments, [param.name]: percentEncode(sample.segment) }
      : valid.segments;
    const query = [
      ...valid.query,
      ...sample.query.map(([key, value]): [string, string] => [percentEncode(key), percentEncode(value)]),
    ];
    const slot = slots.length > 0 ? slots[sample.index % slots.length] : undefined;
    const payload = slot ? JSON.stringify(setAt(valid.body, slot.path, sample.value)) : undefined;
    const url = buildUrl(op, segments, query);
    return base(`random #${n}`, payload === undefined ? { url } : { url, payload });
  });
}
