import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../i18n/setup';
import { fakeApi, renderScreen, signInSeller, SKUS, WAREHOUSES } from '../test-kit';
import { spyOnNotifications } from '../../../../../../tests/client/notifications-spy';
import { NewForecastScreen } from './NewForecastScreen';

spyOnNotifications();

function api(
  create: Parameters<typeof fakeApi>[0][string] = () => ({ data: { id: 31 }, msg: 'Forecast created' }),
) {
  return fakeApi({
    '/sys_ware/listAll': () => ({ data: WAREHOUSES }),
    '/sku/list': () => ({ data: { pageNo: 1, pageSize: 20, totalCount: 1, totalPage: 1, data: SKUS } }),
    '/forecast/create': create,
  });
}

function open() {
  signInSeller();
  renderScreen(
    <NewForecastScreen />,
    '/business/my-package/forecast-detail',
    '/business/my-package/forecast-detail',
  );
}

async function fillValidForecast() {
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: 'Warehouse' }) as HTMLInputElement).value).toBe(
      'Demo Warehouse NJ',
    ),
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Tracking number' }), '1Z999AA10123456784{Enter}');
  const item = screen.getAllByTestId('item-row')[0];
  await userEvent.click(within(item).getByRole('radio', { name: 'Not in catalogue' }));
  await userEvent.type(within(item).getByRole('textbox', { name: 'Product name' }), 'Yeezy Slide Onyx');
  await userEvent.type(within(item).getByRole('textbox', { name: 'Size' }), '10');
  await userEvent.type(within(item).getByRole('textbox', { name: 'Cost (USD)' }), '70');
}

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notifications.show).mockClear();
});

describe('new forecast', () => {
  it('sends nothing while a line or the tracking numbers are missing, and says what is missing', async () => {
    const fake = api();
    open();
    await screen.findByText('Expected items');
    await userEvent.click(screen.getByRole('button', { name: 'Submit forecast' }));
    expect(
      await screen.findByText('Add at least one tracking number (press Enter after typing it)'),
    ).toBeTruthy();
    expect(screen.getByText('Pick the SKU from the catalogue')).toBeTruthy();
    expect(screen.getByText('Give the size')).toBeTruthy();
    expect(fake.callsTo('/forecast/create')).toHaveLength(0);
  });

  it('brings the first refused field into view and focuses it after Submit', async () => {
    api();
    open();
    await fillValidForecast();
    const size = within(screen.getAllByTestId('item-row')[0]!).getByRole('textbox', { name: 'Size' });
    await userEvent.clear(size);
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await userEvent.click(screen.getByRole('button', { name: 'Submit forecast' }));
    expect(await screen.findByText('Give the size')).toBeTruthy();
    expect(scrolled.mock.instances.at(-1)).toBe(size);
    expect(document.activeElement).toBe(size);
    scrolled.mockRestore();
  });

  it('checks a line on blur: an emptied quantity is refused', async () => {
    api();
    open();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.tab();
    expect(await screen.findByText('The quantity must be a whole number from 1 to 999')).toBeTruthy();
  });

  it('sends the reservation with cost in cents and goes back to the list with the server message', async () => {
    const fake = api();
    open();
    await fillValidForecast();
    await userEvent.click(screen.getByRole('button', { name: 'Submit forecast' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/business/my-package'));
    expect(fake.callsTo('/forecast/create')[0].body).toEqual({
      wareId: 3,
      logNos: ['1Z999AA10123456784'],
      remark: '',
      items: [{ name: 'Yeezy Slide Onyx', brand: '', size: '10', quantity: 1, costPrice: 7000, supply: '' }],
    });
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Forecast created' }));
  });

  it('a refusal from the server shows its reason and keeps everything typed', async () => {
    api(() => ({ code: 409, msg: 'Tracking number 1Z999AA10123456784 is already forecast or received.' }));
    open();
    await fillValidForecast();
    await userEvent.click(screen.getByRole('button', { name: 'Submit forecast' }));
    expect((await screen.findByRole('alert')).textContent).toContain('is already forecast or received');
    expect(screen.getByTestId('where').textContent).toBe('/business/my-package/forecast-detail');
    expect(screen.getByText('1Z999AA10123456784')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Product name' }) as HTMLInputElement).value).toBe(
      'Yeezy Slide Onyx',
    );
  });
});
