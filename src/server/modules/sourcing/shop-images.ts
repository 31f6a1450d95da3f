import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { fileUrl, PICTURE_MAX_BYTES, UPLOAD_FIELD } from '../../../domain/kernel/files';
import {
  shopImageProblem,
  shopImageProblemKey,
  shopImageProblemParams,
} from '../../../domain/sourcing/shop-images';
import type { ImageFacts, ShopImageCheck } from '../../../domain/sourcing/shop-images';
import type { AuthedContext } from '../../http/context';
import { badRequest, tooLarge } from '../../http/errors';
import { readUploadedFile } from '../../http/multipart';
import { translate } from '../../http/messages';
import { recordUpload } from '../../files/service';

/**
 * The short-video shop's image check (spec sections 5 and 9): the format and the size in pixels read
 * from the image itself by sharp (libvips), the weight from the bytes; the name it was sent under
 * plays no part. Only an image the shop takes is stored, so no product can name another.
 */
export async function imageFactsOf(bytes: Buffer): Promise<ImageFacts> {
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    return { format: format ?? null, width: width ?? null, height: height ?? null, bytes: bytes.length };
  } catch {
    // libvips knows no such image: the bytes are no picture at all.
    return { format: null, width: null, height: null, bytes: bytes.length };
  }
}

/** The check of `facts` as the screen shows it, in the reader's language. */
export function checkOf(
  ctx: Pick<AuthedContext, 'lang' | 'host'>,
  facts: ImageFacts,
  hash: string | null,
): ShopImageCheck {
  const problem = shopImageProblem(facts);
  return {
    ok: problem === null,
    problem,
    message: problem
      ? translate(ctx.lang, shopImageProblemKey(problem), shopImageProblemParams(facts))
      : null,
    format: facts.format,
    width: facts.width,
    height: facts.height,
    bytes: facts.bytes,
    hash: problem === null ? hash : null,
    url: problem === null && hash ? fileUrl(ctx.host, hash) : null,
  };
}

/**
 * An image the seller sends for the shop: checked by content; refused with its problem (400, the
 * check in `data`, nothing stored), else stored by content hash for the seller and answered checked.
 */
export async function checkAndStoreShopImage(
  ctx: AuthedContext,
  bytes: Buffer,
  originalName: string,
): Promise<ShopImageCheck> {
  const facts = await imageFactsOf(bytes);
  const problem = shopImageProblem(facts);
  if (problem)
    throw badRequest(shopImageProblemKey(problem), shopImageProblemParams(facts), checkOf(ctx, facts, null));
  const hash = await ctx.files.put(bytes);
  await ctx.db.transaction().execute((trx) =>
    recordUpload(trx, {
      hash,
      mime: `image/${facts.format}`,
      size: bytes.length,
      originalName,
      userId: ctx.user.id,
    }),
  );
  return checkOf(ctx, facts, hash);
}

/** A stored picture (the SKU's, or one the seller sent before) checked for the shop; null when gone. */
export async function checkStoredImage(
  ctx: Pick<AuthedContext, 'lang' | 'host' | 'files'>,
  hash: string,
): Promise<ShopImageCheck | null> {
  const bytes = await ctx.files.read(hash);
  return bytes ? checkOf(ctx, await imageFactsOf(bytes), hash) : null;
}

/** An image for the shop, sent as multipart `file`: checked by content and stored, or refused (400). */
export async function uploadShopImage(ctx: AuthedContext, reply: FastifyReply) {
  const file = await readUploadedFile(reply.request, {
    fileSize: PICTURE_MAX_BYTES,
    tooLarge: () => tooLarge('files:errors.pictureTooLarge'),
  });
  if (!file || file.fieldname !== UPLOAD_FIELD) throw badRequest('files:errors.fileMissing');
  return checkAndStoreShopImage(ctx, file.bytes, file.filename);
}

/**
 * The images a product names: each one the seller sent (or the SKU's own picture), and each one the
 * shop takes by its content. The first that is not: 400 naming it.
 */
export async function checkProductImages(
  ctx: AuthedContext,
  sku: { image: string },
  hashes: readonly string[],
) {
  const sent = await ctx.db
    .selectFrom('file_uploads')
    .select('hash')
    .where('user_id', '=', ctx.user.id)
    .where('hash', 'in', [...hashes])
    .execute();
  for (const [index, hash] of hashes.entries()) {
    if (hash !== sku.image && !sent.some((s) => s.hash === hash))
      throw badRequest('sourcing-shop:errors.imageNotYours', { n: index + 1 });
    const bytes = await ctx.files.read(hash);
    if (!bytes) throw badRequest('sourcing-shop:errors.imageNotYours', { n: index + 1 });
    const facts = await imageFactsOf(bytes);
    const problem = shopImageProblem(facts);
    if (problem) throw badRequest(shopImageProblemKey(problem), shopImageProblemParams(facts));
  }
  if (new Set(hashes).size !== hashes.length) throw badRequest('sourcing-shop:errors.imageRepeated');
}
