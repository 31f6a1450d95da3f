import { printProblem, unprintableCharacters } from '../../../domain/kernel/printable-text';
import { badRequest } from '../../http/errors';
import type { LabelPage } from './layout';
import { oneIdLabelFields, oneIdLabelPages } from './one-id-label';
import type { OneIdLabel } from './one-id-label';
import { repairListFields, repairListPages } from './repair-list';
import type { RepairList } from './repair-list';
import { shelfLabelFields, shelfLabelPages } from './shelf-label';
import type { ShelfLabel } from './shelf-label';
import { shippingLabelFields, shippingLabelPages } from './shipping-label';
import type { ShippingLabel } from './shipping-label';

/** Everything the platform prints: each kind lays out its own 4in x 6in pages. */
export type PrintableLabel = ShippingLabel | OneIdLabel | ShelfLabel | RepairList;

const KINDS: {
  [K in PrintableLabel['kind']]: {
    fields: (label: Extract<PrintableLabel, { kind: K }>) => [string, string][];
    pages: (label: Extract<PrintableLabel, { kind: K }>) => LabelPage[];
  };
} = {
  shipping: { fields: shippingLabelFields, pages: shippingLabelPages },
  oneId: { fields: oneIdLabelFields, pages: oneIdLabelPages },
  shelf: { fields: shelfLabelFields, pages: shelfLabelPages },
  repairList: { fields: repairListFields, pages: repairListPages },
};

function kindOf<L extends PrintableLabel>(label: L) {
  return KINDS[label.kind] as unknown as {
    fields: (label: L) => [string, string][];
    pages: (label: L) => LabelPage[];
  };
}

/**
 * Refuses, before anything is drawn, a label with text its printer cannot print: Chinese (spec
 * section 5) or any other character outside printable ASCII, naming the field and the characters,
 * rather than printing boxes on a Zebra or failing halfway through a PDF.
 */
export function assertPrintable(labels: readonly PrintableLabel[]): void {
  for (const label of labels) {
    for (const [field, text] of kindOf(label).fields(label)) {
      const problem = printProblem(text);
      if (!problem) continue;
      const chars = unprintableCharacters(text).join(' ');
      throw badRequest(problem === 'chinese' ? 'printing:errors.chinese' : 'printing:errors.notPrintable', {
        field,
        chars,
      });
    }
  }
}

/** The pages of every label, in order. */
export function labelPages(labels: readonly PrintableLabel[]): LabelPage[] {
  return labels.flatMap((label) => kindOf(label).pages(label));
}
