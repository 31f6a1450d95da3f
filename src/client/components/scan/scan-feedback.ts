/**
 * The sound of a scan (ARCHITECTURE.md section 5): a short high beep when it matched, two low
 * beeps when it did not. Web Audio, so no sound files to download or cache; a no-op where the
 * browser has no AudioContext (tests, old webviews) or refuses to play.
 *   scanFeedback.success();  scanFeedback.error();
 */

type Tone = { frequency: number; startMs: number; durationMs: number };

const SUCCESS: Tone[] = [{ frequency: 1318, startMs: 0, durationMs: 110 }];
const ERROR: Tone[] = [
  { frequency: 220, startMs: 0, durationMs: 160 },
  { frequency: 196, startMs: 210, durationMs: 220 },
];
/** Loud enough over a warehouse, soft enough not to clip. */
const VOLUME = 0.25;

let context: AudioContext | null | undefined;

function audio(): AudioContext | null {
  if (context !== undefined) return context;
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  try {
    context = Ctor ? new Ctor() : null;
  } catch {
    context = null;
  }
  return context;
}

function play(tones: Tone[]): void {
  const ctx = audio();
  if (!ctx) return;
  try {
    // Browsers start the context suspended until a user gesture; a scan's keydown counts as one.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    for (const tone of tones) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const start = now + tone.startMs / 1000;
      const end = start + tone.durationMs / 1000;
      osc.type = 'square';
      osc.frequency.setValueAtTime(tone.frequency, start);
      // A quick fade in and out avoids clicks at the edges of the beep.
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(VOLUME, start + 0.01);
      gain.gain.setValueAtTime(VOLUME, end - 0.02);
      gain.gain.linearRampToValueAtTime(0, end);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(end);
    }
  } catch {
    // Sound is a courtesy; the banner carries the result.
  }
}

export const scanFeedback = {
  success: () => play(SUCCESS),
  error: () => play(ERROR),
  /** A warning (already received) sounds like an error: the worker must look at the screen. */
  warn: () => play(ERROR),
};
