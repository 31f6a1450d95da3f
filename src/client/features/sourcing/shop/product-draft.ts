import { shopSizeProblems } from '../../../../domain/sourcing/shop-products';
import type {
  SaveShopProductRequest,
  ShopCandidate,
  ShopProductView,
  ShopSizeProblem,
} from '../../../../domain/sourcing/shop-products';
import { parseAmountCents } from '../../../../domain/wallet/wallet';

/**
 * A shop product as the seller fills it in: its SKU, words, images (checked by the server as they
 * are added) and sizes with a price each as typed. The size rules are the domain's (shopSizeProblems),
 * so the form names the row the server would refuse before anything is sent.
 */
export type DraftImage = { hash: string; url: string };
export type DraftSize = { size: string; price: string; available: number | null };
export type ProductDraft = {
  id?: number;
  sku: string;
  title: string;
  description: string;
  images: DraftImage[];
  sizes: DraftSize[];
};

export const EMPTY_DRAFT: ProductDraft = { sku: '', title: '', description: '', images: [], sizes: [] };

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** A new product of a SKU: its picture when the shop takes it, the sizes the seller has pairs of (else all). */
export function draftOfCandidate(candidate: ShopCandidate): ProductDraft {
  const held = candidate.sizes.filter((s) => s.available > 0);
  const picture = candidate.picture;
  return {
    sku: candidate.sku,
    title: `${candidate.brand} ${candidate.name}`.trim(),
    description: '',
    images: picture?.ok && picture.hash && picture.url ? [{ hash: picture.hash, url: picture.url }] : [],
    sizes: (held.length > 0 ? held : candidate.sizes).map((s) => ({
      size: s.size,
      price: '',
      available: s.available,
    })),
  };
}

/** One of the seller's products to change, as it is now. */
export function draftOfProduct(product: ShopProductView): ProductDraft {
  return {
    id: product.id,
    sku: product.sku ?? '',
    title: product.title,
    description: product.description,
    images: product.images.map((i) => ({ hash: i.hash, url: i.url })),
    sizes: product.sizes.map((s) => ({ size: s.size, price: dollars(s.priceCents), available: s.available })),
  };
}

/** A typed price in cents; 0 for one that is no amount (the size rules name it as below the minimum). */
const centsOf = (price: string) => {
  const parsed = parseAmountCents(price);
  return parsed.ok ? parsed.cents : 0;
};

export type DraftProblems = {
  title: boolean;
  images: boolean;
  noSizes: boolean;
  sizes: Map<number, ShopSizeProblem>;
};

export function draftProblems(draft: ProductDraft): DraftProblems {
  const sizes = shopSizeProblems(draft.sizes.map((s) => ({ size: s.size, priceCents: centsOf(s.price) })));
  return {
    title: draft.title.trim() === '',
    images: draft.images.length === 0,
    noSizes: draft.sizes.length === 0,
    sizes: new Map(sizes.map((p) => [p.index, p.problem])),
  };
}

export const hasProblems = (p: DraftProblems) => p.title || p.images || p.noSizes || p.sizes.size > 0;

/** What the save sends, once the draft has no problem. */
export function saveRequestOf(draft: ProductDraft, requestKey: string): SaveShopProductRequest {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    sku: draft.sku,
    title: draft.title.trim(),
    description: draft.description.trim(),
    images: draft.images.map((i) => i.hash),
    sizes: draft.sizes.map((s) => ({ size: s.size.trim(), priceCents: centsOf(s.price) })),
    requestKey,
  };
}
