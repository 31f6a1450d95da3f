import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aFlexRow } from '../../../../../tests/fixtures/flex-views';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import {
  backToEnglish,
  bodiesSent,
  freshScreen,
  onePage,
  signIn,
} from '../../../../../tests/client/support/seller-screen-kit';
import { useSettings } from '../../../stores/settings';
import { initI18n } from '../../../i18n/setup';
import { FlexListScreen } from './FlexListScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const rows = [
  aFlexRow(),
  aFlexRow({
    id: 8,
    oddNo: 'FX00000008',
    state: 'PENDING_CREATE',
    pairs: 1,
    askCents: 18_000,
    trackingNumber: null,
  }),
];

const routes = underWhere([
  { path: 'business/stockx-flex/list/:pageNo?', element: <FlexListScreen /> },
  { path: '*', element: null },
]);
const show = () => renderRoutes(routes, '/business/stockx-flex/list');

function answer(data = rows) {
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/sourcing/flex/list')
      ? onePage(data)
      : jsonAnswer({ code: 404, msg: `unexpected ${String(input)}`, data: null }, 404),
  );
}
const rowOf = async (oddNo: string) =>
  (await screen.findAllByTestId('flex-row')).find((r) => r.getAttribute('data-odd-no') === oddNo)!;

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('business', 'business', ['query', 'add', 'edit']);
});
afterEach(backToEnglish);

describe('stockx-flex/list', () => {
  it("lists the seller's shipments with their state, pairs and asks, each opening its detail", async () => {
    answer();
    show();
    const moving = await rowOf('FX00000007');
    expect(within(moving).getByText('In transit')).toBeTruthy();
    expect(within(moving).getByText('$420.00')).toBeTruthy();
    expect(within(moving).getByRole('link', { name: 'Open FX00000007' }).getAttribute('href')).toBe(
      '/business/stockx-flex/list/detail?oddNo=FX00000007',
    );
    expect(within(await rowOf('FX00000008')).getByText('Pending create')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ship to Flex' }).getAttribute('href')).toBe(
      '/business/stockx-flex/ship',
    );
    expect(screen.queryByText('Seller')).toBeNull();
  });

  it('filters by state and by number or ONE ID, and says when nothing matches', async () => {
    answer();
    const user = userEvent.setup();
    show();
    await rowOf('FX00000007');
    answer([]);
    await user.click(screen.getByRole('textbox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Listed', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'Shipment number or ONE ID' }), '10000001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No shipment matches.')).toBeTruthy();
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/sourcing/flex/list').at(-1)).toEqual({
        pageNo: 1,
        pageSize: 10,
        state: 'LISTED',
        keyword: '10000001',
      }),
    );
  });

  it('speaks Chinese', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    answer();
    show();
    expect(within(await rowOf('FX00000007')).getByText('运输中')).toBeTruthy();
    expect(screen.getByText('在售列表')).toBeTruthy();
    expect(screen.getByRole('link', { name: '发往 Flex' })).toBeTruthy();
  });
});
