import { parseOneId } from '../../../domain/kernel/one-id';
import { isInWarehouse } from '../../../domain/kernel/product-rules';
import { WarehouseStatus } from '../../../domain/warehouses/rules';

/**
 * The ShelfManage scan state machine, pure so it can be tested without a tablet: a ONE ID, then a
 * shelf (single mode), or one shelf, then many ONE IDs (batch mode). The screen looks things up in
 * the local caches first and passes what it found; this decides what the scan means.
 *
 * Rules (the server's, read on the tablet): a shelf must be one of the selected warehouse and
 * enabled, else nothing is queued. A ONE ID this tablet does not know, or knows as not inspected,
 * is still queued with a warning: the cache may be older than another tablet's work, and losing a
 * scan is worse than a rejection the staff can fix on the needs-attention screen.
 * A ONE ID this tablet minted in an inspection is shelved after that inspection: while the
 * inspection waits to sync, the shelving depends on it (the server refuses it naming the
 * inspection's refusal, such as a lost conflict, instead of "Unknown ONE ID"); once the server has
 * refused the inspection, the item does not exist and nothing is queued.
 */

/** What a scanned code looks like: ONE IDs are 8+ digits, shelf codes W<wareId>-<name>. */
export type ScanKind =
  { kind: 'oneId'; oneId: string } | { kind: 'shelf'; code: string; wareId: number } | { kind: 'unknown' };

export function classifyScan(raw: string): ScanKind {
  const text = raw.trim().toUpperCase();
  if (parseOneId(text) !== null) return { kind: 'oneId', oneId: text };
  const shelf = /^W(\d+)-\S+$/.exec(text);
  if (shelf) return { kind: 'shelf', code: text, wareId: Number(shelf[1]) };
  return { kind: 'unknown' };
}

/** A shelf as the cache knows it (the pseudo shelf -2 included). */
export type KnownShelf = { id: number; name: string; code: string; status: number };
/** An item as the cache knows it. */
export type KnownItem = { oneId: string; status: number; checkResult: number | null };
/** The inspection op on this tablet that minted the ONE ID, as the outbox knows it. */
export type KnownInspection = {
  opId: string;
  state: 'pending' | 'sending' | 'applied' | 'rejected' | 'discarded';
  conflict?: boolean;
  reason?: string;
};

export type ShelvingState = {
  batch: boolean;
  /** Single mode: the ONE ID waiting for its shelf, the warning its scan gave, the op it waits for. */
  item: { oneId: string; warning?: Feedback; dependsOn?: string } | null;
  /** Batch mode: the shelf every scanned item goes to. */
  shelf: KnownShelf | null;
};

export const initialShelvingState: ShelvingState = { batch: false, item: null, shelf: null };

export type Tone = 'ok' | 'warn' | 'error';
/** A message for the banner: an i18n key of the shelving namespace and its values. */
export type Feedback = { tone: Tone; key: string; values?: Record<string, string | number> };
/** Put this item on this shelf (the screen queues the op, after `dependsOn` when set). */
export type ShelveOrder = { oneId: string; shelf: KnownShelf; dependsOn?: string };

export type Step = { state: ShelvingState; feedback: Feedback; shelve?: ShelveOrder };

/** Why a ONE ID gets a warning, or undefined when the cache knows it as ready to shelve. */
export function itemWarning(oneId: string, known: KnownItem | undefined): Feedback | undefined {
  if (!known) return { tone: 'warn', key: 'scan.itemUnknown', values: { oneId } };
  if (!isInWarehouse(known.status))
    return { tone: 'warn', key: 'scan.itemNotInWarehouse', values: { oneId } };
  if (known.checkResult === null) return { tone: 'warn', key: 'scan.itemNotInspected', values: { oneId } };
  return undefined;
}

/** A shelf scan that cannot be used, or undefined when it can. */
export function shelfProblem(
  scan: { code: string; wareId: number },
  wareId: number,
  known: KnownShelf | undefined,
): Feedback | undefined {
  if (scan.wareId !== wareId)
    return { tone: 'error', key: 'scan.shelfOtherWarehouse', values: { code: scan.code } };
  if (!known) return { tone: 'error', key: 'scan.shelfUnknown', values: { code: scan.code } };
  if (known.status !== WarehouseStatus.enabled)
    return { tone: 'error', key: 'scan.shelfDisabled', values: { shelf: known.name } };
  return undefined;
}

function shelved(state: ShelvingState, order: ShelveOrder, warning: Feedback | undefined): Step {
  const values = { oneId: order.oneId, shelf: order.shelf.name };
  const feedback: Feedback = warning
    ? { tone: 'warn', key: 'scan.queuedWithWarning', values: { ...values, warning: warning.key } }
    : { tone: 'ok', key: 'scan.queued', values };
  return { state, feedback, shelve: order };
}

/** Why a ONE ID cannot be shelved because the server refused the inspection that minted it. */
export function inspectionRefusal(
  oneId: string,
  inspection: KnownInspection | undefined,
): Feedback | undefined {
  if (inspection?.state !== 'rejected') return undefined;
  const key = inspection.conflict ? 'scan.inspectionConflict' : 'scan.inspectionRefused';
  return { tone: 'error', key, values: { oneId, reason: inspection.reason ?? '' } };
}

/** The op a shelving of this ONE ID must follow: its inspection, while that still waits to sync. */
function waitsFor(inspection: KnownInspection | undefined): Pick<ShelveOrder, 'dependsOn'> {
  return inspection?.state === 'pending' || inspection?.state === 'sending'
    ? { dependsOn: inspection.opId }
    : {};
}

/** A scanned (or typed) ONE ID, with what the cache and the outbox know of it. */
export function onItemScanned(
  state: ShelvingState,
  oneId: string,
  known: KnownItem | undefined,
  inspection?: KnownInspection,
): Step {
  const refusal = inspectionRefusal(oneId, inspection);
  if (refusal) return { state, feedback: refusal };
  const warning = itemWarning(oneId, known);
  if (state.batch) {
    if (!state.shelf) return { state, feedback: { tone: 'error', key: 'scan.shelfFirst' } };
    return shelved(state, { oneId, shelf: state.shelf, ...waitsFor(inspection) }, warning);
  }
  const next = { ...state, item: { oneId, warning, ...waitsFor(inspection) } };
  return { state: next, feedback: warning ?? { tone: 'ok', key: 'scan.itemThenShelf', values: { oneId } } };
}

/**
 * A shelf scanned or picked, already checked with shelfProblem. The item's warning from its scan is
 * repeated in the queued message so it is not forgotten.
 */
export function onShelfChosen(state: ShelvingState, shelf: KnownShelf): Step {
  if (state.batch) {
    return {
      state: { ...state, shelf },
      feedback: { tone: 'ok', key: 'scan.batchShelf', values: { shelf: shelf.name } },
    };
  }
  if (!state.item)
    return { state, feedback: { tone: 'error', key: 'scan.itemFirst', values: { shelf: shelf.name } } };
  const { oneId, warning, dependsOn } = state.item;
  return shelved({ ...state, item: null }, { oneId, shelf, ...(dependsOn ? { dependsOn } : {}) }, warning);
}

/** Switching modes starts over: a half-done pair or a batch shelf never leaks into the other mode. */
export function setBatchMode(batch: boolean): ShelvingState {
  return { batch, item: null, shelf: null };
}
