import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { spyOnNotifications } from '../../../tests/client/notifications-spy';
import { anItem, itemListPage } from '../../../tests/client/support/item-list-fake';
import type { UserInfo } from '../../domain/auth/auth';
import { DRAWER_VISIBILITY } from '../../domain/inventory/inventory';
import type { DrawerViewer } from '../../domain/inventory/inventory';
import type { ItemRow } from '../../domain/inventory/views';
import type { WarehouseItemRow } from '../../domain/shelving/shelving';
import type { StoredUserType } from '../../domain/kernel/users';
import { OneIdDrawerHost } from '../components/one-id-drawer/OneIdDrawerHost';
import { closeOneIdDrawer } from '../components/one-id-drawer/one-id-drawer-store';
import { initI18n } from '../i18n/setup';
import { useSession } from '../stores/session';
import { InventoryViewScreen } from '../features/shelving/InventoryViewScreen';
import type { ProductRecord } from '../features/inventory/api/product-record';
import { InventoryScreen } from '../features/inventory/InventoryScreen';
import { NO_ITEM_FILTERS } from '../features/inventory/item-filters';
import { useInventoryFilters } from '../features/inventory/list-filters-store';
import { StockListScreen } from '../features/inventory/StockListScreen';
import { ProductDrawer } from '../features/inventory/drawer/ProductDrawer';

/**
 * The one-ID drawer opened from each portal's list (the seller's inventory, the warehouse's inventory
 * view, the admin's stock list and the self-operated warehouse's inventory): what each viewer sees
 * and may change of an available pair, inspected (grade 5, a remark) and on "Ready for listing".
 */
spyOnNotifications();

const ONE_ID = '10000042';
const SELLER = { id: 2, uid: 'U100001', realname: 'Demo Seller' };
const SELLER_TWO = { id: 3, uid: 'U100002', realname: 'Demo Seller Two' };
/** The platform's own seller account, whose pairs the self-operated warehouse works with. */
const PLATFORM = { id: 1, uid: 'P000000', realname: 'SoleStack' };

/** The pair's record as the server keeps it, before it leaves out what a viewer may not see. */
function fullRecord(owner = SELLER, cost = { costPrice: 12_000, supply: 'Outlet' }): ProductRecord {
  return {
    id: 42,
    oneId: ONE_ID,
    img: '',
    brand: 'Nike',
    remarks: 'Dunk Low',
    sku: 'DD1391-100',
    spec: '9',
    ...cost,
    status: 1,
    wareId: 3,
    gmtOut: null,
    oneidRelated: '',
    imageList: [],
    shopInfo: owner,
    packInfo: { packId: 5, logNo: 'TNE2E1', gmtModify: '2026-12-05 10:00:00' },
    inProdInfo: {
      batchNo: '5',
      gmtCreate: '2026-12-05 10:00:00',
      type: 1,
      checkResult: 5,
      checkRemark: 'corner dent',
      gmtCheck: '2026-12-05 10:05:00',
      wareName: 'Demo Warehouse NJ',
      shelvesName: 'Ready for listing',
      shelvesUserName: 'Demo Warehouse',
      gmtShelvesCreate: '2026-12-05 10:10:00',
      wareDays: 0,
      wareFee: 0,
    },
    outInfo: null,
    eventList: [
      {
        id: 1,
        type: 1,
        eventType: 1,
        gmtCreate: '2026-12-05 10:05:00',
        gmtModify: '2026-12-05 10:05:00',
        logNo: 'TNE2E1',
        batchNo: '5',
        oddNo: '',
        operator: 'Demo Warehouse',
        brand: 'Nike',
        remarks: 'Dunk Low',
        sku: 'DD1391-100',
        spec: '9',
        pku: 'PKU1',
        oneId: ONE_ID,
        checkResult: 5,
        imgList: [],
        wareName: 'Demo Warehouse NJ',
        shelvesName: 'Ready for listing',
        wareDays: 0,
        wareFee: 0,
        outType: null,
        outTime: null,
        deliveryFee: null,
        otherFee: null,
        flowStatus: null,
        preId: null,
        packId: 5,
        platOrderNo: '',
      },
    ],
  };
}

/** What the server sends a viewer (spec section 6): the parts they may not see left out. */
function asSeenBy(viewer: DrawerViewer, record: ProductRecord): ProductRecord {
  const see = DRAWER_VISIBILITY[viewer];
  const { shelvesName, gmtShelvesCreate, shelvesUserName, wareFee, ...info } = record.inProdInfo;
  return {
    ...record,
    inProdInfo: {
      ...info,
      ...(see.shelf && { shelvesName, gmtShelvesCreate }),
      ...(see.operator && { shelvesUserName }),
      ...(see.storageFee && { wareFee }),
    },
    eventList: record.eventList.map(({ operator, shelvesName: shelf, pku, wareFee: fee, ...e }) => ({
      ...e,
      ...(see.shelf && { shelvesName: shelf }),
      ...(see.operator && { operator }),
      ...(see.pku && { pku }),
      ...(see.storageFee && { wareFee: fee }),
    })),
  };
}

type Call = { host: string; path: string; body: unknown; headers: Record<string, string> };

/**
 * The server behind the lists and the drawer for one viewer: the stock lists hold the pair among two
 * others, /sys_prod/get answers its record as that viewer sees it, and /sys_prod/save changes it.
 */
function fakeServer(viewer: DrawerViewer, owner = SELLER) {
  let record = fullRecord(owner);
  const calls: Call[] = [];
  const items = [anItem(40), anItem(41), anItem(42, { sku: 'DD1391-100' })].map((i) => ({
    ...i,
    shelvesName: 'Ready for listing',
    shopInfo: owner,
  }));
  const ok = (data: unknown, msg = 'success') => ({ code: 200, msg, data });
  const handlers: Record<string, (body: Record<string, unknown>) => unknown> = {
    '/inventory/list': (body) => ok(itemListPage(items, body)),
    '/stock/list': (body) => ok(itemListPage(items, body)),
    '/inventory_view/list': (body) => {
      const page = itemListPage(items, body);
      const row = (i: ItemRow): WarehouseItemRow => ({
        ...i,
        checkRemark: '',
        packId: 5,
        logNo: 'TNE2E1',
        shelfId: -2,
        shelvesName: i.shelvesName ?? '',
        shelvesUserName: 'Demo Warehouse',
        gmtShelvesCreate: null,
        shopInfo: owner,
      });
      return ok({ ...page, data: page.data.map(row) });
    },
    '/sys_ware/listAll': () => ok([{ id: 3, name: 'Demo Warehouse NJ', level: 1 }]),
    '/sys_prod/get': () => ok(asSeenBy(viewer, record)),
    '/shop_user/list': () =>
      ok({ records: [SELLER, SELLER_TWO].map((s) => ({ ...s, status: 1, unowned: false })) }),
    '/sys_prod/save': (body) => {
      if ('shopId' in body) {
        record = fullRecord(body.shopId === SELLER_TWO.id ? SELLER_TWO : SELLER);
        return ok({ kind: 'owner' }, 'Owner changed');
      }
      record = fullRecord(record.shopInfo, body as { costPrice: number; supply: string });
      return ok({ kind: 'cost' }, 'saved cost and source');
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const [, , host, ...rest] = url.pathname.split('/');
      const path = `/${rest.join('/')}`;
      const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
      calls.push({ host, path, body, headers: Object.fromEntries(new Headers(init?.headers)) });
      const answer = handlers[path]?.(body) ?? { code: 404, msg: `no fake for ${path}`, data: null };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

function signIn(userType: number, stored: StoredUserType) {
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: stored,
    userInfo: { userType, roleId: 1 } as UserInfo,
    headerWareId: 3,
  });
}

/** A list screen at `path` (matched by `pattern`) with the drawer host as the root shell has it. */
function renderList(element: ReactElement, pattern: string, path: string) {
  const shell = (
    <>
      {element}
      <OneIdDrawerHost>{(oneId) => <ProductDrawer key={oneId} oneId={oneId} />}</OneIdDrawerHost>
    </>
  );
  const router = createMemoryRouter([{ path: pattern, element: shell }], { initialEntries: [path] });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const user = userEvent.setup();
const rows = (testId = 'item-row') => screen.getAllByTestId(testId);

/** Filters the list shown by ONE ID (once it shows its items), as a user would. */
async function filterByOneId() {
  await waitFor(() => expect(rows().length).toBeGreaterThan(1));
  const filters = screen.getByTestId('item-filters');
  await user.click(within(filters).getByLabelText('ONE ID', { exact: true }));
  await user.paste(ONE_ID);
  await user.click(within(filters).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
}

/** Clicks the pair's ONE ID in `row` and waits for its drawer. */
async function openFrom(row: HTMLElement): Promise<HTMLElement> {
  await user.click(within(row).getByTestId('one-id-link'));
  const drawer = await screen.findByTestId('product-drawer');
  expect(within(drawer).getByTestId('drawer-product')).toBeTruthy();
  return drawer;
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  useInventoryFilters.setState({ filters: NO_ITEM_FILTERS, pageSize: 10 });
  vi.mocked(notifications.show).mockClear();
});
afterEach(() => {
  closeOneIdDrawer();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the one-ID drawer opened from a list', () => {
  it('a seller opens an item from the inventory: no shelf or operator, a storage fee, cost and source editable, no owner change', async () => {
    signIn(5, 'business');
    const server = fakeServer('business');
    const path = '/business/in-warehouse/inventory/inventory';
    renderList(<InventoryScreen />, `${path}/:type?/:pageNo?`, path);
    await filterByOneId();
    const drawer = await openFrom(rows()[0]);

    expect(text('drawer-status')).toBe('Available');
    expect(screen.queryByTestId('drawer-shelving')).toBeNull();
    expect(screen.queryByTestId('drawer-shelf')).toBeNull();
    // The inspection event was written by warehouse staff: a seller sees the event, not who.
    expect(screen.getByTestId('drawer-event-1')).toBeTruthy();
    expect(text('drawer-timeline')).not.toContain('Operator');
    expect(text('drawer-timeline')).not.toContain('Demo Warehouse');
    expect(drawer.textContent).not.toContain('Ready for listing');
    expect(text('drawer-ware-fee')).toContain('0.00');
    expect(screen.queryByTestId('owner-change')).toBeNull();

    await user.click(screen.getByTestId('cost-edit'));
    await user.clear(screen.getByTestId('cost-input'));
    await user.type(screen.getByTestId('cost-input'), '88.25');
    await user.clear(screen.getByTestId('supply-input'));
    await user.type(screen.getByTestId('supply-input'), 'Sample sale');
    await user.click(within(screen.getByTestId('cost-editor')).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({ color: 'teal', message: 'saved cost and source' }),
    );
    expect(screen.queryByTestId('cost-editor')).toBeNull();
    await waitFor(() => expect(text('drawer-cost-price')).toContain('88.25'));
    expect(text('drawer-supply')).toContain('Sample sale');
    // Sent in cents.
    expect(server.callsTo('/sys_prod/save').map((c) => c.body)).toEqual([
      { id: 42, costPrice: 8825, supply: 'Sample sale' },
    ]);
  });

  it('warehouse staff open an item from the inventory view: shelf and operator shown, no storage fee, nothing editable', async () => {
    signIn(4, 'warehouse');
    fakeServer('warehouse');
    renderList(
      <InventoryViewScreen />,
      '/warehouse/InventoryView/:type?/:pageNo?',
      '/warehouse/InventoryView',
    );
    await waitFor(() => expect(rows('inventory-row').length).toBeGreaterThan(1));
    await user.click(screen.getByLabelText('ONE ID, SKU, name or brand'));
    await user.paste(ONE_ID);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows('inventory-row')).toHaveLength(1));
    const drawer = await openFrom(rows('inventory-row')[0]);

    expect(rows('inventory-row')[0].getAttribute('data-one-id')).toBe(ONE_ID);
    expect(text('drawer-status')).toBe('Available');
    expect(text('drawer-shelf')).toContain('Ready for listing');
    expect(text('drawer-shelving')).toContain('Demo Warehouse');
    expect(text('drawer-event-1')).toContain('Operator: Demo Warehouse');
    expect(screen.queryByTestId('drawer-ware-fee')).toBeNull();
    expect(drawer.textContent).not.toContain('Storage fee');
    expect(screen.queryByTestId('cost-edit')).toBeNull();
    expect(screen.queryByTestId('owner-change')).toBeNull();
  });

  it('an admin opens an item from the stock list: storage fee, cost edit and owner change for an available item', async () => {
    signIn(1, 'admin');
    const server = fakeServer('admin');
    renderList(<StockListScreen />, '/admin/Stock', '/admin/Stock');
    await filterByOneId();
    await openFrom(rows()[0]);

    expect(text('drawer-status')).toBe('Available');
    expect(text('drawer-owner')).toContain('Demo Seller (U100001)');
    expect(text('drawer-shelf')).toContain('Ready for listing');
    expect(text('drawer-event-1')).toContain('Operator: Demo Warehouse');
    expect(screen.getByTestId('drawer-ware-fee')).toBeTruthy();
    expect(screen.getByTestId('cost-edit')).toBeTruthy();
    expect(screen.getByTestId('owner-change')).toBeTruthy();

    await user.click(screen.getByTestId('owner-change'));
    const dialog = await screen.findByRole('dialog', { name: `Give ${ONE_ID} to another seller` });
    await user.click(within(dialog).getByRole('textbox', { name: 'New owner' }));
    await user.click(await screen.findByRole('option', { name: 'U100002 Demo Seller Two', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Change owner' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({ color: 'teal', message: 'Owner changed' }),
    );
    await waitFor(() => expect(text('drawer-owner')).toContain('Demo Seller Two (U100002)'));
    expect(server.callsTo('/sys_prod/save').map((c) => c.body)).toEqual([{ id: 42, shopId: 3 }]);
  });

  it("an admin in the self-operated warehouse opens one of the platform's pairs: the seller's view, no owner change", async () => {
    signIn(1, 'admin');
    const server = fakeServer('business', PLATFORM);
    const path = '/admin/warehouse/inventory/inventory/1/1';
    // The area is known by the hash router's address: its calls go to the seller API as shop 1.
    window.location.hash = `#${path}`;
    renderList(<InventoryScreen />, '/admin/warehouse/inventory/inventory/:type?/:pageNo?', path);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    await openFrom(rows()[2]);

    expect(server.callsTo('/sys_prod/get').map((c) => [c.host, c.headers.shopid])).toEqual([
      ['business', '1'],
    ]);
    expect(text('drawer-owner')).toContain('P000000');
    expect(screen.queryByTestId('drawer-shelving')).toBeNull();
    expect(screen.queryByTestId('owner-change')).toBeNull();
    expect(screen.getByTestId('cost-edit')).toBeTruthy();
  });
});
