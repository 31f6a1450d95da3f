/**
 * Keyboard-wedge scanner detection as a pure step function (ARCHITECTURE.md section 5), decided
 * from the keys' own timestamps only, never from when a busy page got to them.
 * A scanner "types" its code at a steady < 30 ms a character and ends with Enter; a person types
 * slower. Bluetooth links and busy tablets add jitter: one key may come 20-100 ms late while the
 * burst as a whole still goes at a scanner's pace. `scanKeyStep(state, key, at)` takes one keydown:
 *   - suppress: keep the key out of the focused field (only once the burst goes at a scanner's
 *     pace, so the first few characters of human typing always land where they are typed);
 *   - code: a finished scan (Enter after >= minLength characters averaging < 30 ms apart);
 *   - giveBack: characters held back from a burst that turned out not to be a scan (it slowed
 *     down, paused, or another key came): the caller puts them back into the field;
 *   - unsure: a burst that went at a scanner's pace but was not a clean scan (it slowed down
 *     before its Enter, or ended without one): everything read, for the worker to confirm or
 *     discard where no field took the characters.
 * A burst lasts while each gap stays under BURST_BREAK_MS; a longer gap ends it.
 * A slow scanner (a cheap wedge, a busy link: 40-80 ms a key) is still a scanner where no field is
 * focused: a steady burst ended by Enter averaging under SLOW_SCAN_GAP_MS is a scan (unsure when
 * shorter than a code). With a field focused such a burst is typing and stays in the field.
 */

/** A scanner's pace: the characters of a burst average less than this apart. */
export const BURST_GAP_MS = 30;
/** The longest gap that still continues a burst (a key held up by jitter); a longer one ends it. */
export const BURST_BREAK_MS = 150;
export const SCAN_MIN_LENGTH = 6;
/** A slow scanner's pace: with no field focused, a burst averaging less than this apart and ended by Enter. */
export const SLOW_SCAN_GAP_MS = 100;
/** Characters at a scanner's pace before the burst counts as a scanner and keys are held back. */
export const RECOGNISED_AFTER = 4;

export type BurstState = {
  chars: string;
  /** Timestamp of the burst's first character. */
  startAt: number;
  lastAt: number;
  /** Characters kept out of the focused field since the burst was recognised. */
  held: string;
  /** The burst went at a scanner's pace at some point: it is no person's typing. */
  recognised: boolean;
};

export type BurstStep = {
  state: BurstState;
  suppress: boolean;
  code?: string;
  giveBack?: string;
  /** The characters of the finished scan that did land in the field before it was recognised. */
  landed?: string;
  /** A scanner-paced burst that ended without being a clean scan: all it read. */
  unsure?: string;
};

export const IDLE: BurstState = {
  chars: '',
  startAt: -Infinity,
  lastAt: -Infinity,
  held: '',
  recognised: false,
};

/** Keys a scanner sends around characters that neither add to nor break a burst. */
const NEUTRAL_KEYS = new Set(['Shift', 'CapsLock']);

export type KeyInput = { key: string; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean };

function isCharacter(k: KeyInput): boolean {
  return k.key.length === 1 && !k.ctrlKey && !k.altKey && !k.metaKey;
}

/** True when `gaps` gaps from the burst's start to `at` average a scanner's pace. */
function scannerPace(state: BurstState, at: number, gaps: number): boolean {
  return gaps > 0 && (at - state.startAt) / gaps < BURST_GAP_MS;
}

/** Ends the current burst: anything held back goes back to the field; a scanner's burst is reported. */
function end(state: BurstState): Pick<BurstStep, 'giveBack' | 'unsure'> {
  return {
    ...(state.held ? { giveBack: state.held } : {}),
    ...(state.recognised ? { unsure: state.chars } : {}),
  };
}

function start(key: string, at: number): BurstState {
  return { chars: key, startAt: at, lastAt: at, held: '', recognised: false };
}

/**
 * A burst read at a slow scanner's steady pace up to its Enter at `at`: enough characters to be a
 * scanner's, never at a fast scanner's pace (a burst that slowed down is unsure instead).
 */
function slowScannerPace(state: BurstState, at: number): boolean {
  return (
    !state.recognised &&
    state.chars.length >= RECOGNISED_AFTER &&
    (at - state.startAt) / state.chars.length < SLOW_SCAN_GAP_MS
  );
}

/** Where the keys go: `noField` when no text field was focused as the burst began. */
export type BurstWhere = { noField?: boolean };

export function scanKeyStep(
  state: BurstState,
  k: KeyInput,
  at: number,
  minLength = SCAN_MIN_LENGTH,
  where: BurstWhere = {},
): BurstStep {
  if (NEUTRAL_KEYS.has(k.key)) return { state, suppress: false };
  // Within BURST_BREAK_MS the key belongs to the burst, however late it came.
  const continues = state.chars.length > 0 && at - state.lastAt < BURST_BREAK_MS;

  if (k.key === 'Enter') {
    if (continues && state.chars.length >= minLength && scannerPace(state, at, state.chars.length)) {
      const landed = state.chars.slice(0, state.chars.length - state.held.length);
      return { state: IDLE, suppress: true, code: state.chars, landed };
    }
    if (where.noField && continues && slowScannerPace(state, at)) {
      return state.chars.length >= minLength
        ? { state: IDLE, suppress: true, code: state.chars, landed: '' }
        : { state: IDLE, suppress: false, unsure: state.chars };
    }
    return { state: IDLE, suppress: false, ...end(state) };
  }

  if (!isCharacter(k)) return { state: IDLE, suppress: false, ...end(state) };

  // A pause: whatever came before has ended; this key may start a new burst.
  if (!continues) return { state: start(k.key, at), suppress: false, ...end(state) };

  const chars = state.chars + k.key;
  const paced = chars.length >= RECOGNISED_AFTER && scannerPace(state, at, chars.length - 1);
  const next: BurstState = {
    chars,
    startAt: state.startAt,
    lastAt: Math.max(at, state.lastAt),
    held: state.held,
    recognised: state.recognised || paced,
  };
  // Held while the burst keeps a scanner's pace: after a fast gap, or behind keys already held so
  // the field's text stays in order. A burst that slowed to a person's pace gives its keys back.
  if (paced && (at - state.lastAt < BURST_GAP_MS || state.held !== '')) {
    next.held = state.held + k.key;
    return { state: next, suppress: true };
  }
  next.held = '';
  return { state: next, suppress: false, ...(state.held ? { giveBack: state.held } : {}) };
}
