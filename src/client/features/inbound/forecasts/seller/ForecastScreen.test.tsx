import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../i18n/setup';
import { aForecastDetail, fakeApi, renderScreen, signInSeller, WAREHOUSES } from '../test-kit';
import { spyOnNotifications } from '../../../../../../tests/client/notifications-spy';
import { ForecastScreen } from './ForecastScreen';

spyOnNotifications();

const PATTERN = '/business/my-package/new-forecast';
const open = (id = 12) => renderScreen(<ForecastScreen />, PATTERN, `${PATTERN}?id=${id}&open=detail`);

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('one reservation', () => {
  it('while scheduled, offers edit and cancel', async () => {
    signInSeller();
    fakeApi({ '/forecast/get': () => ({ data: aForecastDetail() }) });
    open();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel forecast' })).toBeTruthy();
    expect(screen.queryByTestId('read-only-reason')).toBeNull();
  });

  it.each([
    [2, 'Received'],
    [4, 'Checked-authenticated'],
    [9, 'Cancelled'],
  ])('once status %i, is read-only and says why', async (status, label) => {
    signInSeller();
    fakeApi({
      '/forecast/get': () => ({
        data: aForecastDetail({
          status: status as 2,
          logNos: [
            {
              id: 1,
              logNo: '1Z999AA10123456784',
              status: 2,
              gmtReceived: '2025-03-02T09:00:00Z',
              receivedBy: '',
            },
          ],
        }),
      }),
    });
    open();
    expect((await screen.findByTestId('read-only-reason')).textContent).toBe(
      `This forecast is ${label}: it can be edited or cancelled only while scheduled.`,
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel forecast' })).toBeNull();
  });

  it('hides edit and cancel from a seller without the edit grant', async () => {
    signInSeller(['query', 'get']);
    fakeApi({ '/forecast/get': () => ({ data: aForecastDetail() }) });
    open();
    await screen.findByText('Forecast #12');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('cancels after the confirmation', async () => {
    signInSeller();
    let status = 1;
    const fake = fakeApi({
      '/forecast/get': () => ({ data: aForecastDetail({ status: status as 1 }) }),
      '/forecast/cancel': () => {
        status = 9;
        return { data: { id: 12, status: 9 }, msg: 'Forecast cancelled' };
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel forecast' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/no longer expect 1Z999AA10123456784/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recall' }));
    await waitFor(() => expect(fake.callsTo('/forecast/cancel')[0]?.body).toEqual({ id: 12 }));
    expect(await screen.findByTestId('read-only-reason')).toBeTruthy();
  });

  it('edits in place and sends the whole reservation with its id', async () => {
    signInSeller();
    const fake = fakeApi({
      '/forecast/get': () => ({ data: aForecastDetail() }),
      '/sys_ware/listAll': () => ({ data: WAREHOUSES }),
      '/sku/list': () => ({ data: { pageNo: 1, pageSize: 20, totalCount: 0, totalPage: 0, data: [] } }),
      '/forecast/update': () => ({ data: { id: 12 }, msg: 'Forecast saved' }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'BBBB22222{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fake.callsTo('/forecast/update')).toHaveLength(1));
    expect(fake.callsTo('/forecast/update')[0].body).toMatchObject({
      id: 12,
      wareId: 3,
      logNos: ['1Z999AA10123456784', 'BBBB22222'],
      items: [{ sku: 'DD1391-100', size: '9', quantity: 2, costPrice: 11000, supply: 'Outlet' }],
    });
  });
});
