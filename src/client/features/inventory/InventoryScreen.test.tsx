import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../domain/auth/auth';
import { fullGrant, NamedPermission } from '../../../domain/kernel/permissions';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { anItem, itemListPage } from '../../../../tests/client/support/item-list-fake';
import { backToEnglish } from '../../../../tests/client/support/seller-screen-kit';
import { useSettings } from '../../stores/settings';
import { InventoryScreen } from './InventoryScreen';
import { InventorySpecPath } from './InventorySpecPath';
import { NO_ITEM_FILTERS } from './item-filters';
import { useInventoryFilters } from './list-filters-store';
import { useItemSelection } from './selection-store';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const row = (n: number, status = 1) => anItem(n, { status, gmtIn: '2024-03-10T12:00:00.000Z' });

const COUNTS = [
  { status: 1, count: 15 },
  { status: 9, count: 2 },
  { status: 10, count: 1 },
];

/** The list the server would give: page by pageNo (10 a page), rows numbered from the page. */
function answerLists() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/sys_ware/listAll'))
      return jsonAnswer({ code: 200, msg: 'success', data: [{ id: 3, name: 'LA Dock', level: 1 }] });
    const body = JSON.parse(String(init?.body ?? '{}')) as { current: number; statusList?: number[] };
    const first = (body.current - 1) * 10 + 1;
    const total = body.statusList?.length ? 3 : 18;
    const n = Math.min(10, total - (first - 1));
    const data = Array.from({ length: n }, (_, i) => row(first + i, body.statusList?.[0] ?? 1));
    return jsonAnswer({
      code: 200,
      msg: 'success',
      data: {
        pageNo: body.current,
        pageSize: 10,
        totalCount: total,
        totalPage: Math.ceil(total / 10),
        data,
        statusCounts: COUNTS,
      },
    });
  });
}

const listBodies = () =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes('/inventory/list'))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const routes = underWhere([
  { path: 'business/in-warehouse/inventory/inventory/:type?/:pageNo?', element: <InventoryScreen /> },
  { path: 'business/in-warehouse/inventory/:glued/:pageNo?', element: <InventorySpecPath /> },
  { path: 'business/in-warehouse/inventory/detail/cashout', element: null },
  { path: '404', element: null },
]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useItemSelection.getState().clear('inventory');
  useInventoryFilters.setState({ filters: NO_ITEM_FILTERS, pageSize: 10 });
  useSession.setState({
    token: 'seller-token',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
  });
  answerLists();
});
afterEach(cleanup);

describe('seller inventory', () => {
  it('shows every status tab with its count, dropshipping counting 9 and 10 together', async () => {
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory');
    await waitFor(() => expect(screen.getByTestId('tab-count-all').textContent).toBe('18'));
    expect(screen.getByTestId('tab-count-1').textContent).toBe('15');
    expect(screen.getByTestId('tab-count-9').textContent).toBe('3');
    expect(screen.getByTestId('tab-count-2').textContent).toBe('0');
  });

  it("takes the spec's form of the path, the tab glued to 'inventory', and nothing else", async () => {
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory9/2');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/business/in-warehouse/inventory/inventory/9/2'),
    );
    cleanup();
    renderRoutes(routes, '/business/in-warehouse/inventory/stock9');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/404'));
  });

  it('opens a tab at its first page and asks for its statuses', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory/all/2');
    await screen.findByText('10000011');
    await user.click(screen.getByRole('tab', { name: /Dropshipping/ }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/business/in-warehouse/inventory/inventory/9/1'),
    );
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ statusList: [9, 10], current: 1 }));
  });

  it('sends the typed filters under the spec names only when Search is pressed', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory/all/2');
    await screen.findByText('10000011');
    await user.type(screen.getByLabelText('SKU'), ' DD1391 ');
    await user.type(screen.getByLabelText('Size'), '10');
    expect(listBodies().at(-1)).not.toHaveProperty('sku');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listBodies().at(-1)).toMatchObject({ sku: 'DD1391', spec: '10', statusList: [], current: 1 }),
    );
    expect(screen.getByRole('button', { name: 'Reset (2 filters)' })).toBeTruthy();
  });

  it('searches in place from the first page, so the shell never hides the list being looked at behind a second copy', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory');
    await screen.findByText('10000001');
    await user.type(screen.getByLabelText('SKU'), 'DD1391');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ sku: 'DD1391', current: 1 }));
    expect(screen.getByTestId('where').textContent).toBe('/business/in-warehouse/inventory/inventory');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/business/in-warehouse/inventory/inventory/all/2',
      ),
    );
  });

  it('keeps items selected across pages until the selection is cleared', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory/all/1');
    await screen.findByText('10000001');
    await user.click(screen.getByLabelText('Select 10000001'));
    await user.click(screen.getByLabelText('Select 10000002'));
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('10000011');
    await user.click(screen.getByLabelText('Select every item on this page'));
    expect(screen.getByTestId('selected-count').textContent).toBe('10 selected');
    await user.click(screen.getByRole('button', { name: '1' }));
    await screen.findByText('10000001');
    expect((screen.getByLabelText('Select 10000001') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Select 10000003') as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('0 selected');
    expect(
      within(screen.getByTestId('item-table'))
        .getAllByRole('checkbox')
        .every((c) => !(c as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('exports the list as shown: its filters, the inbound dates as beginTime/endTime (whole days) and the picked items', async () => {
    const lists = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/inventory/export')
        ? jsonAnswer({ code: 200, msg: 'Add Download Task Success', data: { id: 1, downloadUrl: '' } })
        : lists(input, init),
    );
    useInventoryFilters.setState({
      filters: { ...NO_ITEM_FILTERS, sku: 'DD1391', inRange: ['2024-03-01', '2024-03-10'] },
    });
    useSession.setState({
      userInfo: {
        roleId: 4,
        role: { permissions: [fullGrant(NamedPermission.business)] },
      } as unknown as UserInfo,
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory/1/1');
    await screen.findByText('10000001');
    await user.click(screen.getByLabelText('Select 10000002'));
    await user.click(screen.getByTestId('export-button'));
    const exported = await waitFor(() => {
      const call = fetchMock.mock.calls.find((c) => String(c[0]).includes('/inventory/export'));
      expect(call).toBeDefined();
      return JSON.parse(String(call![1]?.body)) as Record<string, unknown>;
    });
    const day = (d: string, edge: 'startOf' | 'endOf') => dayjs(d)[edge]('day').toISOString();
    expect(exported).toMatchObject({
      sku: 'DD1391',
      statusList: [1],
      inBeginTime: day('2024-03-01', 'startOf'),
      beginTime: day('2024-03-01', 'startOf'),
      endTime: day('2024-03-10', 'endOf'),
      searchIdList: [2],
    });
  });
});

describe('outbound actions on the picked pairs', () => {
  it('offers every outbound kind on available pairs and opens its creation screen with them', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory/all/1');
    await screen.findByText('10000001');
    expect(screen.queryByTestId('outbound-actions')).toBeNull();
    await user.click(screen.getByLabelText('Select 10000001'));
    await user.click(screen.getByLabelText('Select 10000002'));
    const actions = screen.getByTestId('outbound-actions');
    for (const kind of ['Ship with label', 'Reship', 'Cash-out', 'Switch user'])
      expect(within(actions).getByRole('button', { name: kind })).toHaveProperty('disabled', false);
    await user.click(within(actions).getByRole('button', { name: 'Cash-out' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/business/in-warehouse/inventory/detail/cashout?dealType=5&oneIds=10000001%2C10000002',
    );
    expect(Object.keys(useItemSelection.getState().picked.inventory)).toEqual([]);
  });

  it('offers none when a picked pair is not available, and says why', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory/all/1');
    await screen.findByText('10000001');
    await user.click(screen.getByLabelText('Select 10000001'));
    useItemSelection.getState().toggle('inventory', '10000099', 99, 4);
    const actions = await screen.findByTestId('outbound-actions');
    expect(within(actions).getByRole('button', { name: 'Reship' })).toHaveProperty('disabled', true);
    expect(within(actions).getByTestId('outbound-actions-hint').textContent).toBe(
      '1 selected pair is not available: only available pairs can be sent out',
    );
  });
});

describe('the seller inventory filtered by SKU', () => {
  /** 5 available and 3 exited items, then 12 of one SKU and 2 of another, as the server holds them. */
  const ITEMS = [
    ...Array.from({ length: 5 }, (_, i) => anItem(1 + i)),
    ...Array.from({ length: 3 }, (_, i) => anItem(6 + i, { status: 6 })),
    ...Array.from({ length: 12 }, (_, i) => anItem(11 + i, { sku: 'SVA123' })),
    ...Array.from({ length: 2 }, (_, i) => anItem(31 + i, { sku: 'SVB123' })),
  ];
  const rows = () => screen.getAllByTestId('item-row');
  const tabCount = (key: string) => screen.getByTestId(`tab-count-${key}`).textContent;
  const checkbox = (row: number) => within(rows()[row]).getByRole('checkbox') as HTMLInputElement;

  beforeEach(() => {
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/inventory/list')
        ? jsonAnswer({
            code: 200,
            msg: 'success',
            data: itemListPage(ITEMS, JSON.parse(String(init?.body)) as Record<string, unknown>),
          })
        : jsonAnswer({ code: 200, msg: 'success', data: [{ id: 3, name: 'LA Dock', level: 1 }] }),
    );
  });
  afterEach(backToEnglish);

  it('counts every tab, narrows to a SKU, keeps the filter while paging and the picks through pages and the reset', async () => {
    const user = userEvent.setup();
    const search = async (sku: string) => {
      const field = screen.getByLabelText('SKU');
      await user.clear(field);
      await user.paste(sku);
      await user.click(screen.getByRole('button', { name: 'Search' }));
    };
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory');
    await waitFor(() => expect(tabCount('all')).toBe('22'));
    expect(tabCount('1')).toBe('19');
    expect(tabCount('6')).toBe('3');
    expect(rows()).toHaveLength(10);

    await search('SVB123');
    await waitFor(() => expect(tabCount('all')).toBe('2'));
    expect(rows()).toHaveLength(2);
    expect(rows()[0].textContent).toContain('SVB123');

    await search('SVA123');
    await waitFor(() => expect(tabCount('all')).toBe('12'));
    await user.click(checkbox(0));
    await user.click(checkbox(1));
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('10000021');
    expect(rows()).toHaveLength(2);
    expect(tabCount('all')).toBe('12');
    await user.click(checkbox(0));
    expect(screen.getByTestId('selected-count').textContent).toBe('3 selected');
    await user.click(screen.getByRole('button', { name: '1' }));
    await screen.findByText('10000011');
    expect(checkbox(0).checked).toBe(true);
    expect(checkbox(2).checked).toBe(false);
    expect(screen.getByTestId('selected-count').textContent).toBe('3 selected');

    await user.click(screen.getByRole('button', { name: /^Reset/ }));
    await waitFor(() => expect(tabCount('all')).toBe('22'));
    expect(screen.getByTestId('selected-count').textContent).toBe('3 selected');
  });

  it('names its tabs in Chinese', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory');
    expect(await screen.findByRole('tab', { name: /全部/ })).toBeTruthy();
    await waitFor(() => expect(tabCount('all')).toBe('22'));
  });
});
