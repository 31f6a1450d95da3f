import { useEffect, useRef } from 'react';
import { useScreenVisible } from '../screen-visibility';
import { BURST_GAP_MS, IDLE, SCAN_MIN_LENGTH, scanKeyStep } from './burst-detector';
import type { BurstState } from './burst-detector';

/**
 * Takes keyboard-wedge scans on a scan screen (ARCHITECTURE.md section 5):
 *   useScanListener((code) => handle(code), { enabled, minLength });
 * Listens on window keydown in the capture phase, so a scan is taken with no field focused and
 * before a focused field's own Enter handler sees it. Human typing is left alone: keys are held
 * back only once a burst is recognised as a scanner, and the few characters of a scan that landed
 * in a focused field before that are taken out again. Held characters that were fast typing after
 * all go back to the field they were typed into, at once when the user moves on (a tap, a focus
 * change), so nothing typed is lost or lands in another field.
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
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    // The field the held characters were typed into (null: none was focused).
    let holder: TextField | null = null;

    const giveBack = (text: string) => {
      if (holder) insertIntoField(holder, text);
      holder = null;
    };
    // A recognised burst that stops without Enter (no scan after all) gives its characters back.
    const flush = () => {
      clearTimeout(flushTimer);
      if (state.held) giveBack(state.held);
      state = IDLE;
      holder = null;
    };
    const scheduleFlush = () => {
      clearTimeout(flushTimer);
      flushTimer = setTimeout(flush, BURST_GAP_MS + 5);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      // The key's own time (when the scanner sent it), not when a busy main thread got to it:
      // a render in the middle of a burst must not split it.
      const step = scanKeyStep(
        state,
        event,
        event.timeStamp > 0 ? event.timeStamp : performance.now(),
        minLength,
      );
      if (!state.held && step.state.held) holder = focusedTextField();
      state = step.state;
      if (step.giveBack) giveBack(step.giveBack);
      if (step.suppress) {
        event.preventDefault();
        event.stopPropagation();
      }
      if (step.code !== undefined) {
        clearTimeout(flushTimer);
        holder = null;
        if (step.landed) removeFromFocusedField(step.landed);
        onScanRef.current(step.code);
      } else if (step.suppress) {
        scheduleFlush();
      }
    };
    // Moving on (a tap on Submit, another field) first puts the held characters where they belong.
    const onMoveOn = () => {
      if (state.held) flush();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    window.addEventListener('pointerdown', onMoveOn, { capture: true });
    window.addEventListener('focusout', onMoveOn, { capture: true });
    return () => {
      clearTimeout(flushTimer);
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      window.removeEventListener('pointerdown', onMoveOn, { capture: true });
      window.removeEventListener('focusout', onMoveOn, { capture: true });
    };
  }, [enabled, minLength]);
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function focusedTextField(): TextField | null {
  const el = document.activeElement;
  if (el instanceof HTMLTextAreaElement) return el;
  if (el instanceof HTMLInputElement && /^(text|search|tel|url|email|password|number)?$/.test(el.type))
    return el;
  return null;
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
