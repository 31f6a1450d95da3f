import { describe, expect, it } from 'vitest';
import { addMultiInputValue, MULTI_INPUT_MAX, removeMultiInputValue } from './multi-input';

describe('multi-input', () => {
  it('adds a trimmed value', () => {
    expect(addMultiInputValue([], '  SKU-1 ')).toEqual({ values: ['SKU-1'], rejected: null });
  });
  it('ignores an empty entry', () => {
    expect(addMultiInputValue(['a'], '   ')).toEqual({ values: ['a'], rejected: 'empty' });
  });
  it('keeps values unique', () => {
    expect(addMultiInputValue(['a'], ' a')).toEqual({ values: ['a'], rejected: 'duplicate' });
  });
  it('holds at most three values', () => {
    expect(MULTI_INPUT_MAX).toBe(3);
    let values: string[] = [];
    for (const v of ['a', 'b', 'c', 'd']) values = addMultiInputValue(values, v).values;
    expect(values).toEqual(['a', 'b', 'c']);
    expect(addMultiInputValue(values, 'd').rejected).toBe('full');
  });
  it('frees a place when a value is removed', () => {
    const values = removeMultiInputValue(['a', 'b', 'c'], 'b');
    expect(addMultiInputValue(values, 'd').values).toEqual(['a', 'c', 'd']);
  });
});
