import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import type { UserInfo } from '../../../../domain/auth/auth';
import type { MarketplaceConnectionView } from '../../../../domain/listing/connections';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { useSettings } from '../../../stores/settings';
import { PlatformServicesScreen } from './PlatformServicesScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const goTo = vi.fn<(url: string) => void>();

const CONSENT_URL = 'http://127.0.0.1:9000/oauth/authorize?state=abc';

function aConnection(over: Partial<MarketplaceConnectionView>): MarketplaceConnectionView {
  return {
    marketplace: 'stockx',
    mode: 'simulator',
    id: null,
    state: 'none',
    accountName: null,
    connectedAt: null,
    expiresAt: null,
    ...over,
  };
}

const connections: MarketplaceConnectionView[] = [
  aConnection({ marketplace: 'stockx' }),
  aConnection({
    marketplace: 'ebay',
    mode: 'live',
    id: 7,
    state: 'connected',
    accountName: 'kicks-corner',
    connectedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-11-20T12:00:00.000Z',
  }),
  aConnection({
    marketplace: 'tiktok',
    id: 9,
    state: 'expired',
    accountName: 'Kicks Corner Shop',
    connectedAt: '2026-10-01T08:00:00.000Z',
    expiresAt: '2026-10-08T08:00:00.000Z',
  }),
];

const ok = (data: unknown, msg = 'success') => jsonAnswer({ code: 200, msg, data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).endsWith(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

/** Answers the list, and the other calls with what the test gives. */
function answer(others: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const path = Object.keys(others).find((p) => url.endsWith(p));
    if (path) return others[path]();
    if (url.endsWith('/listing/connections/list')) return ok(connections);
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const routes = underWhere([
  {
    path: 'business/platformservices/:pageNo?',
    element: (
      <>
        <PlatformServicesScreen goTo={goTo} />
        <ConfirmModalHost />
      </>
    ),
  },
]);

const show = (path = '/business/platformservices') => renderRoutes(routes, path);
const card = (name: string) => screen.findByRole('region', { name });

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  goTo.mockReset();
  vi.mocked(notifications.show).mockReset();
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    userInfo: {
      roleId: 3,
      role: { permissions: [{ permissionId: 'business', actionList: ['query', 'add', 'delete'] }] },
    } as unknown as UserInfo,
  });
});
afterEach(() => {
  useSettings.getState().setSetting('lang', 'en-US');
  initI18n('en-US');
});

describe('the marketplace connections screen', () => {
  it('lists every marketplace with its state, account and the simulator named', async () => {
    answer();
    show();
    const stockx = await card('StockX');
    expect(stockx.getAttribute('data-state')).toBe('none');
    expect(within(stockx).getByText('Not connected')).toBeTruthy();
    expect(within(stockx).getByText('Simulator')).toBeTruthy();
    expect(within(stockx).getByText('Uses the StockX simulator: no real listings or sales')).toBeTruthy();
    expect(within(stockx).getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(within(stockx).queryByRole('button', { name: 'Disconnect' })).toBeNull();

    const ebay = await card('eBay');
    expect(within(ebay).getByText('Connected')).toBeTruthy();
    expect(within(ebay).queryByText('Simulator')).toBeNull();
    expect(within(ebay).queryByTestId('simulator-note')).toBeNull();
    expect(
      within(ebay).getByText(/Account: kicks-corner · connected since 2026-11-\d\d \d\d:\d\d:\d\d/),
    ).toBeTruthy();
    expect(within(ebay).queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(within(ebay).getByRole('button', { name: 'Disconnect' })).toBeTruthy();

    const tiktok = await card('TikTok Shop');
    expect(within(tiktok).getByText('Expired: connect again')).toBeTruthy();
    expect(
      within(tiktok).getByText('Uses the TikTok Shop simulator: no real listings or sales'),
    ).toBeTruthy();
    expect(within(tiktok).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
  });

  it('Connect asks the server for the consent page and sends the browser there', async () => {
    answer({ '/listing/connections/connect': () => ok({ authorizeUrl: CONSENT_URL }) });
    const user = userEvent.setup();
    show();
    await user.click(within(await card('StockX')).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(CONSENT_URL));
    expect(bodiesOf('/listing/connections/connect')).toEqual([{ marketplace: 'stockx' }]);
  });

  it('shows why connecting was refused on the marketplace and leaves the browser here', async () => {
    answer({
      '/listing/connections/connect': () =>
        jsonAnswer({ code: 403, msg: 'Cross-listing is not enabled for your account', data: null }, 403),
    });
    const user = userEvent.setup();
    show();
    const tiktok = await card('TikTok Shop');
    await user.click(within(tiktok).getByRole('button', { name: 'Reconnect' }));
    expect((await within(tiktok).findByRole('alert')).textContent).toBe(
      'Cross-listing is not enabled for your account',
    );
    expect(bodiesOf('/listing/connections/connect')).toEqual([{ marketplace: 'tiktok' }]);
    expect(goTo).not.toHaveBeenCalled();
  });

  it("Disconnect asks first, then shows the server's refusal while listings are live", async () => {
    const refusal = 'Delist the 2 listings on this marketplace before disconnecting it';
    answer({
      '/listing/connections/disconnect': () => jsonAnswer({ code: 409, msg: refusal, data: null }, 409),
    });
    const user = userEvent.setup();
    show();
    const ebay = await card('eBay');
    await user.click(within(ebay).getByRole('button', { name: 'Disconnect' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Disconnect eBay\? We stop using its access at once/)).toBeTruthy();
    expect(bodiesOf('/listing/connections/disconnect')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));

    expect((await within(ebay).findByRole('alert')).textContent).toBe(refusal);
    expect(notifications.show).toHaveBeenCalledWith({ color: 'red', message: refusal });
    expect(bodiesOf('/listing/connections/disconnect')).toEqual([{ id: 7 }]);
    expect(within(ebay).getByText('Connected')).toBeTruthy();
  });

  it("disconnects after the seller confirms and says the server's word", async () => {
    answer({
      '/listing/connections/disconnect': () =>
        ok(aConnection({ marketplace: 'ebay', mode: 'live' }), 'Disconnected'),
    });
    const user = userEvent.setup();
    show();
    await user.click(within(await card('eBay')).getByRole('button', { name: 'Disconnect' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'Disconnected' }),
    );
    expect(bodiesOf('/listing/connections/disconnect')).toEqual([{ id: 7 }]);
  });

  it('cancelling the question disconnects nothing', async () => {
    answer();
    const user = userEvent.setup();
    show();
    await user.click(within(await card('eBay')).getByRole('button', { name: 'Disconnect' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('/listing/connections/disconnect')).toEqual([]);
  });

  it('announces a completed connection on arrival and clears it from the address', async () => {
    answer();
    show('/business/platformservices?marketplace=stockx&connected=1');
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'StockX connected' }),
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/business/platformservices'));
    expect(notifications.show).toHaveBeenCalledTimes(1);
  });

  it('explains a used or expired connection link on arrival', async () => {
    answer();
    show('/business/platformservices?error=stateInvalid');
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({
        color: 'red',
        title: 'Marketplace not connected',
        message: 'This connection link expired or was already used; connect again',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/business/platformservices'));
  });

  it('explains a refused consent, naming the marketplace', async () => {
    answer();
    show('/business/platformservices?marketplace=ebay&error=denied');
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({
        color: 'red',
        title: 'eBay not connected',
        message: 'You did not allow access',
      }),
    );
  });

  it('says it in Chinese for a Chinese seller', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    answer();
    show('/business/platformservices?marketplace=stockx&connected=1');
    const stockx = await card('StockX');
    expect(within(stockx).getByText('未连接')).toBeTruthy();
    expect(within(stockx).getByText('模拟器')).toBeTruthy();
    expect(within(stockx).getByText('使用 StockX 模拟器：不会产生真实的上架或销售')).toBeTruthy();
    expect(within(stockx).getByRole('button', { name: '连接' })).toBeTruthy();
    expect(within(await card('TikTok Shop')).getByRole('button', { name: '重新连接' })).toBeTruthy();
    expect(screen.getByText('平台连接')).toBeTruthy();
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'StockX 已连接' }),
    );
  });
});
