import { useEffect, useRef } from 'react';
import { useScreenVisible } from '../screen-visibility';
import { BURST_BREAK_MS, BURST_GAP_MS, IDLE, SCAN_MIN_LENGTH, scanKeyStep } from './burst-detector';
import type { BurstState } from './burst-detector';
import { scanFeedback } from './scan-feedback';
import { askAboutScan, withdrawScan } from './unsure-scans';
import type { UnsureReason } from './unsure-scans';

/** Real time after a burst's last key before a burst with no Enter is shown for confirmation. */
export const SETTLE_MS = BURST_BREAK_MS + 50;

/**
 * Takes keyboard-wedge scans on a scan screen (ARCHITECTURE.md section 5):
 *   useScanListener((code) => handle(code), { enabled, minLength });
 * Listens on window keydown in the capture phase, so a scan is taken with no field focused and
 * before a focused field's own Enter handler sees it. What is a scan is decided from the keys'
 * own timestamps (burst-detector.ts): a key that reaches a busy page late still joins its burst,
 * and with no field focused a slow scanner's steady burst ended by Enter is a scan too.
 * Human typing is left alone: keys are held back only while a burst goes at a scanner's pace, and
 * the few characters of a scan that landed in a focused field before that are taken out again.
 * Held characters go back to the field they were typed into shortly after the keys stop, and at
 * once when the user moves on (a tap, a focus change); a key that then turns out to continue the
 * burst takes them out again with the rest when its Enter comes.
 * A scanner's burst with no field to take it that is not a clean scan (it slowed down before its
 * Enter, or ended without one) is never dropped: it waits in <UnsureScanPrompt /> for the worker
 * to confirm or discard (unsure-scans.ts).
 */
export function useScanListener(
  onScan: (code: string) => void,
  opts: { enabled?: boolean; minLength?: number } = {},
): void {
  const { minLength = SCAN_MIN_LENGTH } = opts;
  // A screen kept mounted but hidden (KeepAliveOutlet) does not listen: the scan is the shown screen's.
  const shown = useScreenVisible();
  const enabled = (opts.enabled ?? true) && shown;
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return undefined;
    let state: BurstState = IDLE;
    // The field the burst's characters are typed into (null: none was focused when it began).
    let field: TextField | null = null;
    let releaseTimer: ReturnType<typeof setTimeout> | undefined;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    // The prompt already shown for the open burst (it ended without Enter, as far as we knew).
    let asked: number | null = null;
    let askedCode = '';
    // This listener's part in the questions it asked.
    const owner = Symbol('scan-listener');
    const mine = new Set<number>();

    const ask = (code: string, reason: UnsureReason) => {
      scanFeedback.warn();
      const id = askAboutScan({
        code,
        reason: code.length < minLength ? 'short' : reason,
        owner,
        take: () => {
          mine.delete(id);
          onScanRef.current(code);
        },
      });
      mine.add(id);
      return id;
    };
    const retract = () => {
      if (asked === null) return;
      withdrawScan(asked, owner);
      mine.delete(asked);
      asked = null;
    };
    /** A burst has ended: held characters go back to its field; with no field, its read is asked about. */
    const ended = (giveBack: string | undefined, unsure: string | undefined, reason: UnsureReason) => {
      if (field) {
        retract();
        if (giveBack) insertIntoField(field, giveBack);
      } else if (asked !== null && unsure === askedCode) {
        asked = null; // already on screen since the keys stopped
      } else {
        retract();
        if (unsure) ask(unsure, reason);
      }
    };
    const stopTimers = () => {
      clearTimeout(releaseTimer);
      clearTimeout(settleTimer);
    };
    // The keys stopped: held characters go into the field, so typing shows; the burst stays open.
    const release = () => {
      if (!field || !state.held) return;
      insertIntoField(field, state.held);
      state = { ...state, held: '' };
    };
    // No key for a while and no Enter: ask about the burst now; a late key of it takes this back.
    const settle = () => {
      if (field || !state.recognised || asked !== null) return;
      askedCode = state.chars;
      asked = ask(state.chars, 'noEnter');
    };
    const finish = () => {
      stopTimers();
      ended(state.held, state.recognised ? state.chars : undefined, 'noEnter');
      state = IDLE;
      field = null;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      // The key's own time (when the scanner sent it), not when a busy main thread got to it:
      // a render or a long task in the middle of a burst must not split it.
      const at = event.timeStamp > 0 ? event.timeStamp : performance.now();
      const before = state;
      // A slow scanner is a scanner where no field was focused as the burst began (burst-detector.ts).
      const step = scanKeyStep(before, event, at, minLength, { noField: !field });
      if (step.state === before) return; // a key that neither adds to nor breaks a burst (Shift)
      stopTimers();
      const newBurst = step.state !== IDLE && step.state.startAt !== before.startAt;
      const burstField = field;
      if (before.chars && (step.state === IDLE || newBurst)) {
        const slowedDown = event.key === 'Enter' && at - before.lastAt < BURST_BREAK_MS;
        ended(step.giveBack, step.unsure, slowedDown ? 'uneven' : 'noEnter');
        field = null;
      } else {
        // A key of the open burst, however late it reached the page: the burst was not over.
        retract();
        if (field && step.giveBack) insertIntoField(field, step.giveBack);
      }
      if (newBurst) field = focusedTextField();
      state = step.state;

      // The Enter of an unsure burst with no field belongs to the burst, not to a focused button.
      const suppress = step.suppress || (event.key === 'Enter' && !!step.unsure && !burstField);
      if (suppress) {
        event.preventDefault();
        event.stopPropagation();
      }
      if (step.code !== undefined) {
        if (step.landed) removeFromFocusedField(step.landed);
        onScanRef.current(step.code);
        return;
      }
      if (state.held && field) releaseTimer = setTimeout(release, BURST_GAP_MS + 5);
      if (state.recognised && !field) settleTimer = setTimeout(settle, SETTLE_MS);
    };
    // Moving on (a tap on Submit, another field) first puts the held characters where they belong.
    const onMoveOn = () => {
      if (state.chars) finish();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    window.addEventListener('pointerdown', onMoveOn, { capture: true });
    window.addEventListener('focusout', onMoveOn, { capture: true });
    return () => {
      stopTimers();
      for (const id of mine) withdrawScan(id, owner);
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      window.removeEventListener('pointerdown', onMoveOn, { capture: true });
      window.removeEventListener('focusout', onMoveOn, { capture: true });
    };
  }, [enabled, minLength]);
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The focused field typing goes into; a read-only or disabled one takes no characters. */
function focusedTextField(): TextField | null {
  const el = document.activeElement;
  const field =
    el instanceof HTMLTextAreaElement ||
    (el instanceof HTMLInputElement && /^(text|search|tel|url|email|password|number)?$/.test(el.type))
      ? el
      : null;
  return field && !field.readOnly && !field.disabled ? field : null;
}

/** Sets a field's value the way typing does, so React's onChange sees it. */
function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string, caret: number): void {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  try {
    field.setSelectionRange(caret, caret);
  } catch {
    // Some input types (number, email) have no selection; the value is what matters.
  }
}

/** Inserts at the field's caret (kept while it is not focused), as typing there would have. */
function insertIntoField(field: TextField, text: string): void {
  if (field.readOnly || field.disabled || !field.isConnected) return;
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  setFieldValue(field, field.value.slice(0, start) + text + field.value.slice(end), start + text.length);
}

/** Takes out the first characters of a scan that a focused field received before the burst was recognised. */
function removeFromFocusedField(text: string): void {
  const field = focusedTextField();
  if (!field) return;
  const caret = field.selectionStart ?? field.value.length;
  const before = field.value.slice(0, caret);
  if (!before.endsWith(text)) return;
  setFieldValue(
    field,
    before.slice(0, before.length - text.length) + field.value.slice(caret),
    caret - text.length,
  );
}
