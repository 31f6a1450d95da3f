import { z } from 'zod';

/**
 * The short-video shop's product images (spec sections 5 and 9, issue 26 point 4): JPG, JPEG or PNG,
 * 300x300 to 4000x4000 px, at most 5 MB. Judged by what the bytes are (the server reads the format and
 * the size from the image itself, never from its name), before the image goes to the shop.
 */
export const SHOP_IMAGE_MIN_PX = 300;
export const SHOP_IMAGE_MAX_PX = 4000;
export const SHOP_IMAGE_MAX_MB = 5;
export const SHOP_IMAGE_MAX_BYTES = SHOP_IMAGE_MAX_MB * 1024 * 1024;
/** The formats as the image's own header names them (a .jpg and a .jpeg are both 'jpeg'). */
export const SHOP_IMAGE_FORMATS = ['jpeg', 'png'] as const;
/** TikTok Shop takes up to 9 main images of a product. */
export const MAX_SHOP_IMAGES = 9;

/** What the bytes are: `format` null when they are no image at all. */
export type ImageFacts = {
  format: string | null;
  width: number | null;
  height: number | null;
  bytes: number;
};

export const SHOP_IMAGE_PROBLEMS = ['notAnImage', 'wrongType', 'tooHeavy', 'tooSmall', 'tooBig'] as const;
export type ShopImageProblem = (typeof SHOP_IMAGE_PROBLEMS)[number];

/** The first rule an image breaks, or null when the shop takes it. */
export function shopImageProblem(facts: ImageFacts): ShopImageProblem | null {
  const { format, width, height } = facts;
  if (format === null || width === null || height === null) return 'notAnImage';
  if (!(SHOP_IMAGE_FORMATS as readonly string[]).includes(format)) return 'wrongType';
  if (facts.bytes > SHOP_IMAGE_MAX_BYTES) return 'tooHeavy';
  if (width < SHOP_IMAGE_MIN_PX || height < SHOP_IMAGE_MIN_PX) return 'tooSmall';
  if (width > SHOP_IMAGE_MAX_PX || height > SHOP_IMAGE_MAX_PX) return 'tooBig';
  return null;
}

/** The i18n key (sourcing-shop namespace) of a problem; its text takes shopImageProblemParams. */
export const shopImageProblemKey = (problem: ShopImageProblem) => `sourcing-shop:image.problem.${problem}`;

/** What a problem's message names: the image's own format and size beside the limits. */
export function shopImageProblemParams(facts: ImageFacts): Record<string, string | number> {
  return {
    format: (facts.format ?? '').toUpperCase(),
    width: facts.width ?? 0,
    height: facts.height ?? 0,
    mb: (facts.bytes / 1024 / 1024).toFixed(1),
    maxMb: SHOP_IMAGE_MAX_MB,
    min: SHOP_IMAGE_MIN_PX,
    max: SHOP_IMAGE_MAX_PX,
  };
}

/** An image checked for the shop: what it is, and whether the shop takes it (then it is stored). */
export const shopImageCheck = z.object({
  ok: z.boolean(),
  problem: z.enum(SHOP_IMAGE_PROBLEMS).nullable(),
  /** The problem in the reader's language, or null. */
  message: z.string().nullable(),
  format: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int(),
  /** The stored image's content hash and URL (only an image the shop takes is stored). */
  hash: z.string().nullable(),
  url: z.string().nullable(),
});
export type ShopImageCheck = z.infer<typeof shopImageCheck>;
