import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import {
  backToEnglish,
  bodiesSent,
  freshScreen,
  ok,
  onePage,
  signIn,
} from '../../../../../tests/client/support/seller-screen-kit';
import { aShopProduct, aShopStatus } from '../../../../../tests/fixtures/shop-views';
import { NamedPermission } from '../../../../domain/kernel/permissions';
import type { ShopStatus } from '../../../../domain/sourcing/shop-products';
import { initI18n } from '../../../i18n/setup';
import { useSettings } from '../../../stores/settings';
import { TiktokShopScreen } from './TiktokShopScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const refused = aShopProduct({
  id: 12,
  sku: 'CW2288-111',
  title: 'Air Force 1 测试',
  productId: null,
  marketStatus: null,
  state: 'failed',
  errors: [
    'The product content must be in the language of the target market (English for the US). (12052218)',
  ],
  sizes: [],
  syncedAt: null,
});
let status: ShopStatus = aShopStatus();
/** The answers to Sync, in turn (the last one repeats). */
let syncAnswers: Response[] = [];

function answer() {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/sourcing/shop/status')) return ok(status);
    if (url.endsWith('/sourcing/shop/products/list')) return onePage([aShopProduct(), refused]);
    if (url.endsWith('/sourcing/shop/sync'))
      return syncAnswers.length > 1 ? syncAnswers.shift()! : syncAnswers[0].clone();
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const routes = underWhere([
  { path: 'business/tiktok-shop', element: <TiktokShopScreen /> },
  { path: '*', element: null },
]);
const show = () => renderRoutes(routes, '/business/tiktok-shop');

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('business', NamedPermission.business, ['query', 'add', 'edit']);
  status = aShopStatus();
  syncAnswers = [ok({ queued: true, waiting: 3 }, 'Sync started: 3 products go to your TikTok Shop')];
  answer();
});
afterEach(backToEnglish);

describe('tiktok-shop', () => {
  it("names the simulator and the shop, and shows each product's sync state, sizes, stock and the shop's refusals", async () => {
    show();
    const panel = await screen.findByTestId('shop-status');
    expect(within(panel).getByText('Simulator')).toBeTruthy();
    expect(within(panel).getByTestId('simulator-note').textContent).toBe(
      'Uses the TikTok Shop simulator: no real products or sales',
    );
    expect(within(panel).getByText('Connected')).toBeTruthy();
    expect(within(panel).getByText('Shop: Demo Sneakers US')).toBeTruthy();
    expect(within(panel).getByTestId('shop-counts').textContent).toMatch(
      /^Waiting 0 · Syncing 0 · Synced 2 · Refused 1 · last synced \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    const [synced, failed] = await screen.findAllByTestId('shop-product');
    expect(within(synced).getByTestId('shop-product-state').textContent).toBe('Synced');
    expect(synced.textContent).toContain('TikTok ID 1729000000000000001');
    expect(within(synced).getByTestId('shop-product-sizes').textContent).toBe(
      '9 · $180.00 · 2 available10 · $190.00 · 0 available (shop shows 1)',
    );
    expect(within(failed).getByTestId('shop-product-state').textContent).toBe('Refused');
    expect(failed.textContent).toContain('Not at TikTok yet');
    expect(within(failed).getByTestId('shop-refusals').textContent).toBe(
      'The product content must be in the language of the target market (English for the US). (12052218)',
    );
    expect(within(synced).getByRole('button', { name: 'Edit Nike Dunk Low Retro' })).toBeTruthy();
  });

  it('says when the shop is not connected, leads to Platform services and offers no product or sync', async () => {
    status = aShopStatus({ mode: 'live', connected: false, shopName: null, lastSyncAt: null });
    show();
    const panel = await screen.findByTestId('shop-status');
    expect(within(panel).getByText('Not connected')).toBeTruthy();
    expect(within(panel).queryByText('Simulator')).toBeNull();
    expect(within(panel).getByTestId('shop-counts').textContent).toContain('not synced yet');
    const notice = within(panel).getByTestId('not-connected');
    expect(notice.textContent).toContain('Connect your TikTok Shop first');
    expect(within(notice).getByRole('link', { name: 'Go to Platform services' }).getAttribute('href')).toBe(
      '/business/platformservices',
    );
    expect(screen.queryByRole('button', { name: 'New product' })).toBeNull();
    expect(screen.queryByTestId('shop-sync')).toBeNull();
  });

  it('finds products by sync state and keyword', async () => {
    const user = userEvent.setup();
    show();
    await screen.findAllByTestId('shop-product');
    await user.click(screen.getByRole('textbox', { name: 'Sync state' }));
    await user.click(await screen.findByRole('option', { name: 'Refused', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'SKU, title or TikTok product ID' }), ' CW2288 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/sourcing/shop/products/list').at(-1)).toEqual({
        pageNo: 1,
        pageSize: 10,
        state: 'failed',
        keyword: 'CW2288',
      }),
    );
  });

  it('Sync shows a refusal and sends the same request key again, and a new one after it went through', async () => {
    syncAnswers = [
      jsonAnswer({ code: 500, msg: 'Something went wrong on our side. Request ID: r-1', data: null }, 500),
      ok({ queued: true, waiting: 3 }, 'Sync started: 3 products go to your TikTok Shop'),
    ];
    const user = userEvent.setup();
    show();
    const sync = await screen.findByTestId('shop-sync');
    await user.click(sync);
    expect((await screen.findByTestId('sync-refusal')).textContent).toBe(
      'Something went wrong on our side. Request ID: r-1',
    );
    await user.click(sync);
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({
        color: 'green',
        message: 'Sync started: 3 products go to your TikTok Shop',
      }),
    );
    await user.click(sync);
    await waitFor(() => expect(bodiesSent(fetchMock, '/sourcing/shop/sync')).toHaveLength(3));
    const [first, retry, next] = bodiesSent<{ requestKey: string }>(fetchMock, '/sourcing/shop/sync');
    expect(first.requestKey).toMatch(/^rk-/);
    expect(retry.requestKey).toBe(first.requestKey);
    expect(next.requestKey).not.toBe(first.requestKey);
  });

  it('speaks Chinese', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    show();
    expect(await screen.findByRole('heading', { name: 'TikTok 店铺同步' })).toBeTruthy();
    const panel = await screen.findByTestId('shop-status');
    expect(within(panel).getByTestId('simulator-note').textContent).toBe(
      '正在使用 TikTok 店铺模拟器：没有真实的商品或销售',
    );
    expect(within(panel).getByRole('button', { name: '立即同步' })).toBeTruthy();
    const [synced] = await screen.findAllByTestId('shop-product');
    expect(within(synced).getByTestId('shop-product-state').textContent).toBe('已同步');
    expect(within(synced).getByTestId('shop-product-sizes').textContent).toContain('9 · $180.00 · 可售 2');
  });
});
