import type http from 'node:http';
import type { MarketOrder } from './marketplace-adapter';

/**
 * A marketplace simulator's buyer page (`/buyer` on the simulator's own server, so it exists only
 * while the simulator is in use): its listings on sale, a Buy button that makes the simulator's
 * order exactly as a buyer's purchase does (`sell()`: its webhook sent, or the order left for the
 * order poll), and its orders with the marketplace's completion (`complete()`: the buyer has the
 * pair, the seller is paid). For demos and end-to-end tests; it speaks as the third party, in English.
 */
export const BUYER_PAGE_PATH = '/buyer';

export type BuyerListing = {
  listingId: string;
  title: string;
  size: string;
  priceCents: number;
  /** Whether a buyer can take it now; otherwise the marketplace is still making it (pending, audit). */
  onSale: boolean;
};

export type BuyerOrder = {
  orderId: string;
  listingId: string;
  title: string;
  size: string;
  priceCents: number;
  /** The marketplace's own word for the order's status. */
  status: string;
  /** Whether the marketplace can still complete it (paid, not completed, cancelled or returned). */
  completable: boolean;
};

/** What a simulator shows and does on its buyer page (its own records and its existing functions). */
export type BuyerDesk = {
  /** The marketplace's name, e.g. 'StockX'. */
  name: string;
  /** How the seller's side hears of a sale, e.g. a webhook or the order poll. */
  salesNote: string;
  listings(): BuyerListing[];
  orders(): BuyerOrder[];
  buy(listingId: string): Promise<MarketOrder>;
  complete(orderId: string): Promise<MarketOrder>;
  /** Finishes what the marketplace is still making now (absent where nothing is ever pending). */
  settle?: () => void;
};

/** The newest shown of each list: a long demo keeps every record. */
const SHOWN = 50;
const FORM_LIMIT = 16 * 1024;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function button(action: string, label: string, field?: [string, string]): string {
  const hidden = field ? `<input type="hidden" name="${field[0]}" value="${escapeHtml(field[1])}">` : '';
  return `<form method="post" action="${BUYER_PAGE_PATH}/${action}">${hidden}<button type="submit">${label}</button></form>`;
}

function table(caption: string, headers: string[], rows: string[][], empty: string): string {
  const head = headers.map((h) => `<th scope="col">${h}</th>`).join('');
  const body = rows.length
    ? rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n')
    : `<tr><td colspan="${headers.length}">${empty}</td></tr>`;
  return `<table><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function outcomeOf(query: URLSearchParams): string {
  const [kind, value] = [...query.entries()][0] ?? [];
  const text =
    kind === 'bought'
      ? `Bought: order ${value} placed.`
      : kind === 'completed'
        ? `Order ${value} completed: the buyer has the pair and the seller is paid out.`
        : kind === 'settled'
          ? 'Every listing in the making is finished.'
          : kind === 'problem'
            ? `Not done: ${value}`
            : '';
  return text ? `<p role="status" class="${kind}">${escapeHtml(text)}</p>` : '';
}

function page(desk: BuyerDesk, query: URLSearchParams): string {
  const listings = desk.listings().slice(-SHOWN).reverse();
  const orders = desk.orders().slice(-SHOWN).reverse();
  const pending = listings.some((l) => !l.onSale);
  const title = `${escapeHtml(desk.name)} simulator — buyer`;
  const listingRows = listings.map((l) => [
    escapeHtml(l.title),
    escapeHtml(l.size),
    dollars(l.priceCents),
    `<code>${escapeHtml(l.listingId)}</code>`,
    l.onSale ? button('buy', 'Buy', ['listingId', l.listingId]) : 'Not on sale yet',
  ]);
  const orderRows = orders.map((o) => [
    `<code>${escapeHtml(o.orderId)}</code>`,
    `${escapeHtml(o.title)}, size ${escapeHtml(o.size)}`,
    dollars(o.priceCents),
    `<code>${escapeHtml(o.listingId)}</code>`,
    escapeHtml(o.status),
    o.completable ? button('complete', 'Mark completed', ['orderId', o.orderId]) : '',
  ]);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 64rem; margin: 2rem auto; padding: 0 1rem; }
.note { background: #fff4ce; padding: 0.5rem 0.75rem; border-radius: 4px; }
.problem { color: #b00020; } table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
caption { text-align: left; font-weight: 600; font-size: 1.2rem; padding: 0.5rem 0; }
th, td { text-align: left; padding: 0.4rem; border-bottom: 1px solid #ddd; vertical-align: middle; }
form { margin: 0; } button { font-size: 1rem; min-height: 44px; padding: 0 1rem; }
</style></head>
<body>
<h1>${title}</h1>
<p class="note">This is SoleStack's local ${escapeHtml(desk.name)} simulator, not ${escapeHtml(desk.name)}:
nothing is bought or paid for real. ${escapeHtml(desk.salesNote)}</p>
${outcomeOf(query)}
${table('On sale', ['Product', 'Size', 'Price', 'Listing', ''], listingRows, 'Nothing is on sale.')}
${pending ? button('settle', 'Finish the listings in the making now') : ''}
${table('Orders', ['Order', 'Product', 'Price', 'Listing', 'Status', ''], orderRows, 'No orders yet.')}
</body></html>
`;
}

async function formOf(req: http.IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) {
    text += (chunk as Buffer).toString('utf8');
    if (text.length > FORM_LIMIT) throw new Error('The form is too large');
  }
  return new URLSearchParams(text);
}

/** Back to the page with what happened (a POST answered with a redirect, so a reload does not buy again). */
function seeOutcome(res: http.ServerResponse, kind: string, value: string): void {
  res.writeHead(303, { Location: `${BUYER_PAGE_PATH}?${new URLSearchParams({ [kind]: value })}` }).end();
}

async function act(desk: BuyerDesk, action: string, form: URLSearchParams): Promise<[string, string]> {
  if (action === 'buy') return ['bought', (await desk.buy(form.get('listingId') ?? '')).orderId];
  if (action === 'complete') return ['completed', (await desk.complete(form.get('orderId') ?? '')).orderId];
  if (action === 'settle' && desk.settle) {
    desk.settle();
    return ['settled', '1'];
  }
  throw new Error(`No such action: ${action}`);
}

/** Whether a request to the simulator is one of its buyer page's (the rest is the marketplace's API). */
export const isBuyerPagePath = (pathname: string) =>
  pathname === BUYER_PAGE_PATH || pathname.startsWith(`${BUYER_PAGE_PATH}/`);

/**
 * Answers the buyer page's requests: GET `/buyer`, POST `/buyer/buy|complete|settle` (a form),
 * each answered by a redirect back to the page with what happened. A POST from another site's page
 * is refused.
 */
export async function serveBuyerPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  desk: BuyerDesk,
): Promise<void> {
  if (url.pathname === BUYER_PAGE_PATH && req.method === 'GET') {
    let html: string;
    try {
      html = page(desk, url.searchParams);
    } catch {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
    return;
  }
  const action = url.pathname.slice(BUYER_PAGE_PATH.length + 1);
  if (req.method !== 'POST' || !['buy', 'complete', 'settle'].includes(action)) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
    return;
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) {
    res.writeHead(403, { 'Content-Type': 'text/plain' }).end('Forbidden');
    return;
  }
  try {
    seeOutcome(res, ...(await act(desk, action, await formOf(req))));
  } catch (error) {
    seeOutcome(res, 'problem', error instanceof Error ? error.message : String(error));
  }
}
