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
import { aCatalogueProduct } from '../../../../../tests/fixtures/shop-views';
import { CataloguePage } from '../../../../domain/kernel/permissions';
import { initI18n } from '../../../i18n/setup';
import { useSettings } from '../../../stores/settings';
import { TikTokProductScreen } from './TikTokProductScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const ours = aCatalogueProduct({
  id: 22,
  origin: 'ours',
  sku: 'CW2288-111',
  title: 'Air Force 1 测试',
  productId: null,
  marketStatus: null,
  state: 'failed',
  errors: [
    'The product content must be in the language of the target market (English for the US). (12052218)',
  ],
  sizes: [{ sizeText: '10', sku: 'CW2288-111', size: '10', skuId: null, mappedBy: 'ours' }],
  openConflicts: 0,
});
let readAnswers: Response[] = [];

function answer() {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/sourcing/catalogue/products/list')) return onePage([aCatalogueProduct(), ours]);
    if (url.endsWith('/sourcing/catalogue/read'))
      return readAnswers.length > 1 ? readAnswers.shift()! : readAnswers[0].clone();
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const routes = underWhere([
  { path: 'admin/SKUManage/TikTokProduct', element: <TikTokProductScreen /> },
  { path: '*', element: null },
]);
const show = () => renderRoutes(routes, '/admin/SKUManage/TikTokProduct');

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('admin', CataloguePage.tiktokProduct, ['query', 'edit']);
  readAnswers = [ok({ shops: 2 }, 'Reading 2 connected shops into the catalogue')];
  answer();
});
afterEach(backToEnglish);

describe('SKUManage/TikTokProduct', () => {
  it("shows every seller's shop products with each size's mapping, the shop's refusals and the open conflicts", async () => {
    show();
    const [atShop, made] = await screen.findAllByTestId('catalogue-product');
    expect(within(atShop).getByTestId('catalogue-seller').textContent).toBe(
      'Demo Seller (U100001) · Demo Sneakers US',
    );
    expect(atShop.textContent).toContain('Made in Seller Center');
    expect(within(atShop).getByTestId('marketplace-name').textContent).toBe('TikTok ShopSimulator');
    expect(
      within(atShop)
        .getAllByTestId('mapped-size')
        .map((s) => s.textContent),
    ).toEqual(['US 9 → 555088-134 9 · by barcode', '10 → not mapped']);
    expect(within(atShop).getByRole('link', { name: '1 open conflict' }).getAttribute('href')).toBe(
      '/admin/SKUManage/TikTokSKUManage?tab=conflicts&keyword=1729000000000000009',
    );
    expect(made.textContent).toContain('Made here');
    expect(within(made).getByTestId('shop-product-state').textContent).toBe('Refused');
    expect(within(made).getByTestId('shop-refusals').textContent).toContain('(12052218)');
    expect(within(made).getByText('None')).toBeTruthy();
  });

  it('finds products by seller and keyword', async () => {
    const user = userEvent.setup();
    show();
    await screen.findAllByTestId('catalogue-product');
    await user.type(screen.getByRole('textbox', { name: 'Seller' }), 'U100001');
    await user.type(screen.getByRole('textbox', { name: 'SKU, title, ID or barcode' }), '0194953001234');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/sourcing/catalogue/products/list').at(-1)).toEqual({
        pageNo: 1,
        pageSize: 10,
        seller: 'U100001',
        keyword: '0194953001234',
      }),
    );
  });

  it('reads the shops again, resending the same request key after a failure', async () => {
    readAnswers = [
      jsonAnswer({ code: 500, msg: 'Something went wrong on our side. Request ID: r-3', data: null }, 500),
      ok({ shops: 2 }, 'Reading 2 connected shops into the catalogue'),
    ];
    const user = userEvent.setup();
    show();
    const read = await screen.findByRole('button', { name: 'Read the shops again' });
    await user.click(read);
    expect(await screen.findByText('Something went wrong on our side. Request ID: r-3')).toBeTruthy();
    await user.click(read);
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({
        color: 'green',
        message: 'Reading 2 connected shops into the catalogue',
      }),
    );
    const [first, retry] = bodiesSent<{ requestKey: string }>(fetchMock, '/sourcing/catalogue/read');
    expect(retry.requestKey).toBe(first.requestKey);
  });

  it('offers no read to an admin who may only look', async () => {
    signIn('admin', CataloguePage.tiktokProduct, ['query']);
    show();
    await screen.findAllByTestId('catalogue-product');
    expect(screen.queryByRole('button', { name: 'Read the shops again' })).toBeNull();
  });

  it('speaks Chinese', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    show();
    expect(await screen.findByRole('heading', { name: 'TikTok 商品' })).toBeTruthy();
    const [atShop] = await screen.findAllByTestId('catalogue-product');
    expect(
      within(atShop)
        .getAllByTestId('mapped-size')
        .map((s) => s.textContent),
    ).toEqual(['US 9 → 555088-134 9 · 按条码', '10 → 未映射']);
    expect(within(atShop).getByRole('link', { name: '1 个待处理冲突' })).toBeTruthy();
  });
});
