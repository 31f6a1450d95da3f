/**
 * Keyboard-wedge scanner detection as a pure step function (ARCHITECTURE.md section 5).
 * A scanner "types" its code with characters < 30 ms apart and ends with Enter; a person types
 * slower. `scanKeyStep(state, key, at)` takes one keydown and says what to do with it:
 *   - suppress: keep the key out of the focused field (only once the burst is recognised as a
 *     scanner, so the first few characters of human typing always land where they are typed);
 *   - code: a finished scan (Enter after >= minLength fast characters);
 *   - giveBack: characters that were held back from a burst that turned out not to be a scan
 *     (a pause, or another key): the caller puts them back into the field.
 */

/** Gap between two characters of one burst. */
export const BURST_GAP_MS = 30;
export const SCAN_MIN_LENGTH = 6;
/** Fast characters in a row before the burst counts as a scanner and keys are held back. */
export const RECOGNISED_AFTER = 4;

export type BurstState = {
  chars: string;
  lastAt: number;
  /** Characters kept out of the focused field since the burst was recognised. */
  held: string;
};

export type BurstStep = {
  state: BurstState;
  suppress: boolean;
  code?: string;
  giveBack?: string;
  /** The characters of the finished scan that did land in the field before it was recognised. */
  landed?: string;
};

export const IDLE: BurstState = { chars: '', lastAt: -Infinity, held: '' };

/** Keys a scanner sends around characters that neither add to nor break a burst. */
const NEUTRAL_KEYS = new Set(['Shift', 'CapsLock']);

export type KeyInput = { key: string; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean };

function isCharacter(k: KeyInput): boolean {
  return k.key.length === 1 && !k.ctrlKey && !k.altKey && !k.metaKey;
}

function recognised(state: BurstState): boolean {
  return state.chars.length >= RECOGNISED_AFTER;
}

/** Ends the current burst: anything held back goes back to the field. */
function abandon(state: BurstState): Pick<BurstStep, 'giveBack'> {
  return state.held ? { giveBack: state.held } : {};
}

export function scanKeyStep(
  state: BurstState,
  k: KeyInput,
  at: number,
  minLength = SCAN_MIN_LENGTH,
): BurstStep {
  const fast = at - state.lastAt < BURST_GAP_MS;
  if (NEUTRAL_KEYS.has(k.key)) return { state, suppress: false };

  if (k.key === 'Enter') {
    if (fast && state.chars.length >= minLength && recognised(state)) {
      const landed = state.chars.slice(0, state.chars.length - state.held.length);
      return { state: IDLE, suppress: true, code: state.chars, landed };
    }
    return { state: IDLE, suppress: false, ...abandon(state) };
  }

  if (!isCharacter(k)) return { state: IDLE, suppress: false, ...abandon(state) };

  if (!fast || state.chars.length === 0) {
    // A pause: whatever came before was not a scan; this key may start a new burst.
    return { state: { chars: k.key, lastAt: at, held: '' }, suppress: false, ...abandon(state) };
  }
  const chars = state.chars + k.key;
  const next: BurstState = { chars, lastAt: at, held: state.held };
  if (chars.length >= RECOGNISED_AFTER) {
    next.held = state.held + k.key;
    return { state: next, suppress: true };
  }
  return { state: next, suppress: false };
}
