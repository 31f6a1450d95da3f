import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import {
  backToEnglish,
  bodiesSent,
  freshScreen,
  ok,
  onePage,
  signIn,
} from '../../../../../tests/client/support/seller-screen-kit';
import { NamedPermission } from '../../../../domain/kernel/permissions';
import type { B2bBoardOffer, B2bOfferView, OfferablePair } from '../../../../domain/sourcing/b2b';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { useSettings } from '../../../stores/settings';
import { B2bBoardScreen } from './B2bBoardScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const dunk = (size: string) => ({
  sku: 'DD1391-100',
  brand: 'Nike',
  name: 'Dunk Low Retro',
  size,
  checkResult: 1,
});
const boardOffer: B2bBoardOffer = {
  id: 31,
  offerNo: 'BB00000031',
  sellerUid: 'U100002',
  wareName: 'Demo Warehouse NJ',
  priceCents: 25_000,
  remark: 'Deadstock',
  createdAt: '2026-12-01T10:00:00.000Z',
  items: [dunk('10'), dunk('10.5')],
};
const mine = (id: number, status: number, extra: Partial<B2bOfferView> = {}): B2bOfferView => ({
  id,
  offerNo: `BB000000${id}`,
  status,
  wareName: 'Demo Warehouse NJ',
  priceCents: 21_000,
  remark: '',
  createdAt: '2026-12-01T10:00:00.000Z',
  closedAt: status === 1 ? null : '2026-12-02T10:00:00.000Z',
  buyerUid: null,
  orderNo: null,
  items: [{ oneId: `100000${id}`, ...dunk('9') }],
  ...extra,
});
const myOffers = [mine(41, 1), mine(42, 2, { buyerUid: 'U100002', orderNo: 'SU00000077' }), mine(43, 3)];
const pair = (oneId: string, wareId: number, wareName: string): OfferablePair => ({
  oneId,
  ...dunk('9'),
  wareId,
  wareName,
});
const offerable = [
  pair('10000071', 1, 'Demo Warehouse NJ'),
  pair('10000072', 1, 'Demo Warehouse NJ'),
  pair('10000073', 2, 'Demo Warehouse LA'),
];

const purchase = {
  offerNo: 'BB00000031',
  orderNo: 'SU00000090',
  priceCents: 25_000,
  platformFeeCents: 0,
  wareName: 'Demo Warehouse NJ',
  oneIds: ['1', '2'],
};
let availableCents = 50_000;
/** The server's refusal of a purchase, or null for a purchase made. */
let buyRefusal: string | null = null;

function answer() {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/sourcing/b2b/board')) return onePage([boardOffer]);
    if (url.includes('/wallet/summary'))
      return ok({ availableCents, heldCents: 0, totalCents: availableCents });
    if (url.endsWith('/sourcing/b2b/buy'))
      return buyRefusal
        ? jsonAnswer({ code: 409, msg: buyRefusal, data: null }, 409)
        : ok(purchase, 'Bought: the pairs are yours');
    if (url.endsWith('/sourcing/b2b/offers')) return onePage(myOffers);
    if (url.endsWith('/sourcing/b2b/offer/withdraw'))
      return ok({ ...myOffers[0], status: 3 }, 'Offer withdrawn; its pairs are available again');
    if (url.endsWith('/sourcing/b2b/offerable')) return onePage(offerable);
    if (url.endsWith('/sourcing/b2b/offer/create')) return ok(mine(44, 1), 'Offered on the B2B board');
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const routes = underWhere([
  {
    path: 'business/b2b-board',
    element: (
      <>
        <B2bBoardScreen />
        <ConfirmModalHost />
      </>
    ),
  },
  { path: '*', element: null },
]);
const show = (tab = 'board') => renderRoutes(routes, `/business/b2b-board?tab=${tab}`);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('business', NamedPermission.business, ['query', 'add', 'edit']);
  availableCents = 50_000;
  buyRefusal = null;
  answer();
});
afterEach(backToEnglish);

describe('B2B board', () => {
  it("shows the other sellers' offers and buys one after a confirmation with the price and the wallet", async () => {
    const user = userEvent.setup();
    show();
    const row = await screen.findByTestId('board-offer');
    expect(row.textContent).toContain('BB00000031');
    expect(row.textContent).toContain('from U100002');
    expect(row.textContent).toContain('DD1391-100 · size 10.5');
    expect(within(row).getByTestId('offer-price').textContent).toBe('$250.00');

    await user.type(screen.getByRole('textbox', { name: 'SKU or name' }), 'dunk');
    await user.type(screen.getByRole('textbox', { name: 'Size' }), '10.5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodiesSent(fetchMock, '/sourcing/b2b/board')).toHaveLength(2));
    expect(bodiesSent(fetchMock, '/sourcing/b2b/board')[1]).toMatchObject({
      keyword: 'dunk',
      pairSize: '10.5',
    });

    await user.click(screen.getByRole('button', { name: 'Buy offer BB00000031' }));
    const dialog = await screen.findByTestId('buy-offer');
    expect(dialog.textContent).toContain(
      'The 2 pairs become yours on their shelf in Demo Warehouse NJ; the price goes to seller U100002.',
    );
    expect(within(dialog).getByTestId('buy-price').textContent).toBe('$250.00');
    expect(await within(dialog).findByText('$500.00')).toBeTruthy();
    expect(within(dialog).getByTestId('buy-after').textContent).toBe('$250.00');
    expect(within(dialog).getByText('$0.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Buy for $250.00' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({
        color: 'green',
        message: 'Bought: the pairs are yours',
      }),
    );
    const [sent] = bodiesSent<{ id: number; requestKey: string }>(fetchMock, '/sourcing/b2b/buy');
    expect(sent.id).toBe(31);
    expect(sent.requestKey).toMatch(/^rk-/);
    await waitFor(() => expect(screen.queryByTestId('buy-offer')).toBeNull());
  });

  it('does not offer to buy what the wallet cannot cover, and shows a refusal with the same request key on a resend', async () => {
    const user = userEvent.setup();
    availableCents = 10_000;
    show();
    await user.click(await screen.findByRole('button', { name: 'Buy offer BB00000031' }));
    const shortfall = await screen.findByTestId('buy-shortfall');
    expect(shortfall.textContent).toContain('Your wallet lacks $150.00 for this offer.');
    expect(within(shortfall).getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe(
      '/business/wallet/WalletCharge',
    );
    expect(screen.getByRole('button', { name: 'Buy for $250.00' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    availableCents = 50_000;
    buyRefusal = 'Offer BB00000031 is already sold';
    await user.click(screen.getByRole('button', { name: 'Buy offer BB00000031' }));
    const confirm = await screen.findByRole('button', { name: 'Buy for $250.00' });
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    await user.click(confirm);
    expect((await screen.findByTestId('buy-error')).textContent).toBe('Offer BB00000031 is already sold');
    await user.click(screen.getByRole('button', { name: 'Buy for $250.00' }));
    await waitFor(() => expect(bodiesSent(fetchMock, '/sourcing/b2b/buy')).toHaveLength(2));
    const [first, second] = bodiesSent<{ requestKey: string }>(fetchMock, '/sourcing/b2b/buy');
    expect(second.requestKey).toBe(first.requestKey);
  });

  it('lists my offers in their states and withdraws an open one after a confirmation', async () => {
    const user = userEvent.setup();
    show('mine');
    const rows = await screen.findAllByTestId('my-offer');
    expect(rows.map((r) => within(r).getByTestId('offer-status').textContent)).toEqual([
      'Open',
      'Sold',
      'Withdrawn',
    ]);
    expect(rows[1].textContent).toContain('Bought by U100002');
    expect(rows[1].textContent).toContain('Switch user order SU00000077');
    expect(screen.getAllByTestId('offer-withdraw')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Withdraw offer BB00000041' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Take offer BB00000041 off the board? Its pairs become available again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(bodiesSent(fetchMock, '/sourcing/b2b/offer/withdraw')).toEqual([{ id: 41 }]));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({
        color: 'green',
        message: 'Offer withdrawn; its pairs are available again',
      }),
    );
  });

  it('offers chosen pairs of one warehouse at one price, then shows my offers', async () => {
    const user = userEvent.setup();
    const { router } = show('offer');
    await user.click(await screen.findByRole('checkbox', { name: 'Offer 10000071' }));
    await user.click(screen.getByRole('checkbox', { name: 'Offer 10000072' }));
    // Another warehouse's pair cannot join the offer.
    expect(screen.getByRole('checkbox', { name: 'Offer 10000073' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('offer-chosen').textContent).toBe('2 pairs chosen, in Demo Warehouse NJ');
    await user.click(screen.getByRole('button', { name: /^Offer 2 pairs for/ }));
    expect(
      await screen.findByText('A price above $0.00 and at most $1,000,000.00, in whole cents'),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Price of the whole offer/ }), '420.5');
    await user.type(screen.getByRole('textbox', { name: 'Note for buyers' }), 'Two pairs');
    await user.click(screen.getByRole('button', { name: 'Offer 2 pairs for $420.50' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
    const [sent] = bodiesSent<Record<string, unknown>>(fetchMock, '/sourcing/b2b/offer/create');
    expect(sent).toMatchObject({ oneIds: ['10000071', '10000072'], priceCents: 42_050, remark: 'Two pairs' });
    expect(sent.requestKey).toMatch(/^rk-/);
    expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'Offered on the B2B board' });
  });

  it('speaks Chinese: its tabs, the board and the purchase confirmation', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('heading', { name: 'B2B 交易板' })).toBeTruthy();
    for (const tab of ['交易板', '我的挂单', '挂单商品'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect((await screen.findByTestId('board-offer')).textContent).toContain('来自 U100002');
    await user.click(screen.getByRole('button', { name: '购买挂单 BB00000031' }));
    const dialog = await screen.findByTestId('buy-offer');
    expect(dialog.textContent).toContain('这 2 双商品将在 Demo Warehouse NJ 的原货架上归你所有');
    expect(within(dialog).getByText('平台手续费')).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: '以 $250.00 购买' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await user.click(screen.getByRole('tab', { name: '我的挂单' }));
    const rows = await screen.findAllByTestId('my-offer');
    expect(rows.map((r) => within(r).getByTestId('offer-status').textContent)).toEqual([
      '挂单中',
      '已售出',
      '已撤回',
    ]);
    expect(rows[1].textContent).toContain('转移用户单 SU00000077');
    await user.click(screen.getByRole('tab', { name: '挂单商品' }));
    await user.click(await screen.findByRole('checkbox', { name: '挂单 10000071' }));
    expect(screen.getByTestId('offer-chosen').textContent).toBe('已选 1 双，位于 Demo Warehouse NJ');
  });
});
