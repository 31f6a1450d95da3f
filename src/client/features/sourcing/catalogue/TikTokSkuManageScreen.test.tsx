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
import { aConflict, aMapping } from '../../../../../tests/fixtures/shop-views';
import { CataloguePage } from '../../../../domain/kernel/permissions';
import { initI18n } from '../../../i18n/setup';
import { useSettings } from '../../../stores/settings';
import { TikTokSkuManageScreen } from './TikTokSkuManageScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const unknownStyle = aConflict({
  id: 32,
  kind: 'unknownStyle',
  variantId: '',
  sizeText: '',
  gtin: null,
  sellerSku: 'MYSTERY-1',
  candidates: [],
});
const resolved = aConflict({
  id: 33,
  state: 'resolved',
  chosen: { sku: 'DZ5485-612', size: '10' },
  decidedBy: 'admin',
  decidedAt: '2026-12-02T10:00:00.000Z',
});
let resolveAnswers: Response[] = [];

function answer() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as { state?: string };
    if (url.endsWith('/sourcing/catalogue/conflicts/list'))
      return onePage(body.state === 'resolved' ? [resolved] : [aConflict(), unknownStyle]);
    if (url.endsWith('/sourcing/catalogue/conflicts/resolve'))
      return resolveAnswers.length > 1 ? resolveAnswers.shift()! : resolveAnswers[0].clone();
    if (url.endsWith('/sourcing/catalogue/conflicts/ignore'))
      return ok(
        { ...unknownStyle, state: 'ignored' },
        'Ignored: it stays unmapped at every later read of the shop',
      );
    if (url.endsWith('/sourcing/catalogue/mappings/list')) return onePage([aMapping()]);
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const routes = underWhere([
  { path: 'admin/SKUManage/TikTokSKUManage', element: <TikTokSkuManageScreen /> },
  { path: '*', element: null },
]);
const show = (search = '') => renderRoutes(routes, `/admin/SKUManage/TikTokSKUManage${search}`);
const resolveBodies = () =>
  bodiesSent<{ id: number; sku: string; size?: string; requestKey: string }>(
    fetchMock,
    '/sourcing/catalogue/conflicts/resolve',
  );

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('admin', CataloguePage.tiktokSkuManage, ['query', 'edit']);
  resolveAnswers = [
    ok(
      { ...aConflict(), state: 'resolved' },
      'Mapped by hand: the choice holds at every later read of the shop',
    ),
  ];
  answer();
});
afterEach(backToEnglish);

describe('SKUManage/TikTokSKUManage', () => {
  it('lists the open conflicts with their kind, product, size, barcode and the SKUs they could be', async () => {
    show('?keyword=1729000000000000009');
    const [twoSkus, whole] = await screen.findAllByTestId('conflict');
    expect(within(twoSkus).getByTestId('conflict-kind').textContent).toBe('Barcode names two SKUs');
    expect(twoSkus.textContent).toContain('Barcode 0194953001234');
    expect(twoSkus.textContent).toContain('555088-134 size 10');
    expect(twoSkus.textContent).toContain('DZ5485-612 size 10');
    expect(within(whole).getByTestId('conflict-kind').textContent).toBe('Unknown style');
    expect(whole.textContent).toContain('Whole product');
    expect(whole.textContent).toContain('No SKU named');
    // Opened from TikTokProduct: the product's conflicts.
    expect(bodiesSent(fetchMock, '/sourcing/catalogue/conflicts/list')[0]).toEqual({
      pageNo: 1,
      pageSize: 10,
      state: 'open',
      keyword: '1729000000000000009',
    });
    expect(screen.getByRole('textbox', { name: 'SKU, title, ID or barcode' })).toHaveProperty(
      'value',
      '1729000000000000009',
    );
  });

  it('maps a conflict by hand to a candidate; a refusal shows and the resend keeps its request key', async () => {
    resolveAnswers = [
      jsonAnswer(
        {
          code: 409,
          msg: 'DZ5485-612 size 10 is mapped to another size of this product (9) already',
          data: null,
        },
        409,
      ),
      ok(
        { ...aConflict(), state: 'resolved' },
        'Mapped by hand: the choice holds at every later read of the shop',
      ),
    ];
    const user = userEvent.setup();
    show();
    const [row] = await screen.findAllByTestId('conflict');
    await user.click(within(row).getByRole('button', { name: 'Decide Seller Center Jordan 1 10' }));
    const dialog = await screen.findByTestId('conflict-decision');
    expect(dialog.textContent).toContain('Size 10, seller SKU J1-10, barcode 0194953001234.');
    expect(within(dialog).getByRole('textbox', { name: 'Our SKU' })).toHaveProperty('value', '555088-134');
    await user.click(within(dialog).getByRole('button', { name: 'DZ5485-612 size 10' }));
    expect(within(dialog).getByRole('textbox', { name: 'Our SKU' })).toHaveProperty('value', 'DZ5485-612');
    await user.click(within(dialog).getByRole('button', { name: 'Map by hand' }));
    expect((await within(dialog).findByTestId('decision-refusal')).textContent).toBe(
      'DZ5485-612 size 10 is mapped to another size of this product (9) already',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Map by hand' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({
        color: 'green',
        message: 'Mapped by hand: the choice holds at every later read of the shop',
      }),
    );
    const [first, retry] = resolveBodies();
    expect(first).toMatchObject({ id: 31, sku: 'DZ5485-612', size: '10' });
    expect(retry.requestKey).toBe(first.requestKey);
    await waitFor(() => expect(screen.queryByTestId('conflict-decision')).toBeNull());
  });

  it('asks for the SKU of a whole product (no size), or ignores it', async () => {
    const user = userEvent.setup();
    show();
    const [, whole] = await screen.findAllByTestId('conflict');
    await user.click(within(whole).getByTestId('conflict-decide'));
    const dialog = await screen.findByTestId('conflict-decision');
    expect(within(dialog).queryByRole('textbox', { name: 'Our size' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Map by hand' }));
    expect(within(dialog).getByText('Name the SKU')).toBeTruthy();
    expect(resolveBodies()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ignore' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/sourcing/catalogue/conflicts/ignore')).toEqual([
        { id: 32, requestKey: expect.stringMatching(/^rk-/) },
      ]),
    );
  });

  it('shows the decided conflicts with the choice and who made it', async () => {
    const user = userEvent.setup();
    show();
    await screen.findAllByTestId('conflict');
    await user.click(screen.getByRole('textbox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Resolved', hidden: true }));
    await waitFor(() => expect(screen.getAllByTestId('conflict')).toHaveLength(1));
    const [decided] = screen.getAllByTestId('conflict');
    expect(decided.getAttribute('data-state')).toBe('resolved');
    expect(decided.textContent).toMatch(/DZ5485-612 size 10by admin, \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(within(decided).getByRole('button', { name: /^Decide/ }).textContent).toBe('Change');
  });

  it('shows our SKUs and sizes with the catalogue variants and the shop sizes mapped to them', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: 'Mappings' }));
    const [row] = await screen.findAllByTestId('mapping');
    expect(row.textContent).toContain('555088-134 size 9');
    expect(row.textContent).toContain('StockX · v-1 · barcode 0194953001234');
    expect(within(row).getByTestId('mapped-shop-sizes').textContent).toBe(
      'U100001 · J1-9 · US 9 · by barcode',
    );
  });

  it('offers no decision to an admin who may only look, and speaks Chinese', async () => {
    signIn('admin', CataloguePage.tiktokSkuManage, ['query']);
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    show();
    expect(await screen.findByRole('heading', { name: 'TikTok SKU 映射' })).toBeTruthy();
    const [row] = await screen.findAllByTestId('conflict');
    expect(within(row).getByTestId('conflict-kind').textContent).toBe('条码对应两个 SKU');
    expect(screen.queryByTestId('conflict-decide')).toBeNull();
  });
});
