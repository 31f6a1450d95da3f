import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes, underWhere } from '../../../../../../tests/client/render-app';
import { signInAdmin } from '../../../../../../tests/client/support/admin-test-kit';
import { initI18n } from '../../../../i18n/setup';
import type { ForecastDetail } from '../api/forecast-detail';
import type { ForecastListQuery, ForecastRow } from '../api/forecast-list';
import { aForecastDetail, fakeApi, WAREHOUSES } from '../test-kit';
import { AppointDetailScreen } from './AppointDetailScreen';
import { BusiForecastScreen } from './BusiForecastScreen';

const LOG_NO = 'E2EADM1234ABCD';
const DEMO_SELLER = { id: 2, uid: 'U100001', realname: 'Demo Seller' };

/** The seller's new reservation (one HP7870 pair) among another seller's. */
const DETAIL = aForecastDetail({
  id: 21,
  shopInfo: DEMO_SELLER,
  logNos: [{ id: 9, logNo: LOG_NO, status: 1, gmtReceived: null, receivedBy: '' }],
  itemCount: 1,
  items: [
    {
      id: 30,
      sku: 'HP7870',
      brand: 'adidas',
      name: 'Samba OG',
      size: '9',
      quantity: 1,
      costPrice: 9500,
      supply: 'Foot Locker',
      inspected: 0,
    },
  ],
});
/** A reservation as the list answers it: the detail without its lines, items and events. */
function rowOf({
  items: _items,
  products: _products,
  eventList: _events,
  ...row
}: ForecastDetail): ForecastRow {
  return row;
}
const ROWS = [rowOf(DETAIL), rowOf(aForecastDetail({ id: 20 }))];

const page = (rows: unknown[]) => ({
  pageNo: 1,
  pageSize: 10,
  totalCount: rows.length,
  totalPage: 1,
  data: rows,
});

beforeAll(() => initI18n('en-US'));
afterEach(() => vi.unstubAllGlobals());

describe("the admin's seller forecasts", () => {
  it("finds a seller's reservation by tracking number, opens its detail and goes back to the unforecast parcels", async () => {
    signInAdmin();
    const api = fakeApi({
      '/forecast/list': (body) => {
        const logNo = (body as ForecastListQuery).logNo;
        return { data: page(ROWS.filter((r) => !logNo || r.logNos.some((p) => p.logNo.includes(logNo)))) };
      },
      '/forecast/get': () => ({ data: DETAIL }),
      '/parcel/unforecast/list': () => ({ data: page([]) }),
      '/sys_ware/listAll': () => ({ data: WAREHOUSES }),
      '/account/business/list': () => ({ data: page([{ ...DEMO_SELLER, username: 'seller' }]) }),
    });
    const user = userEvent.setup();
    renderRoutes(
      underWhere([
        { path: 'admin/BusiForecast/:pageNo?', element: <BusiForecastScreen /> },
        { path: 'admin/BusiForecast/AppointDetail', element: <AppointDetailScreen /> },
      ]),
      '/admin/BusiForecast',
    );
    expect(screen.getByRole('heading', { name: 'Seller Forecasts' })).toBeTruthy();
    await user.type(
      within(screen.getByTestId('forecast-filters')).getByRole('textbox', { name: 'Tracking number' }),
      LOG_NO,
    );
    await waitFor(() => expect(screen.getAllByTestId('forecast-row')).toHaveLength(1));
    expect(api.callsTo('/forecast/list').at(-1)?.body).toMatchObject({ logNo: LOG_NO, current: 1 });
    const row = screen.getByTestId('forecast-row');
    expect(row.textContent).toContain(LOG_NO);
    expect(row.textContent).toContain('Demo Seller');
    expect(row.textContent).toContain('Scheduled');

    await user.click(row);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/admin/BusiForecast/AppointDetail?id=21&open=detail',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Forecast #21' })).toBeTruthy();
    expect(screen.getByText('Seller Demo Seller (U100001)')).toBeTruthy();
    expect(screen.getByTestId('parcel-row').textContent).toContain(LOG_NO);
    expect(screen.getByTestId('line-row').textContent).toContain('HP7870');

    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/BusiForecast'));
    await user.click(screen.getByRole('tab', { name: 'Unforecast parcels' }));
    expect(await screen.findByTestId('unforecast-table')).toBeTruthy();
  });
});
