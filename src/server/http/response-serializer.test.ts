import fc from 'fast-check';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shelfRow } from '../../domain/warehouses/warehouses';
import { pageSchema } from './paging';
import { compileResponseWriter, responseSerializerCompiler } from './response-serializer';

const row = z.object({
  id: z.number(),
  label: z.string().nullable().optional(),
  grade: z.enum(['A', 'B']),
});
const answer = z.object({
  code: z.number(),
  msg: z.string(),
  data: z
    .object({
      id: z.number(),
      name: z.string(),
      active: z.boolean(),
      note: z.string().optional(),
      parentId: z.number().nullable(),
      extra: z.unknown(),
      extras: z.array(z.unknown()),
      tags: z.array(z.string()),
      rows: z.array(row),
    })
    .nullable(),
});

type Outcome = { text: string } | { error: string };

function outcome(serialize: (data: unknown) => string, data: unknown): Outcome {
  try {
    return { text: serialize(data) };
  } catch (err) {
    return { error: `${(err as Error).name}: ${(err as Error).message}` };
  }
}

function both(schema: z.ZodType) {
  const args = { schema, method: 'POST', url: '/api/test' } as Parameters<typeof serializerCompiler>[0];
  return { ours: responseSerializerCompiler(args), stock: serializerCompiler(args) };
}

/** Any string, quotes, control characters and unpaired surrogates included. */
const anyString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('"', '\\', '\n', '\u2028', '\ud800', 'a\udc00b'),
);
/** Any number, those zod refuses (NaN, infinities) and those JSON writes oddly (-0, 1e21) included. */
const anyNumber = fc.oneof(
  { weight: 20, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e21, 5e-324) },
);
/** A value of the right type nearly always (so whole answers are valid), now and then anything or nothing. */
function field<T>(valid: fc.Arbitrary<T>) {
  return fc.oneof(
    { weight: 60, arbitrary: valid },
    { weight: 1, arbitrary: fc.anything() },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}
const rowValue = fc.record(
  {
    id: field(anyNumber),
    label: field(fc.option(anyString)),
    grade: field(fc.constantFrom('A', 'B')),
    secret: anyString,
  },
  { requiredKeys: [] },
);
const answerValue = fc.record({
  code: field(anyNumber),
  msg: field(anyString),
  data: field(
    fc.option(
      fc.record(
        {
          id: field(anyNumber),
          name: field(anyString),
          active: field(fc.boolean()),
          note: field(anyString),
          parentId: field(fc.option(anyNumber)),
          extra: fc.anything(),
          extras: field(
            fc.array(
              fc.oneof(
                fc.anything(),
                fc.constant(() => 1),
              ),
              { maxLength: 4 },
            ),
          ),
          tags: field(fc.array(field(anyString), { maxLength: 5 })),
          rows: field(fc.array(field(rowValue), { maxLength: 5 })),
          password: anyString,
        },
        { requiredKeys: ['id', 'name', 'active', 'parentId', 'tags', 'rows'] },
      ),
    ),
  ),
});

describe('response serializer', () => {
  it('writes the text zod and JSON.stringify wrote, or fails as they failed, for any value', () => {
    const { ours, stock } = both(answer);
    const write = compileResponseWriter(answer);
    let written = 0;
    fc.assert(
      fc.property(answerValue, (data) => {
        if (write?.(data)) written++;
        expect(outcome(ours, data)).toEqual(outcome(stock, data));
      }),
      { numRuns: 3000 },
    );
    // About a third of the generated answers are valid throughout: the writer itself answers those.
    expect(written).toBeGreaterThan(500);
  });

  it('never writes a key the schema does not declare', () => {
    const { ours } = both(answer);
    const text = ours({
      code: 200,
      msg: 'ok',
      data: {
        id: 1,
        name: 'n',
        active: true,
        parentId: null,
        extra: 1,
        extras: [],
        tags: [],
        rows: [{ id: 2, grade: 'A', secret: 's' }],
        password: 'p',
      },
      debug: 'd',
    });
    expect(JSON.parse(text)).toEqual({
      code: 200,
      msg: 'ok',
      data: {
        id: 1,
        name: 'n',
        active: true,
        parentId: null,
        extra: 1,
        extras: [],
        tags: [],
        rows: [{ id: 2, grade: 'A' }],
      },
    });
  });

  it('refuses a value that breaks the schema with the stock serializer error', () => {
    const { ours } = both(answer);
    expect(() => ours({ code: 200, msg: 'ok', data: { id: '1' } })).toThrow(
      /Response doesn't match the schema/,
    );
    expect(() => ours({ code: Number.NaN, msg: 'ok', data: null })).toThrow(
      /Response doesn't match the schema/,
    );
  });

  it('writes the shelf list page the way zod did', () => {
    const schema = z.object({ code: z.number(), msg: z.string(), data: pageSchema(shelfRow) });
    expect(compileResponseWriter(schema)).not.toBeNull();
    const { ours, stock } = both(schema);
    const page = {
      code: 200,
      msg: 'Success',
      data: {
        pageNo: 1,
        pageSize: 20,
        totalCount: 2,
        totalPage: 1,
        data: [
          {
            id: -1,
            name: 'Ready for listing',
            code: '',
            rackId: null,
            rackName: '',
            wareId: 3,
            wareName: '',
            status: 1,
          },
          {
            id: 7,
            name: 'A-"01"',
            code: 'W3A01',
            rackId: 2,
            rackName: 'A',
            wareId: 3,
            wareName: 'Main',
            status: 2,
            ware: {},
          },
        ],
      },
    };
    expect(ours(page)).toBe(stock(page));
  });

  it('leaves schemas it cannot reproduce exactly to zod', () => {
    for (const schema of [
      z.record(z.string(), z.number()),
      z.object({ a: z.string() }).passthrough(),
      z.object({ a: z.string() }).strict(),
      z.object({ a: z.email() }),
      z.object({ a: z.number().int() }),
      z.object({ a: z.number().default(1) }),
      z.object({ a: z.union([z.string(), z.number()]) }),
      z.object({ a: z.string().transform((s) => s.length) }),
    ]) {
      expect(compileResponseWriter(schema)).toBeNull();
    }
  });
});
