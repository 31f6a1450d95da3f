import { labelNameProblem } from '../../../domain/warehouses/warehouses';
import { badRequest } from '../../http/errors';

/** Rack and shelf names are printed: reject Chinese (spec section 5) and anything unprintable. */
export function assertPrintableName(kind: 'rack' | 'shelf', name: string): void {
  const problem = labelNameProblem(name);
  if (problem === 'chinese') throw badRequest(`warehouses:errors.${kind}NameChinese`);
  if (problem === 'notPrintable') throw badRequest(`warehouses:errors.${kind}NameNotPrintable`);
}
