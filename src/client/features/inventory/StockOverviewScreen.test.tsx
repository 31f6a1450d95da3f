import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../../tests/client/render-app';
import { INVENTORY_STATUSES } from '../../../domain/kernel/product-rules';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { useSettings } from '../../stores/settings';
import { backToEnglish } from '../../../../tests/client/support/seller-screen-kit';
import { StockOverviewScreen } from './StockOverviewScreen';

const fetchMock = vi.fn<typeof fetch>();

function answerOverview(overview: unknown) {
  fetchMock.mockImplementation(async (input) =>
    jsonAnswer({
      code: 200,
      msg: 'success',
      data: String(input).includes('/stock/overview') ? overview : [],
    }),
  );
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ token: 'admin-token', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'admin' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  backToEnglish();
});

const renderOverview = () =>
  renderRoutes(
    [{ path: '/admin/Warehouse/Overview', element: <StockOverviewScreen /> }],
    '/admin/Warehouse/Overview',
  );

describe('stock overview', () => {
  it('shows every status at 0 and says there are no items yet on an empty stock', async () => {
    answerOverview({ byWarehouse: [], byStatus: [], byAge: [] });
    renderOverview();
    expect(await screen.findByTestId('bar-status-1')).toBeTruthy();
    for (const status of INVENTORY_STATUSES)
      expect(within(screen.getByTestId(`bar-status-${status}`)).getByText('0')).toBeTruthy();
    expect(within(screen.getByTestId('bar-status-10')).getByText('Dropshipping, label ready')).toBeTruthy();
    expect(screen.getAllByText('No items yet').length).toBeGreaterThanOrEqual(3);
  });

  it('draws the counted statuses beside the zeros and no "no items" line for them', async () => {
    answerOverview({
      byWarehouse: [{ wareId: 1, wareName: 'Dock', inWarehouse: 4, outOfWarehouse: 0 }],
      byStatus: [{ status: 1, count: 4 }],
      byAge: [{ bucket: '0-30', count: 4 }],
    });
    renderOverview();
    expect(await within(await screen.findByTestId('bar-status-1')).findByText('4')).toBeTruthy();
    expect(within(screen.getByTestId('bar-status-12')).getByText('0')).toBeTruthy();
    expect(screen.queryByText('No items yet')).toBeNull();
  });

  it('lists each warehouse with its stock beside the chart of items in each warehouse, titled in Chinese too', async () => {
    answerOverview({
      byWarehouse: [{ wareId: 3, wareName: 'Demo Warehouse NJ', inWarehouse: 3, outOfWarehouse: 1 }],
      byStatus: [{ status: 1, count: 3 }],
      byAge: [{ bucket: 'week', count: 3 }],
    });
    renderOverview();
    expect(
      await within(screen.getByTestId('overview-warehouses')).findByText('Demo Warehouse NJ'),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Items in each warehouse' })).toBeTruthy();
    cleanup();
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    renderOverview();
    expect(screen.getByRole('heading', { name: '仓库概览' })).toBeTruthy();
  });
});
