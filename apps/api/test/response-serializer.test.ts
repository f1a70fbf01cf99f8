import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { ZErrorBody, envelope } from '@docapply/contracts';
import { compileResponseSerializer } from '@/plugins/response-serializer';

type TSerialize = (data: unknown) => string;

function compile(schema: z.ZodType): { fast: TSerialize; zod: TSerialize } {
  const route = { schema, method: 'GET', url: '/test', httpStatus: '200' };
  return {
    fast: compileResponseSerializer(route) as TSerialize,
    zod: serializerCompiler(route as Parameters<typeof serializerCompiler>[0]) as TSerialize,
  };
}

const ZRow = z.object({
  id: z.string(),
  count: z.number().int(),
  isOpen: z.boolean(),
  status: z.enum(['draft', 'applied']),
  note: z.string().nullable().optional(),
  tags: z.array(z.string()),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  answers: z.record(z.string(), z.unknown()),
});

describe('the compiled response serializer', () => {
  it("writes what zod's serializer writes, leaving out every key the schema does not declare", () => {
    const { fast, zod } = compile(
      envelope(z.object({ data: z.array(ZRow), nextCursor: z.string().nullable() })),
    );
    const row = {
      passwordHash: 'secret',
      id: 'a',
      count: 2,
      isOpen: true,
      status: 'draft',
      tags: ['x'],
      owner: { id: 'u', name: 'N', email: 'leak@example.org' },
      answers: { q1: { nested: [1, null] } },
      note: undefined,
    };
    const data = { result: { data: [row, { ...row, note: null, owner: null }], nextCursor: null }, extra: 1 };
    expect(fast(data)).toBe(zod(data));
    expect(fast(data)).not.toContain('secret');
    expect(fast(data)).not.toContain('leak@');
    expect(JSON.parse(fast(data)).result.data[0]).toEqual({
      id: 'a',
      count: 2,
      isOpen: true,
      status: 'draft',
      tags: ['x'],
      owner: { id: 'u', name: 'N' },
      answers: { q1: { nested: [1, null] } },
    });
  });

  it('refuses a value of the wrong type as zod does, a row where a text was declared included', () => {
    const { fast } = compile(envelope(ZRow));
    const valid = { id: 'a', count: 1, isOpen: false, status: 'applied', tags: [], owner: null, answers: {} };
    expect(() => fast({ result: valid })).not.toThrow();
    for (const wrong of [
      { ...valid, id: { id: 'a', passwordHash: 'secret' } },
      { ...valid, count: Number.NaN },
      { ...valid, status: 'deleted' },
      { ...valid, tags: 'x' },
      { ...valid, owner: undefined },
    ]) {
      expect(() => fast({ result: wrong })).toThrow(ResponseSerializationError);
    }
  });

  it('leaves to zod what changes a value: trimming, plain unions, transforms', () => {
    const { fast, zod } = compile(
      z.object({ name: z.string().trim(), value: z.union([z.string(), z.number()]) }),
    );
    const data = { name: '  Ann  ', value: 3, other: 'x' };
    expect(fast(data)).toBe(zod(data));
    expect(JSON.parse(fast(data))).toEqual({ name: 'Ann', value: 3 });
    // A one-way transform cannot be encoded: the same error both ways.
    const dated = compile(z.object({ at: z.date().transform((date) => date.toISOString()) }));
    const at = { at: new Date('2026-01-02T03:04:05Z') };
    expect(() => dated.zod(at)).toThrow(/unidirectional transform/);
    expect(() => dated.fast(at)).toThrow(/unidirectional transform/);
  });

  it('copies the option a discriminated union names', () => {
    const schema = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b'), b: z.number() }),
    ]);
    const { fast, zod } = compile(z.array(schema));
    const data = [
      { kind: 'a', a: 'x', b: 1 },
      { kind: 'b', b: 2, a: 'y' },
    ];
    expect(fast(data)).toBe(zod(data));
    expect(() => fast([{ kind: 'c' }])).toThrow(ResponseSerializationError);
  });

  it('writes the error shape', () => {
    const { fast, zod } = compile(ZErrorBody);
    const body = {
      statusCode: 400,
      error: { code: 'VALIDATION', message: 'No', fields: { name: 'Required' } },
    };
    expect(fast(body)).toBe(zod(body));
  });
});
