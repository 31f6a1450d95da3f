import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries of bad input, derived from a route's zod schemas (through their JSON Schema).
 * A bad input is mostly a valid-looking request with one thing wrong (one field replaced, an unknown
 * key), so that it gets past everything else in the schema and shows what the route does with that
 * one thing: wrong types, NUL and other control characters, lone surrogates, numbers past every
 * column type, deep nesting, unknown keys.
 */

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
};

export function schemaOf(zodSchema: z.ZodType | undefined): Schema | null {
  if (!zodSchema) return null;
  return z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as Schema;
}

function typesOf(s: Schema): string[] {
  if (s.const !== undefined) return [typeof s.const];
  if (s.enum) return [...new Set(s.enum.map((v) => typeof v))];
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  return (s.anyOf ?? s.oneOf ?? []).flatMap(typesOf);
}

function alternativesOf(s: Schema): Schema[] {
  const branches = s.anyOf ?? s.oneOf;
  return branches ? branches.flatMap(alternativesOf) : [s];
}

/** Paths of the numbers in a schema without a lower bound or with an upper one past `max`. */
export function boundlessNumbers(s: Schema | null, max: number): string[] {
  if (!s) return [];
  return fieldPaths(s, []).flatMap((path) => {
    const field = schemaAt(s, path);
    const numeric = (field ? alternativesOf(field) : []).filter(
      (f) =>
        f && f.const === undefined && !f.enum && typesOf(f).some((t) => t === 'integer' || t === 'number'),
    ) as Schema[];
    const open = numeric.some(
      (f) =>
        f.maximum === undefined ||
        f.maximum > max ||
        (f.minimum === undefined && f.exclusiveMinimum === undefined),
    );
    return open ? [path.join('.')] : [];
  });
}

// ---- Valid-looking values ----------------------------------------------------------------------

const WORD = fc.string({ unit: fc.constantFrom(...'abcdXYZ0189-'), minLength: 1, maxLength: 10 });

function stringArb(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 12, 12);
  if (s.format === 'uuid') return fc.uuid({ version: 4 });
  if (s.format === 'email') return fc.constant('someone@example.com');
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    // fast-check's sizes bound the length (xsmall: at most 2 characters, small: about 12): one that
    // reaches the minimum, or the filter below never passes and the generation never ends.
    const size = min <= 2 ? 'xsmall' : min <= 8 ? 'small' : 'medium';
    return fc
      .stringMatching(pattern, { size })
      .filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
  }
  return WORD.filter((v) => v.length >= min && v.length <= Math.max(max, min));
}

function numberArb(s: Schema): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
  // Small ids and counts, so that some of them name rows that exist.
  return fc.integer({ min, max: Math.max(min, Math.min(s.maximum ?? 5, min + 5)) });
}

/** A value the schema would likely accept (refinements and cross-field rules aside). */
export function validArb(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validArb(b, depth)));
  const type = typesOf(s).find((t) => t !== 'null') ?? (typesOf(s).includes('null') ? 'null' : 'any');
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? validArb(s.items, depth + 1) : fc.constant(1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 2, 2)),
      });
    case 'object': {
      if (s.properties) {
        const model = Object.fromEntries(
          Object.entries(s.properties).map(([k, v]) => [k, validArb(v, depth + 1)]),
        );
        return fc.record(model, { requiredKeys: s.required ?? [] });
      }
      if (typeof s.additionalProperties === 'object')
        return fc.dictionary(WORD, validArb(s.additionalProperties, depth + 1), { maxKeys: 3 });
      return fc.constant({});
    }
    default:
      return depth > 3 ? fc.constant('x') : fc.jsonValue({ maxDepth: 2 });
  }
}

// ---- Bad values ---------------------------------------------------------------------------------

/** Characters no text field should take, or that code often gets wrong. */
const NASTY_CHARS = [
  '\0',
  '\u0001',
  '\b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\uFEFF',
];

/** Text with one such character in it; NUL, the one PostgreSQL refuses, most often. */
export const nastyText = fc
  .tuple(
    WORD,
    fc.oneof(
      { weight: 3, arbitrary: fc.constant('\0') },
      { weight: 2, arbitrary: fc.constantFrom(...NASTY_CHARS) },
    ),
    fc.constantFrom('', 'x', 'A-1'),
  )
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Numbers past int4, int8 and double, negative, fractional. */
export const HOSTILE_NUMBERS = [
  2_147_483_648,
  -2_147_483_649,
  9_007_199_254_740_991,
  2 ** 63,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
];
/** The same in text, where a query or a text field may be turned into a number. */
export const HOSTILE_NUMBER_TEXT = [
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e309',
  '-1',
  '0x10',
  'NaN',
  'Infinity',
  ' 1 ',
  '',
];

/** JSON nested `depth` levels deep, built as text (JSON.stringify itself recurses). */
export function deepJsonText(depth: number): string {
  return '{"a":'.repeat(depth) + '[]' + '}'.repeat(depth);
}

function deepValue(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** A value of the wrong kind for the field, or a hostile one of the right kind. */
export function badValueArb(s: Schema): fc.Arbitrary<unknown> {
  const types = typesOf(s);
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: nastyText },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBER_TEXT) },
    { weight: 2, arbitrary: fc.constantFrom(null, true, [], {}, ['a\0'], { x: 1 }) },
    { weight: 1, arbitrary: fc.constant(deepValue(40)) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(20_000)) },
  ];
  if (types.includes('array') && s.items)
    options.push({ weight: 3, arbitrary: badValueArb(s.items).map((v) => [v]) });
  if (types.includes('object') && s.properties) options.push({ weight: 3, arbitrary: badObjectArb(s) });
  return fc.oneof(...options);
}

// ---- Bad objects: one field replaced, or an unknown key -------------------------------------------

type Path = (string | number)[];

/** Every field of an object schema, nested fields and the first item of arrays included. */
export function fieldPaths(s: Schema, prefix: Path = [], depth = 0): Path[] {
  if (depth > 4) return [];
  const out: Path[] = [];
  for (const branch of s.anyOf ?? s.oneOf ?? []) out.push(...fieldPaths(branch, prefix, depth));
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const path = [...prefix, name];
    out.push(path);
    out.push(...fieldPaths(prop, path, depth + 1));
  }
  if (s.items) {
    out.push([...prefix, 0]);
    out.push(...fieldPaths(s.items, [...prefix, 0], depth + 1));
  }
  return out;
}

function setIn(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (
    Array.isArray(target) ||
    (typeof head === 'number' && (target === null || typeof target !== 'object'))
  ) {
    const list = Array.isArray(target) ? [...(target as unknown[])] : [];
    list[Number(head)] = setIn(list[Number(head)], rest, value);
    return list;
  }
  const record: Record<string, unknown> = target !== null && typeof target === 'object' ? { ...target } : {};
  record[head] = setIn(record[head], rest, value);
  return record;
}

const UNKNOWN_KEYS = ['unexpectedField', '__proto__x', 'constructor', 'a\u0000b', 'x'.repeat(300)];

/** An object body with one field replaced by a bad value, or with an unknown key. */
export function badObjectArb(s: Schema): fc.Arbitrary<unknown> {
  const base = validArb(s);
  const paths = fieldPaths(s);
  const unknownKey = fc
    .tuple(base, fc.constantFrom(...UNKNOWN_KEYS), badValueArb({}))
    .map(([b, k, v]) => ({ ...(b as object), [k]: v }));
  if (paths.length === 0) return unknownKey;
  const mutated = fc
    .tuple(base, fc.constantFrom(...paths))
    .chain(([b, path]) => badValueArb(schemaAt(s, path) ?? {}).map((v) => setIn(b, path, v)));
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: unknownKey });
}

function schemaAt(s: Schema, path: Path): Schema | undefined {
  let current: Schema | undefined = s;
  for (const step of path) {
    if (!current) return undefined;
    const branches: Schema[] = [current, ...(current.anyOf ?? []), ...(current.oneOf ?? [])];
    current =
      typeof step === 'number'
        ? branches.find((b) => b.items)?.items
        : branches.find((b) => b.properties?.[step])?.properties?.[step];
  }
  return current;
}

/**
 * The values each leaf field is tried with once: past int4 for a number, a NUL in text, and past
 * int4 in text that is digits (an id list, a code a server may turn into a number).
 */
function pointedValues(s: Schema, asText: boolean): unknown[] {
  const types = typesOf(s);
  if (types.includes('integer') || types.includes('number')) return asText ? ['2147483648'] : [2_147_483_648];
  if (!types.includes('string')) return [];
  return asText || s.pattern?.includes('\\d') ? ['a\0b', '2147483648'] : ['a\0b'];
}

/** One valid-looking value with each leaf field in turn replaced by each of its pointed values. */
export function pointedObjects(
  s: Schema,
  asText = false,
): { path: string; value: Record<string, unknown> }[] {
  const [base] = fc.sample(validArb(s), { numRuns: 1, seed: 42 });
  return fieldPaths(s).flatMap((path) =>
    pointedValues(schemaAt(s, path) ?? {}, asText).map((value) => ({
      path: path.join('.'),
      value: setIn(base, path, value) as Record<string, unknown>,
    })),
  );
}

/** The same for a query: its parameters are text. */
export function pointedQueries(s: Schema | null): Record<string, string | string[]>[] {
  if (!s?.properties) return [];
  const asQuery = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, queryText(v)]));
  return pointedObjects(s, true)
    .filter((p) => !p.path.includes('.'))
    .map((p) => asQuery(p.value));
}

/** Multipart uploads every upload route is tried with: no boundary, and a body cut short. */
export const POINTED_MULTIPART: RawBody[] = [
  { contentType: 'multipart/form-data', payload: 'x' },
  {
    contentType: `multipart/form-data; boundary=${'solestack-fuzz-boundary'}`,
    payload: `--solestack-fuzz-boundary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nab`,
  },
];

// ---- Whole requests -------------------------------------------------------------------------------

/** A JSON body as the text sent: a bad object, a wrong top-level value, or broken JSON. */
export function badJsonBodyArb(s: Schema | null): fc.Arbitrary<string> {
  const wrongTop = fc.constantFrom('null', '[]', '"text"', '12', 'true', '{', '{"a":1', '{"a":"\\u0000"}');
  const deep = fc.constantFrom(deepJsonText(33), deepJsonText(5000));
  const objects = s?.properties ? badObjectArb(s) : badValueArb({}).map((v) => ({ junk: v }));
  return fc.oneof(
    { weight: 8, arbitrary: objects.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: wrongTop },
    { weight: 1, arbitrary: deep },
  );
}

function queryText(v: unknown): string | string[] {
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)));
  return typeof v === 'string' ? v : JSON.stringify(v);
}

const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  nastyText,
  fc.constantFrom(...HOSTILE_NUMBER_TEXT),
  fc.constant('x'.repeat(5_000)),
  fc.constant(['1', '2']).map((v) => [...v]),
);

/** A query string as name -> value(s): valid-looking but for one parameter, or one unknown. */
export function badQueryArb(s: Schema | null): fc.Arbitrary<Record<string, string | string[]>> {
  const props = Object.keys(s?.properties ?? {});
  const base = s?.properties ? validArb(s) : fc.constant({});
  const asQuery = (o: unknown) =>
    Object.fromEntries(Object.entries(o as object).map(([k, v]) => [k, queryText(v)]));
  const unknown = fc
    .tuple(base, fc.constantFrom(...UNKNOWN_KEYS.slice(0, 1)), hostileQueryValue)
    .map(([b, k, v]) => ({ ...asQuery(b), [k]: v }));
  if (props.length === 0) return unknown;
  const mutated = fc
    .tuple(base, fc.constantFrom(...props), hostileQueryValue)
    .map(([b, k, v]) => ({ ...asQuery(b), [k]: v }));
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: unknown });
}

/** Every UTF-8 byte as %XX (encodeURIComponent throws on a lone surrogate). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** A path parameter's text, already escaped for the URL. */
export const badPathParamArb = fc.oneof(
  nastyText.map(percentEncoded),
  fc.constantFrom(...HOSTILE_NUMBER_TEXT.filter(Boolean)).map(percentEncoded),
  fc.constant('x'.repeat(300)),
  // A bad escape, and a surrogate encoded in UTF-8 (not valid UTF-8).
  fc.constantFrom('%zz', '%ED%A0%80', '%C0%AE'),
  fc.constant('..%2F..%2Fetc%2Fpasswd'),
);

// ---- Broken multipart -------------------------------------------------------------------------------

export type RawBody = { contentType: string; payload: string | Buffer };

const BOUNDARY = 'solestack-fuzz-boundary';

function multipartBody(fieldName: string, fileName: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Uploads that are not a whole, well-formed multipart/form-data request of one `file` part. */
export const brokenMultipartArb: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constant({ contentType: 'multipart/form-data', payload: multipartBody('file', 'a.png', PNG_HEAD) }),
  fc.constant({ contentType: `multipart/form-data; boundary=`, payload: 'x' }),
  fc.constant({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: '' }),
  fc.constant({
    contentType: `multipart/form-data; boundary=other`,
    payload: multipartBody('file', 'a', PNG_HEAD),
  }),
  fc.integer({ min: 1, max: 120 }).map((cut) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: multipartBody('file', 'a.png', PNG_HEAD).subarray(0, cut),
  })),
  fc.constantFrom('a\u0000b.png', 'x'.repeat(2_000), '\uD800.png').map((name) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: multipartBody('file', name, PNG_HEAD),
  })),
  fc.constant({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: multipartBody('notTheFile', 'a.png', PNG_HEAD),
  }),
  fc.constant({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${BOUNDARY}--\r\n`,
  }),
  fc.constant({ contentType: 'application/json', payload: '{}' }),
  fc.constant({ contentType: 'text/plain', payload: '\u0000' }),
);
