import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../domain/auth/auth';
import type { StoredUserType } from '../../../../domain/kernel/users';
import type { UserRoutes } from '../../../routing/route-types';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import type { ProductRecord } from '../api/product-record';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { ProductDrawer } from './ProductDrawer';

spyOnNotifications();

const Screen = lazy(() => Promise.resolve({ default: () => null }));

/** A record as the server sends it to an admin; each test removes what its viewer would not get. */
function aRecord(over: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id: 7,
    oneId: '10000042',
    img: '',
    brand: 'Nike',
    remarks: 'Air Test',
    sku: 'DD1391-100',
    spec: '9',
    costPrice: 12050,
    supply: 'Outlet',
    status: 1,
    wareId: 1,
    gmtOut: null,
    oneidRelated: '',
    imageList: ['/api/admin/files/abc'],
    shopInfo: { id: 3, uid: 'S0001', realname: 'Seller One' },
    packInfo: { packId: 5, logNo: 'TN12345678', gmtModify: '2026-01-02 03:04:05' },
    inProdInfo: {
      batchNo: '5',
      gmtCreate: '2026-01-02 03:04:05',
      type: 1,
      checkResult: 5,
      checkRemark: 'corner dent',
      gmtCheck: '2026-01-02 04:00:00',
      wareName: 'Dock',
      shelvesName: 'A-01',
      shelvesUserName: 'Staff Sam',
      gmtShelvesCreate: '2026-01-02 05:00:00',
      wareDays: 3,
      wareFee: 0,
    },
    outInfo: { oddNo: 'OC1234567890123', type: 6, platName: '', platOrderNo: 'PLAT-9', soldPrice: null },
    eventList: [],
    ...over,
  };
}

type Answer = { code: number; msg: string; data: unknown };

function fakeApi(answers: Record<string, (body: unknown) => Answer>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/\w+/, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ path, body });
      const a = answers[path]?.(body) ?? { code: 500, msg: 'no fake', data: null };
      return new Response(JSON.stringify(a), {
        status: a.code === 200 ? 200 : a.code,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The user's screens: the one given (a full path as the route table has it), or none. */
function screensOf(stored: StoredUserType, fullPaths: string[]): UserRoutes {
  const routes = fullPaths.map((fullPath) => ({
    path: fullPath,
    fullPath,
    name: fullPath,
    meta: { title: 't' },
    component: Screen,
  }));
  return { userType: stored, prefix: `/${stored}`, routes, defaultPath: fullPaths[0] ?? '' };
}

function signIn(
  userType: number,
  stored: StoredUserType,
  screens: string[] = [],
  user: Partial<UserInfo> = {},
) {
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: stored,
    userInfo: { userType, roleId: 1, ...user } as UserInfo,
    routes: screensOf(stored, screens),
  });
}

function renderDrawer(path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <ProductDrawer oneId="10000042" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('one-ID drawer', () => {
  it('shows admins every section, the platform order number, and lets them edit cost and change the owner', async () => {
    signIn(1, 'admin');
    fakeApi({ '/sys_prod/get': () => ({ code: 200, msg: 'success', data: aRecord() }) });
    renderDrawer('/admin/bi');
    expect((await screen.findByTestId('drawer-shelving')).textContent).toContain('A-01');
    expect(screen.getByTestId('drawer-grade').textContent).toContain('Box slightly damaged');
    expect(screen.getByTestId('drawer-remark').textContent).toContain('corner dent');
    expect(screen.getByTestId('drawer-plat-order-no').textContent).toContain('PLAT-9');
    expect(screen.getByTestId('drawer-ware-fee').textContent).toContain('0.00');
    expect(screen.getByTestId('cost-edit')).toBeTruthy();
    expect(screen.getByTestId('owner-change')).toBeTruthy();
  });

  it('gives admins no owner change under the admin warehouse path or when the item is not available', async () => {
    signIn(1, 'admin');
    fakeApi({ '/sys_prod/get': () => ({ code: 200, msg: 'success', data: aRecord() }) });
    renderDrawer('/admin/warehouse/inventory');
    await screen.findByTestId('product-drawer');
    expect(screen.queryByTestId('owner-change')).toBeNull();
    expect(screen.getByTestId('cost-edit')).toBeTruthy();
    cleanup();
    fakeApi({ '/sys_prod/get': () => ({ code: 200, msg: 'success', data: aRecord({ status: 2 }) }) });
    renderDrawer('/admin/bi');
    await screen.findByTestId('product-drawer');
    expect(screen.queryByTestId('owner-change')).toBeNull();
    expect(screen.queryByTestId('cost-edit')).toBeNull();
  });

  it('shows sellers no shelving section and no platform order number, and saves cost and source', async () => {
    signIn(5, 'business');
    const rec = aRecord({ outInfo: { oddNo: 'X1', type: 6, platName: '', soldPrice: null } });
    const { shelvesName: _s, shelvesUserName: _u, gmtShelvesCreate: _g, ...info } = rec.inProdInfo;
    const calls = fakeApi({
      '/sys_prod/get': () => ({ code: 200, msg: 'success', data: { ...rec, inProdInfo: info } }),
      '/sys_prod/save': () => ({ code: 200, msg: 'saved cost and source', data: { kind: 'cost' } }),
    });
    renderDrawer('/business/workplace');
    await screen.findByTestId('product-drawer');
    expect(screen.queryByTestId('drawer-shelving')).toBeNull();
    expect(screen.queryByTestId('drawer-plat-order-no')).toBeNull();
    expect(screen.queryByTestId('owner-change')).toBeNull();
    await userEvent.click(screen.getByTestId('cost-edit'));
    const cost = screen.getByTestId('cost-input');
    await userEvent.clear(cost);
    await userEvent.type(cost, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount in dollars, like 120 or 120.50')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/sys_prod/save')).toHaveLength(0);
    await userEvent.clear(cost);
    await userEvent.type(cost, '99.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/sys_prod/save')?.body).toEqual({
        id: 7,
        costPrice: 9950,
        supply: 'Outlet',
      }),
    );
  });

  it("gives a seller's team member the cost edit only with the inventory's edit grant", async () => {
    const member = (actionList: string[]) =>
      signIn(5, 'business', [], {
        roleId: 40,
        role: { permissions: [{ permissionId: 'business.inventory', actionList }] },
      } as Partial<UserInfo>);
    fakeApi({ '/sys_prod/get': () => ({ code: 200, msg: 'success', data: aRecord() }) });
    member(['query', 'get']);
    renderDrawer('/business/workplace');
    await screen.findByTestId('product-drawer');
    expect(screen.queryByTestId('cost-edit')).toBeNull();
    cleanup();
    member(['query', 'get', 'edit']);
    renderDrawer('/business/workplace');
    await screen.findByTestId('product-drawer');
    expect(screen.getByTestId('cost-edit')).toBeTruthy();
  });

  it('shows warehouse staff the shelf but no storage fee, and no cost edit or owner change', async () => {
    signIn(4, 'warehouse');
    const rec = aRecord();
    const { wareFee: _f, ...info } = rec.inProdInfo;
    fakeApi({ '/sys_prod/get': () => ({ code: 200, msg: 'success', data: { ...rec, inProdInfo: info } }) });
    renderDrawer('/warehouse/WarehouseWorkplace');
    expect((await screen.findByTestId('drawer-shelving')).textContent).toContain('Staff Sam');
    expect(screen.queryByTestId('drawer-ware-fee')).toBeNull();
    expect(screen.queryByTestId('drawer-plat-order-no')).toBeNull();
    expect(screen.queryByTestId('cost-edit')).toBeNull();
    expect(screen.queryByTestId('owner-change')).toBeNull();
  });

  it('clears the loading state on a failed load, offers a retry, and keeps typed values after a failed save', async () => {
    signIn(5, 'business');
    let fail = true;
    fakeApi({
      '/sys_prod/get': () =>
        fail ? { code: 500, msg: 'boom', data: null } : { code: 200, msg: 'success', data: aRecord() },
      '/sys_prod/save': () => ({
        code: 409,
        msg: '10000042 can only be changed while it is available',
        data: null,
      }),
    });
    renderDrawer('/business/workplace');
    expect((await screen.findByTestId('drawer-load-failed')).textContent).toContain(
      'The product could not be loaded.',
    );
    expect(screen.queryByTestId('drawer-loading')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('product-drawer');
    await userEvent.click(screen.getByTestId('cost-edit'));
    await userEvent.clear(screen.getByTestId('supply-input'));
    await userEvent.type(screen.getByTestId('supply-input'), 'Friend');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('cost-failure')).textContent).toContain(
      'can only be changed while it is available',
    );
    expect((screen.getByTestId('supply-input') as HTMLInputElement).value).toBe('Friend');
    expect(screen.getByRole('button', { name: 'Retry' }).getAttribute('data-loading')).toBeNull();
  });

  it("links only to the user's own screens: a target not built yet is no link", async () => {
    signIn(4, 'warehouse', ['/warehouse/WarehousingAppoint/AppointDetail']);
    fakeApi({ '/sys_prod/get': () => ({ code: 200, msg: 'success', data: aRecord({ status: 6 }) }) });
    renderDrawer('/warehouse/InventoryView');
    await screen.findByTestId('product-drawer');
    // The forecast detail is among the user's screens; the delivered list (status 6) is not built.
    expect(screen.getByRole('link', { name: 'Open the forecast' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(1);
  });

  it("shows an admin in the self-operated warehouse area the seller's drawer: no owner change, the area's links", async () => {
    signIn(1, 'admin', ['/admin/warehouse/my-package/new-forecast', '/admin/BusiForecast/AppointDetail']);
    const rec = aRecord();
    const { shelvesName: _s, shelvesUserName: _u, gmtShelvesCreate: _g, ...info } = rec.inProdInfo;
    fakeApi({ '/sys_prod/get': () => ({ code: 200, msg: 'success', data: { ...rec, inProdInfo: info } }) });
    renderDrawer('/admin/warehouse/inventory/inventory/all/1');
    await screen.findByTestId('product-drawer');
    expect(screen.queryByTestId('owner-change')).toBeNull();
    expect(screen.queryByTestId('drawer-shelving')).toBeNull();
    expect(screen.getByTestId('cost-edit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the forecast' }).getAttribute('href')).toBe(
      '/admin/warehouse/my-package/new-forecast?id=5&open=detail',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(1);
  });
});
