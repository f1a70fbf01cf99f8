import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

/**
 * Responses are written through their schemas so that no column leaks by accident. zod's encode
 * (fastify-type-provider-zod's serializer) re-validated every value and built a result per property
 * before JSON.stringify: twice the cost of JSON.stringify alone on a page of the queue. The same
 * guarantee for next to nothing: each schema is compiled once into a copy of what it declares and
 * nothing else (an object's declared keys, in the schema's order), checking each value's type on
 * the way (a string is a string, an object an object: a row never slips in where a text was
 * declared), then JSON.stringify. An object's copy is generated code, one function per shape, as
 * zod's own parser does. Refinements (a length, a format) are not run again on the service's own
 * output. What it cannot copy faithfully (a transform, a codec, a plain union, a strict or open
 * object, a trimming string) zod encodes, that part only; a response found wrong is handed whole
 * to zod's serializer, so an invalid response fails exactly as before.
 */
type TCopy = (value: unknown) => unknown;
type TDef = {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  options?: $ZodType[];
  discriminator?: string;
  entries?: Record<string, unknown>;
  values?: unknown[];
  coerce?: boolean;
};

/** Thrown (never escapes) when a value does not fit: zod's serializer then decides. */
const MISMATCH = Symbol('response does not fit its schema');

function mismatch(): never {
  // A marker, caught below: no stack is built.
  throw MISMATCH;
}

function defOf(schema: $ZodType): TDef {
  return schema._zod.def as unknown as TDef;
}

/** Checks that change a value (trim, toLowerCase: zod's `overwrite`) must run: zod does those. */
function isZodsOwn(def: TDef): boolean {
  return Boolean(def.coerce) || (def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');
}

/** The type checks a generated copy makes in place, on `x`. */
const INLINE_CHECKS: Partial<Record<string, string>> = {
  string: "typeof x === 'string'",
  number: "typeof x === 'number' && Number.isFinite(x)",
  boolean: "typeof x === 'boolean'",
};

function checkType(isValid: (value: unknown) => boolean): TCopy {
  return (value) => (isValid(value) ? value : mismatch());
}

const copyAnything: TCopy = (value) => value;
const copyNull = checkType((value) => value === null);
const copyDate = checkType((value) => value instanceof Date && !Number.isNaN(value.getTime()));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The part zod encodes itself. */
function encodeWithZod(schema: $ZodType): TCopy {
  return (value) => {
    const result = safeEncode(schema, value);
    return result.success ? result.data : mismatch();
  };
}

/**
 * `{ key: copy of value }` for each declared key, as generated code: a string, number or boolean
 * (optional, nullable) checked in place, anything else by its own compiled copy.
 */
function copyObject(schema: $ZodType, shape: Record<string, $ZodType>): TCopy {
  const keys = Object.keys(shape);
  // Assigning it would set the copy's prototype: zod's own handling.
  if (keys.includes('__proto__')) {
    return encodeWithZod(schema);
  }
  const copies: TCopy[] = [];
  const lines = [
    "if (typeof v !== 'object' || v === null || Array.isArray(v)) mismatch();",
    'const o = {};',
    'let x;',
  ];
  for (const key of keys) {
    const name = JSON.stringify(key);
    let def = defOf(shape[key]);
    const allowed: string[] = [];
    while ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
      allowed.push(def.type === 'optional' ? 'x === undefined' : 'x === null');
      def = defOf(def.innerType);
    }
    const check = isZodsOwn(def) ? undefined : INLINE_CHECKS[def.type];
    lines.push(`x = v[${name}];`);
    if (check) {
      lines.push(`if (!(${[check, ...allowed].join(' || ')})) mismatch();`);
    } else {
      copies.push(compileCopy(shape[key]));
      lines.push(`x = copies[${copies.length - 1}](x);`);
    }
    lines.push(`if (x !== undefined) o[${name}] = x;`);
  }
  lines.push('return o;');
  // Generated from our own schemas' keys, each quoted by JSON.stringify.
  const build = new Function('mismatch', 'copies', `return function copy(v) {\n${lines.join('\n')}\n};`);
  return build(mismatch, copies) as TCopy;
}

function copyArray(element: $ZodType): TCopy {
  const copyItem = compileCopy(element);
  return (value) => (Array.isArray(value) ? value.map((item) => copyItem(item)) : mismatch());
}

function copyRecord(valueType: $ZodType): TCopy {
  const copyItem = compileCopy(valueType);
  return (value) => {
    if (!isPlainObject(value)) {
      return mismatch();
    }
    const copied: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const item = copyItem(value[key]);
      if (item !== undefined && key !== '__proto__') {
        copied[key] = item;
      }
    }
    return copied;
  };
}

/** A discriminated union: the option its discriminator names (zod's own index of the values). */
function copyDiscriminated(discriminator: string, options: $ZodType[]): TCopy | null {
  const byValue = new Map<unknown, TCopy>();
  for (const option of options) {
    const values = (option._zod as { propValues?: Record<string, Set<unknown>> }).propValues?.[discriminator];
    if (!values) {
      return null;
    }
    const copy = compileCopy(option);
    for (const value of values) {
      byValue.set(value, copy);
    }
  }
  return (value) => {
    const copy = isPlainObject(value) ? byValue.get(value[discriminator]) : undefined;
    return copy ? copy(value) : mismatch();
  };
}

function oneOf(values: unknown[]): TCopy {
  const allowed = new Set(values);
  return checkType((value) => allowed.has(value));
}

function compileFresh(schema: $ZodType): TCopy {
  const def = defOf(schema);
  if (isZodsOwn(def)) {
    return encodeWithZod(schema);
  }
  const inline = INLINE_CHECKS[def.type];
  if (inline) {
    // The same check as a generated object makes in place.
    return new Function('mismatch', `return function copy(x) { return ${inline} ? x : mismatch(); };`)(
      mismatch,
    ) as TCopy;
  }
  switch (def.type) {
    case 'null':
      return copyNull;
    case 'date':
      return copyDate;
    case 'any':
    case 'unknown':
      return copyAnything;
    case 'enum':
      return oneOf(Object.values(def.entries ?? {}));
    case 'literal':
      return oneOf(def.values ?? []);
    case 'optional': {
      const copyInner = compileCopy(def.innerType as $ZodType);
      return (value) => (value === undefined ? undefined : copyInner(value));
    }
    case 'nullable': {
      const copyInner = compileCopy(def.innerType as $ZodType);
      return (value) => (value === null ? null : copyInner(value));
    }
    case 'array':
      return copyArray(def.element as $ZodType);
    case 'object':
      // An open object (catchall) keeps keys the schema does not name, a strict one refuses them.
      return def.catchall ? encodeWithZod(schema) : copyObject(schema, def.shape ?? {});
    case 'record':
      return def.keyType && defOf(def.keyType).type === 'string' && !isZodsOwn(defOf(def.keyType))
        ? copyRecord(def.valueType as $ZodType)
        : encodeWithZod(schema);
    case 'union':
      return (
        (def.discriminator ? copyDiscriminated(def.discriminator, def.options ?? []) : null) ??
        encodeWithZod(schema)
      );
    default:
      return encodeWithZod(schema);
  }
}

/** Schemas are shared between routes (the error body on every one): each is compiled once. */
const compiled = new WeakMap<$ZodType, TCopy>();

function compileCopy(schema: $ZodType): TCopy {
  let copy = compiled.get(schema);
  if (!copy) {
    copy = compileFresh(schema);
    compiled.set(schema, copy);
  }
  return copy;
}

/** The route's serializer: the compiled copy, then JSON; zod's own for a response that does not fit. */
export const compileResponseSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const zodSerializer = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  if (!(route.schema instanceof $ZodType)) {
    return zodSerializer;
  }
  const copy = compileCopy(route.schema);
  return (data) => {
    let copied: unknown;
    try {
      copied = copy(data);
    } catch (error) {
      if (error === MISMATCH) {
        return zodSerializer(data);
      }
      throw error;
    }
    return JSON.stringify(copied);
  };
};
