import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlexShipmentDetail } from '../../../../domain/sourcing/flex-shipments';
import { aFlexDetail } from '../../../../../tests/fixtures/flex-views';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import {
  backToEnglish,
  bodiesSent,
  freshScreen,
  ok,
  signIn,
} from '../../../../../tests/client/support/seller-screen-kit';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { useSettings } from '../../../stores/settings';
import { initI18n } from '../../../i18n/setup';
import { FlexDetailScreen } from './FlexDetailScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const routes = underWhere([
  {
    path: 'business/stockx-flex/list/detail',
    element: (
      <>
        <FlexDetailScreen />
        <ConfirmModalHost />
      </>
    ),
  },
  { path: '*', element: null },
]);
const show = (oddNo = 'FX00000007') =>
  renderRoutes(routes, `/business/stockx-flex/list/detail?oddNo=${oddNo}`);

function answer(shipment: FlexShipmentDetail, cancelled?: FlexShipmentDetail) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/sourcing/flex/get')) return ok(shipment);
    if (url.endsWith('/sourcing/flex/cancel') && cancelled)
      return ok(cancelled, 'Flex shipment cancelled: its pairs are available again');
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('business', 'business', ['query', 'get', 'add', 'edit']);
});
afterEach(backToEnglish);

describe('stockx-flex/list/detail', () => {
  it('shows the pairs and asks, the box label from the carrier simulator, and the steps the StockX simulator fed', async () => {
    answer(aFlexDetail());
    show();
    expect(await screen.findByText('In transit', { selector: '.mantine-Badge-label' })).toBeTruthy();
    const label = screen.getByTestId('flex-label');
    expect(within(label).getByText('Carrier simulator')).toBeTruthy();
    expect(
      within(label).getByRole('link', { name: 'USPS Priority, tracking 9400100000000000000007' }),
    ).toBeTruthy();
    expect(
      within(label).getByText('StockX Flex Inbound (simulator), 100 Simulator Way, Detroit, MI 48226'),
    ).toBeTruthy();
    expect(screen.getByTestId('flex-feed').textContent).toBe(
      "The program's steps come from the StockX simulator's Flex feed, read every minute.",
    );
    const items = screen.getByTestId('flex-items');
    expect(within(items).getAllByText('$210.00')).toHaveLength(2);
    const history = screen.getByTestId('flex-history');
    expect(
      within(history)
        .getAllByText(/by /)
        .map((e) => e.textContent),
    ).toEqual([
      'by Demo Seller · 2 pairs',
      'by Demo Admin · 2 pairs',
      'by Demo Picker · 2 pairs',
      'by StockX Flex (simulator) · 2 pairs',
    ]);
    expect(within(history).getByText('Ready to ship')).toBeTruthy();
    expect(screen.getByText('OB00000012')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('cancels a shipment whose box has not left, after asking, and shows the answer', async () => {
    const pending = aFlexDetail({
      state: 'PENDING_CREATE',
      label: null,
      labelSimulated: false,
      actions: ['cancel'],
      history: [],
    });
    answer(pending, { ...pending, state: 'cancelled', actions: [] });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Bought once the shipment is approved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('Its pairs become available again. A box label bought for it is voided.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Flex shipment cancelled: its pairs are available again')).toBeTruthy();
    await waitFor(() => expect(bodiesSent(fetchMock, '/sourcing/flex/cancel')).toEqual([{ id: 7 }]));
  });

  it("shows why the review cancelled it, and another seller's shipment as not found", async () => {
    answer(aFlexDetail({ state: 'cancelled', cancelReason: 'The shoe box is damaged', label: null }));
    show();
    expect((await screen.findByTestId('cancel-reason')).textContent).toContain('The shoe box is damaged');
    fetchMock.mockImplementation(async () =>
      jsonAnswer({ code: 404, msg: 'Flex shipment FX00000099 was not found', data: null }, 404),
    );
    show('FX00000099');
    expect(await screen.findByText('Flex shipment FX00000099 was not found')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    answer(aFlexDetail());
    show();
    expect(await screen.findByText('运输中', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByText('承运商模拟器')).toBeTruthy();
    expect(screen.getByTestId('flex-feed').textContent).toBe(
      '项目的步骤来自 StockX 模拟器的 Flex 进度，每分钟读取一次。',
    );
    expect(screen.getByRole('heading', { name: '箱子面单' })).toBeTruthy();
  });
});
