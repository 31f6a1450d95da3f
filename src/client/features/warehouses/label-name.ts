import { labelNameProblem } from '../../../domain/warehouses/rules';

/**
 * The client's check of a rack or shelf name before it is sent: the same rule the server applies
 * (src/domain/warehouses/warehouses.ts), worded with the server's own messages (warehouses namespace).
 * Returns an i18n key, or null when the name can be printed.
 */
export function labelNameError(kind: 'rack' | 'shelf', name: string): string | null {
  const problem = labelNameProblem(name.trim());
  if (problem === 'chinese') return `warehouses:errors.${kind}NameChinese`;
  if (problem === 'notPrintable') return `warehouses:errors.${kind}NameNotPrintable`;
  return null;
}
