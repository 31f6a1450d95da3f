import type { z } from 'zod';

/**
 * Turns a domain schema's verdict on one form value into an i18n key of the stock namespace, so
 * forms check exactly what the server checks (src/domain/warehouses/warehouses.ts) in the user's language.
 */
export type FormProblem = { key: string; params?: Record<string, number> };

export function problemOf(issue: z.core.$ZodIssue | undefined): FormProblem | null {
  if (!issue) return null;
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return issue.origin === 'string' && min <= 1
      ? { key: 'form.required' }
      : { key: 'form.tooSmall', params: { min } };
  }
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return issue.origin === 'string'
      ? { key: 'form.tooLong', params: { max } }
      : { key: 'form.tooBig', params: { max } };
  }
  return { key: 'form.invalid' };
}

export function fieldProblem(schema: z.ZodType, value: unknown): FormProblem | null {
  const verdict = schema.safeParse(value);
  return verdict.success ? null : problemOf(verdict.error.issues[0]);
}
