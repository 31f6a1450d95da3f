import { describe, expect, it } from 'vitest';
import { changedFields, readableJson } from './audit-diff';

describe('audit entry changes', () => {
  it('names the fields whose value changed, was added or removed', () => {
    expect(
      changedFields({ status: 1, roleId: 3, name: 'a' }, { status: 2, roleId: 3, passwordReset: true }),
    ).toEqual(['status', 'name', 'passwordReset']);
  });

  it('compares nested values by content', () => {
    const before = { warehouses: [{ wareId: 1, permissions: [] }] };
    expect(changedFields(before, structuredClone(before))).toEqual([]);
  });

  it('has nothing to compare when one side was not recorded', () => {
    expect(changedFields(null, { status: 1 })).toEqual([]);
    expect(readableJson(undefined)).toBe('null');
    expect(readableJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
