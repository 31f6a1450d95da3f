import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Response serialization without zod's encode pass. The stock serializer of
 * fastify-type-provider-zod validates the answer with zod (which builds a stripped copy of the whole
 * answer) and then runs JSON.stringify on the copy. Here each response schema is turned, once per
 * route, into a writer that checks the value exactly as zod would and writes the JSON of the
 * stripped copy directly: the same text, keys the schema does not declare never written. A value
 * the writer is not sure about (a type mismatch, a key present with undefined, anything thrown)
 * goes to the stock serializer, which answers it as before: the same text or the same error.
 * Schemas with kinds the writer does not know (records, unions, transforms, checks...) keep the
 * stock serializer for the whole route.
 */

type SerializerArgs = Parameters<typeof zodSerializerCompiler>[0];

/** JSON text, NOT_WRITTEN for a value JSON.stringify leaves out (z.unknown() only), null: not sure. */
type Writer = (value: unknown) => string | null;
const NOT_WRITTEN = '';

type Internals = {
  def: { type: string; checks?: unknown[]; coerce?: boolean; [key: string]: unknown };
  traits: Set<string>;
  optin?: string;
  optout?: string;
  values?: Set<unknown>;
};

const internals = (schema: $ZodType): Internals => schema._zod as unknown as Internals;

/** A kind the writer reproduces exactly: no checks, coercion, refinements or exact-optional rules. */
function plain(schema: $ZodType): Internals | null {
  const z = internals(schema);
  if (z.traits.has('$ZodCheck') || z.traits.has('$ZodExactOptional')) return null;
  if ((z.def.checks?.length ?? 0) > 0 || z.def.coerce) return null;
  return z;
}

/** The characters JSON.stringify escapes (surrogates: when unpaired, tested by JSON.stringify itself). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const quote = (s: string) => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);
const writeString: Writer = (v) => (typeof v === 'string' ? quote(v) : null);
// Finite numbers only (z.number() refuses NaN and Infinity); String() and JSON agree on them, -0 included.
const writeNumber: Writer = (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : null);
const writeBoolean: Writer = (v) => (v === true ? 'true' : v === false ? 'false' : null);
// z.unknown() passes the value through; JSON.stringify decides, and leaves out undefined and functions.
const writeUnknown: Writer = (v) => JSON.stringify(v) ?? NOT_WRITTEN;

/** Schemas being compiled: a schema that contains itself keeps zod's path (its memoizer handles cycles). */
const compiling = new Set<$ZodType>();

function compileValue(schema: $ZodType): Writer | null {
  const z = plain(schema);
  if (!z || compiling.has(schema)) return null;
  compiling.add(schema);
  try {
    return compileKind(z);
  } finally {
    compiling.delete(schema);
  }
}

function compileKind(z: Internals): Writer | null {
  switch (z.def.type) {
    case 'string':
      return writeString;
    case 'number':
      return writeNumber;
    case 'boolean':
      return writeBoolean;
    case 'unknown':
    case 'any':
      return writeUnknown;
    case 'enum': {
      const values = z.values;
      if (!values) return null;
      return (v) => (values.has(v) ? (typeof v === 'string' ? quote(v) : JSON.stringify(v)) : null);
    }
    case 'nullable': {
      const inner = compileValue(z.def.innerType as $ZodType);
      return inner && ((v) => (v === null ? 'null' : inner(v)));
    }
    case 'array': {
      const element = compileValue(z.def.element as $ZodType);
      return element && compileArray(element);
    }
    case 'object':
      return compileObject(z);
    default:
      return null;
  }
}

function compileArray(element: Writer): Writer {
  return (v) => {
    if (!Array.isArray(v)) return null;
    let out = '[';
    for (let i = 0; i < v.length; i++) {
      const item = element(v[i]);
      if (item === null) return null;
      // As JSON.stringify writes an array slot it cannot represent.
      out += (i === 0 ? '' : ',') + (item === NOT_WRITTEN ? 'null' : item);
    }
    return out + ']';
  };
}

type Property = { key: string; prefix: string; optional: boolean; unknown: boolean; write: Writer };

function compileObject(z: Internals): Writer | null {
  // Only zod's default object: unknown keys stripped (no catchall, passthrough or strict mode).
  if (z.def.catchall !== undefined) return null;
  const shape = z.def.shape as Record<string, $ZodType>;
  if (Object.getOwnPropertySymbols(shape).length > 0) return null;
  const properties: Property[] = [];
  // Object.keys is the order zod writes its copy in, so the order JSON.stringify gave it.
  for (const key of Object.keys(shape)) {
    if (key === '__proto__') return null;
    const field = internals(shape[key]);
    let schema = shape[key];
    let optional = false;
    if (field.def.type === 'optional') {
      if (!plain(schema)) return null;
      schema = field.def.innerType as $ZodType;
      // An optional around a default substitutes a value for absence: not reproduced here.
      if (internals(schema).optin !== undefined) return null;
      optional = true;
    } else if (field.optin !== undefined) {
      return null;
    }
    const write = compileValue(schema);
    if (!write) return null;
    const type = internals(schema).def.type;
    properties.push({
      key,
      prefix: `${JSON.stringify(key)}:`,
      optional,
      unknown: !optional && (type === 'unknown' || type === 'any'),
      write,
    });
  }
  return (v) => {
    // zod's object check: any non-null object that is not an array.
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
    const source = v as Record<string, unknown>;
    let out = '{';
    let first = true;
    for (const p of properties) {
      const value = source[p.key];
      if (value === undefined) {
        // zod leaves an absent optional key out and keeps undefined where it allows it; JSON drops
        // both. A required unknown key must be present; any other required key fails: zod decides.
        if (p.optional || (p.unknown && p.key in source)) continue;
        return null;
      }
      const text = p.write(value);
      if (text === null) return null;
      if (text === NOT_WRITTEN) continue;
      out += (first ? '' : ',') + p.prefix + text;
      first = false;
    }
    return out + '}';
  };
}

/** The writer of a response schema, or null when the stock serializer must answer for it. */
export function compileResponseWriter(schema: unknown): Writer | null {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return null;
  const write = compileValue(schema as $ZodType);
  if (!write) return null;
  return (value) => {
    const text = write(value);
    return text === NOT_WRITTEN ? null : text;
  };
}

/** Fastify's serializer compiler: the writer when the schema allows one, zod's serializer behind it. */
export function responseSerializerCompiler(args: SerializerArgs): (data: unknown) => string {
  const stock = zodSerializerCompiler(args);
  const write = compileResponseWriter(args.schema);
  if (!write) return stock;
  return (data) => {
    let text: string | null = null;
    try {
      text = write(data);
    } catch {
      // JSON.stringify threw on an unknown value (a BigInt, a cycle): the stock path throws it again.
    }
    return text ?? stock(data);
  };
}
