/**
 * The multi-value search input (spec section 5: up to 3 values, added with Enter).
 * API: addMultiInputValue(values, typed) -> { values, rejected }, removeMultiInputValue(values, value).
 */
export const MULTI_INPUT_MAX = 3;

export type MultiInputRejection = 'empty' | 'duplicate' | 'full';

export function addMultiInputValue(
  values: readonly string[],
  typed: string,
  max: number = MULTI_INPUT_MAX,
): { values: string[]; rejected: MultiInputRejection | null } {
  const value = typed.trim();
  if (!value) return { values: [...values], rejected: 'empty' };
  if (values.includes(value)) return { values: [...values], rejected: 'duplicate' };
  if (values.length >= max) return { values: [...values], rejected: 'full' };
  return { values: [...values, value], rejected: null };
}

export function removeMultiInputValue(values: readonly string[], value: string): string[] {
  return values.filter((v) => v !== value);
}
