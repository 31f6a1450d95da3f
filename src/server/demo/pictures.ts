import zlib from 'node:zlib';

/**
 * Demo inspection photos, drawn in code and encoded as PNG by hand (node:zlib, no image library):
 * a card in the grade's colour with a white sneaker silhouette and the pair's ONE ID in large
 * digits underneath. Deterministic: the same pair gets the same bytes, so a second seed stores nothing new.
 */

export const PHOTO_WIDTH = 240;
export const PHOTO_HEIGHT = 180;

type Rgb = readonly [number, number, number];

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  rect(x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb): void {
    const xa = Math.max(0, x0);
    const xb = Math.min(this.width, x0 + w);
    for (let y = Math.max(0, y0); y < Math.min(this.height, y0 + h); y++) {
      for (let i = (y * this.width + xa) * 3, end = (y * this.width + xb) * 3; i < end; i += 3) {
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
    }
  }

  /** Fills every pixel whose centre `inside` accepts within the box. */
  fill(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    color: Rgb,
    inside: (x: number, y: number) => boolean,
  ) {
    const [r, g, b] = color;
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, y1); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, x1); x++) {
        if (!inside(x + 0.5, y + 0.5)) continue;
        const i = (y * this.width + x) * 3;
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb): void {
    this.fill(
      cx - rx,
      cy - ry,
      cx + rx,
      cy + ry,
      color,
      (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1,
    );
  }

  copy(): Canvas {
    const twin = new Canvas(this.width, this.height, [0, 0, 0]);
    twin.pixels.set(this.pixels);
    return twin;
  }

  /** PNG, 8-bit RGB, no filtering. */
  toPng(): Buffer {
    const row = this.width * 3;
    const raw = Buffer.alloc((row + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (row + 1)] = 0;
      raw.set(this.pixels.subarray(y * row, (y + 1) * row), y * (row + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** 5x7 digits, one string of five bits per row. */
const DIGITS: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

/** Digits centred on `cy`, each cell `scale` pixels; other characters are skipped. */
function drawDigits(canvas: Canvas, text: string, cy: number, scale: number, color: Rgb): void {
  const glyphs = [...text].filter((c) => c in DIGITS);
  const advance = 6 * scale;
  let x = Math.round((canvas.width - (glyphs.length * advance - scale)) / 2);
  const y0 = Math.round(cy - (7 * scale) / 2);
  for (const c of glyphs) {
    DIGITS[c].forEach((bits, row) => {
      for (let col = 0; col < 5; col++) {
        if (bits[col] === '1') canvas.rect(x + col * scale, y0 + row * scale, scale, scale, color);
      }
    });
    x += advance;
  }
}

/** A side view of a low sneaker: sole, upper, toe cap and laces. */
function drawSneaker(canvas: Canvas, ox: number, oy: number, upper: Rgb, sole: Rgb, accent: Rgb): void {
  canvas.ellipse(ox + 70, oy + 52, 78, 30, upper);
  canvas.rect(ox - 8, oy + 52, 158, 18, upper);
  canvas.ellipse(ox + 10, oy + 40, 26, 42, upper);
  canvas.rect(ox - 12, oy + 70, 166, 12, sole);
  canvas.ellipse(ox + 150, oy + 70, 10, 12, sole);
  canvas.fill(ox + 40, oy + 30, ox + 110, oy + 62, accent, (x, y) => {
    const t = (x - (ox + 40)) / 70;
    return y > oy + 58 - t * 26 && y < oy + 62 - t * 20;
  });
  for (let i = 0; i < 4; i++) canvas.rect(ox + 36 + i * 12, oy + 24 + i * 5, 8, 3, sole);
}

const GRADE_COLORS: Record<number, Rgb> = {
  1: [46, 125, 80], // qualified: green
  5: [196, 140, 36], // box slightly damaged: amber
  2: [204, 102, 34], // box badly damaged: orange
  6: [120, 96, 160], // no original box: violet
  7: [70, 110, 170], // missing lid: blue
  8: [150, 80, 120], // missing pair: plum
  3: [180, 60, 60], // shoe defects: red
  4: [90, 90, 90], // fake: grey
};

const shade = (c: number) => Math.round(c * 0.7);

/**
 * One photo of a pair: `view` 0 is the pair on the grade's card, 1 a close-up of the same pair
 * (the card darker), so two photos of one pair are two different files; `round` dots in the corner
 * tell a first inspection (1) from a returned pair's second (2).
 */
export function pairPhotoPng(oneId: string, grade: number, view: 0 | 1 = 0, round = 1): Buffer {
  const canvas = cardOf(grade, view).copy();
  // Small enough to stay whole in a square thumbnail of the card.
  drawDigits(canvas, oneId, 148, 3, [30, 30, 30]);
  // One white dot per inspection round: a returned pair graded again gets new photos.
  for (let r = 0; r < round; r++) canvas.rect(PHOTO_WIDTH - 20 - r * 12, 12, 8, 8, [250, 250, 250]);
  return canvas.toPng();
}

/** The card of a grade and view without its ONE ID, drawn once: a seed draws hundreds of photos. */
const cards = new Map<string, Canvas>();

function cardOf(grade: number, view: 0 | 1): Canvas {
  const key = `${grade}:${view}`;
  const known = cards.get(key);
  if (known) return known;
  const base = GRADE_COLORS[grade] ?? GRADE_COLORS[1];
  const card: Rgb = view === 0 ? base : [shade(base[0]), shade(base[1]), shade(base[2])];
  const canvas = new Canvas(PHOTO_WIDTH, PHOTO_HEIGHT, card);
  canvas.rect(0, 0, PHOTO_WIDTH, 4, [250, 250, 250]);
  drawSneaker(canvas, view === 0 ? 50 : 40, view === 0 ? 20 : 12, [245, 245, 240], [40, 40, 40], base);
  canvas.rect(30, 130, PHOTO_WIDTH - 60, 36, [250, 250, 250]);
  cards.set(key, canvas);
  return canvas;
}
