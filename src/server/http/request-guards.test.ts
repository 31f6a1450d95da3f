import { describe, expect, it } from 'vitest';
import { isStorableText, jsonNestsDeeperThan, unstorableTextPath } from './request-guards';

describe('jsonNestsDeeperThan', () => {
  it('counts nested arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'quote \\" [[[[' }), 1)).toBe(false);
  });

  it('scans 5,000 levels without recursion', () => {
    expect(jsonNestsDeeperThan('['.repeat(5000) + ']'.repeat(5000), 32)).toBe(true);
    expect(jsonNestsDeeperThan('['.repeat(32) + ']'.repeat(32), 32)).toBe(false);
  });
});

describe('unstorable text', () => {
  it('refuses NUL and lone surrogates, keeps other text', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText('x\uDC00')).toBe(false);
    expect(isStorableText('鞋 👟 \t\n\u0001')).toBe(true);
  });

  it('names the field, nested and in arrays, or the key holder', () => {
    expect(unstorableTextPath({ a: 'ok', sizes: ['42', '4\u00005'] })).toBe('sizes.1');
    expect(unstorableTextPath({ op: { payload: { name: '\uDFFF' } } })).toBe('op.payload.name');
    expect(unstorableTextPath({ op: { 'bad\u0000key': 1 } })).toBe('op');
    expect(unstorableTextPath('a\u0000')).toBe('');
    expect(unstorableTextPath({ a: 1, b: [true, null, 'fine'] })).toBeNull();
  });
});
