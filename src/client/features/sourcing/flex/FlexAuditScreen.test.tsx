import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditPage } from '../../../../domain/kernel/permissions';
import { aFlexRow } from '../../../../../tests/fixtures/flex-views';
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
import { useSettings } from '../../../stores/settings';
import { initI18n } from '../../../i18n/setup';
import { FlexAuditScreen } from './FlexAuditScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const routes = underWhere([
  { path: 'admin/Audit/StockXFlex/:pageNo?', element: <FlexAuditScreen /> },
  { path: '*', element: null },
]);
const show = () => renderRoutes(routes, '/admin/Audit/StockXFlex');

function answer() {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/sourcing/flex/list')) return onePage([aFlexRow({ state: 'PENDING_CREATE' })]);
    if (url.endsWith('/sourcing/flex/feed/read')) return ok(null, "The program's feed is being read");
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('admin', AuditPage.flex, ['query', 'get', 'edit']);
});
afterEach(backToEnglish);

describe('Audit/StockXFlex', () => {
  it("lists every seller's shipments with the seller, opens each in the audit's detail, filters by seller", async () => {
    answer();
    const user = userEvent.setup();
    show();
    const [row] = await screen.findAllByTestId('flex-row');
    expect(within(row).getByText('Demo Seller')).toBeTruthy();
    expect(within(row).getByText('U100001')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Open FX00000007' }).getAttribute('href')).toBe(
      '/admin/Audit/StockXFlex/Detail?oddNo=FX00000007',
    );
    await user.type(screen.getByRole('textbox', { name: 'Seller (code, username or name)' }), 'U100001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/sourcing/flex/list').at(-1)).toMatchObject({ seller: 'U100001' }),
    );
  });

  it("reads the program's feed on demand and says so", async () => {
    answer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: "Read the program's feed now" }));
    expect(await screen.findByText("The program's feed is being read")).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter((c) => String(c[0]).endsWith('/sourcing/flex/feed/read')),
    ).toHaveLength(1);
  });

  it('speaks Chinese', async () => {
    answer();
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    show();
    expect(await screen.findByRole('button', { name: '立即读取项目进度' })).toBeTruthy();
    expect(screen.getAllByText('待创建').length).toBeGreaterThan(0);
  });

  it('offers no feed read to an admin who may only look', async () => {
    signIn('admin', AuditPage.flex, ['query', 'get']);
    answer();
    show();
    await screen.findAllByTestId('flex-row');
    expect(screen.queryByRole('button', { name: "Read the program's feed now" })).toBeNull();
  });
});
