import crypto from 'node:crypto';
import type http from 'node:http';
import sharp from 'sharp';
import { TTS_CODE, TTS_IMAGE_USE_CASES } from '../tiktok-shapes';
import type { TtsUploadedImage } from '../tiktok-shapes';
import { failure, success } from './simulated-shops';
import type { SimAnswer, SimShop, SimulatedShops } from './simulated-shops';

/**
 * Upload Product Image at the simulated TikTok Shop: a multipart body with the image in `data` and
 * its `use_case`, judged by its content as TikTok judges it (JPG, JPEG or PNG; 300x300 to 4000x4000
 * px; at most 5 MB) and refused with its reason otherwise. An image taken gets a uri for the shop's
 * products and a URL to see it, served here while the simulator runs (TikTok's CDN URLs expire too).
 */
const TIKTOK_IMAGE = { formats: ['jpeg', 'png'], minPx: 300, maxPx: 4000, maxBytes: 5 * 1024 * 1024 };
export const IMAGE_PATH = '/product-images/';
/** The largest upload body read: the 5 MB image and its multipart envelope. */
export const UPLOAD_BODY_LIMIT = TIKTOK_IMAGE.maxBytes + 64 * 1024;

const refused = (message: string) => failure(200, TTS_CODE.imageInvalid, message);

async function sizeOf(bytes: Buffer): Promise<{ format: string; width: number; height: number } | null> {
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    return format && width && height ? { format, width, height } : null;
  } catch {
    return null;
  }
}

export class SimulatedImages {
  private readonly kept = new Map<string, { mime: string; bytes: Buffer }>();

  constructor(
    private readonly shops: SimulatedShops,
    private readonly origin: () => string,
  ) {}

  urlOf = (uri: string) => `${this.origin()}${IMAGE_PATH}${uri}`;

  async upload(shop: SimShop, raw: Buffer, contentType: string): Promise<SimAnswer> {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    } catch {
      return failure(400, 36009022, 'Invalid request format. The request body must be multipart/form-data.');
    }
    const data = form.get('data');
    const useCase = form.get('use_case');
    if (!(data instanceof Blob)) return failure(200, TTS_CODE.invalidParameters, 'data is required');
    if (typeof useCase !== 'string' || !(TTS_IMAGE_USE_CASES as readonly string[]).includes(useCase))
      return failure(200, TTS_CODE.invalidParameters, 'use_case is invalid');
    const bytes = Buffer.from(await data.arrayBuffer());
    if (bytes.length > TIKTOK_IMAGE.maxBytes) return refused('The image size cannot exceed 5MB.');
    const image = await sizeOf(bytes);
    if (!image || !TIKTOK_IMAGE.formats.includes(image.format))
      return refused('The image format is not supported. Upload a JPG, JPEG or PNG image.');
    const { width, height } = image;
    if (Math.min(width, height) < TIKTOK_IMAGE.minPx || Math.max(width, height) > TIKTOK_IMAGE.maxPx)
      return refused('The image dimensions must be between 300*300 and 4000*4000 pixels.');
    const hash = crypto.createHash('sha256').update(bytes).digest('hex');
    const uri = `tos-maliva-i-sim-us/${shop.id}-${hash.slice(0, 32)}`;
    this.shops.state.images[uri] = { uri, shopId: shop.id, width, height, hash };
    this.shops.save();
    this.kept.set(uri, { mime: `image/${image.format}`, bytes });
    const answer: TtsUploadedImage = {
      uri,
      url: this.urlOf(uri),
      width,
      height,
      use_case: useCase as TtsUploadedImage['use_case'],
    };
    return success(answer);
  }

  /** GET of an uploaded image's URL; false for any other path. */
  serve(req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean {
    if (req.method !== 'GET' || !url.pathname.startsWith(IMAGE_PATH)) return false;
    const image = this.kept.get(decodeURIComponent(url.pathname.slice(IMAGE_PATH.length)));
    if (!image) res.writeHead(404, { 'Content-Type': 'text/plain' }).end('The image link has expired');
    else res.writeHead(200, { 'Content-Type': image.mime }).end(image.bytes);
    return true;
  }
}
