import type { RepairPairInput } from '../../../../domain/repair/requests';
import type { RepairPairView } from '../../../../domain/repair/views';
import { changedChoice, choicesOf, EMPTY_CHOICE, problemsOf } from '../components/repair-choice';
import type { RepairDraftChoice } from '../components/repair-choice';

/**
 * A repair order being filled in: the pairs chosen (one warehouse), each with what to repair
 * (../components/repair-choice.ts). The request is made only from a complete draft.
 */
export type DraftPair = RepairDraftChoice & { pair: RepairPairView };

export const isComplete = (pairs: readonly DraftPair[]): boolean =>
  pairs.length > 0 && pairs.every((p) => problemsOf(p).length === 0);

/** The pairs as the server reads them, or null while any pair is missing something. */
export function requestPairsOf(pairs: readonly DraftPair[]): RepairPairInput[] | null {
  if (!isComplete(pairs)) return null;
  return pairs.map((p) => ({ oneId: p.pair.oneId, issues: [...p.issues], repairs: choicesOf(p) }));
}

/** A pair added or taken out: a pair of another warehouse than the ones chosen is refused (null). */
export function togglePair(pairs: readonly DraftPair[], pair: RepairPairView): DraftPair[] | null {
  if (pairs.some((p) => p.pair.oneId === pair.oneId)) return pairs.filter((p) => p.pair.oneId !== pair.oneId);
  if (pairs.length > 0 && pairs[0].pair.wareId !== pair.wareId) return null;
  return [...pairs, { ...EMPTY_CHOICE, pair }];
}

/** A chosen pair's issues, items or colour changed. */
export function changePair(
  pairs: readonly DraftPair[],
  oneId: string,
  change: Partial<RepairDraftChoice>,
): DraftPair[] {
  return pairs.map((p) => (p.pair.oneId === oneId ? changedChoice(p, change) : p));
}
