/**
 * What a printed label can carry (spec section 5, "Chinese cannot be printed"). The PDF labels use
 * the printer-safe standard font and the ZPL labels the Zebra's built-in font 0: both print
 * printable ASCII, and neither prints Chinese (a ZPL printer would print boxes).
 */

/**
 * Han ideographs in every plane, CJK radicals, CJK symbols and punctuation (、。「」), the
 * vertical and compatibility forms, and the full-width forms (，！？：（）) that Chinese input
 * methods type instead of ASCII punctuation.
 */
const CHINESE =
  /[\p{Script=Han}\u2E80-\u2FDF\u3000-\u303F\u31C0-\u31EF\uFE10-\uFE1F\uFE30-\uFE4F\uFF00-\uFFEF]/u;

export function containsChinese(text: string): boolean {
  return CHINESE.test(text);
}

/** Space to tilde: what a Code 128 label and the label's standard font can print. */
export function isPrintableAscii(text: string): boolean {
  return /^[\x20-\x7E]*$/.test(text);
}

export type PrintProblem = 'chinese' | 'notPrintable' | null;

export function printProblem(text: string): PrintProblem {
  if (containsChinese(text)) return 'chinese';
  if (!isPrintableAscii(text)) return 'notPrintable';
  return null;
}

/** The characters of `text` a label cannot print, each once, in order (for the message). */
export function unprintableCharacters(text: string): string[] {
  return [...new Set([...text].filter((c) => !isPrintableAscii(c)))];
}
