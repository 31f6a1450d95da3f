import { REPAIR_ITEMS } from '../../../../domain/repair/codes';
import type { BoxColour, RepairIssue, RepairItem } from '../../../../domain/repair/codes';
import type { RepairChoice } from '../../../../domain/repair/pricing';

/**
 * What to repair on one pair as a form holds it (the seller's new order, the admin's "edit items"):
 * its issues and repair items, a box repair with its colour. What is missing is named in the form's
 * words before anything is sent; the choices the server reads are made only from a complete one.
 */
export type RepairDraftChoice = { issues: RepairIssue[]; items: RepairItem[]; boxColour: BoxColour | null };

export type DraftProblem = 'noIssue' | 'noItem' | 'noColour';

export const EMPTY_CHOICE: RepairDraftChoice = { issues: [], items: [], boxColour: null };

export function problemsOf(c: RepairDraftChoice): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (c.issues.length === 0) problems.push('noIssue');
  if (c.items.length === 0) problems.push('noItem');
  if (c.items.includes('repairBox') && c.boxColour === null) problems.push('noColour');
  return problems;
}

/** The repair items as the server reads them, in the table's order (a complete choice only). */
export function choicesOf(c: RepairDraftChoice): RepairChoice[] {
  return REPAIR_ITEMS.filter((item) => c.items.includes(item)).map((item) =>
    item === 'repairBox' ? { item, boxColour: c.boxColour as BoxColour } : { item },
  );
}

/** A pair's stored choices back in the form. */
export function draftOfChoices(
  issues: readonly RepairIssue[],
  repairs: readonly RepairChoice[],
): RepairDraftChoice {
  const box = repairs.find((r) => r.item === 'repairBox');
  return {
    issues: [...issues],
    items: repairs.map((r) => r.item),
    boxColour: box && box.item === 'repairBox' ? box.boxColour : null,
  };
}

/** A change to the choice; a colour goes with the box repair. */
export function changedChoice<C extends RepairDraftChoice>(c: C, change: Partial<RepairDraftChoice>): C {
  const next = { ...c, ...change };
  return next.items.includes('repairBox') ? next : { ...next, boxColour: null };
}
