import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { ConsignmentDetailScreen } from '../OrderDetailScreen';
import { anOrder } from '../test-orders';

const notify = spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const createBodies = () =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes('/outbound/consignment/create'))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const FORM = '/business/in-warehouse/inventory/detail/occonsignment?dealType=6&oneIds=10000001,10000002';
const routes = underWhere([
  { path: 'business/in-warehouse/inventory/detail/occonsignment', element: <ConsignmentDetailScreen /> },
  { path: 'business/consignment-management', element: null },
]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  notify.mockClear();
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/outbound/consignment/create'))
      return ok([
        anOrder({ id: 1, kind: 6, consignment: null }),
        anOrder({ id: 2, kind: 6, consignment: null }),
      ]);
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

const priceOf = (oneId: string) => screen.getByRole('textbox', { name: `Consignment price of ${oneId}` });

describe('the consign form', () => {
  it('refuses a price under $10 at its field and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, FORM);
    await user.type(priceOf('10000001'), '9.99');
    await user.type(priceOf('10000002'), '120');
    await user.click(screen.getByRole('button', { name: 'Consign' }));
    expect(await screen.findByText('The consignment price is at least $10.00')).toBeTruthy();
    expect(screen.getByTestId('consign-fix-prices').textContent).toBe(
      '1 price needs fixing before the pairs are consigned',
    );
    expect(createBodies()).toHaveLength(0);
  });

  it('asks for every price once Consign is pressed, and refuses what is not an amount', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, FORM);
    await user.type(priceOf('10000002'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Consign' }));
    expect(await screen.findByText('Enter the consignment price')).toBeTruthy();
    expect(screen.getByText('Enter the price in dollars, e.g. 120 or 120.50')).toBeTruthy();
    expect(createBodies()).toHaveLength(0);
  });

  it('sends one request with every pair at its price in cents and its request key, then opens the consignments', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, FORM);
    await user.type(priceOf('10000001'), '10');
    await user.type(priceOf('10000002'), '$125.50');
    await user.type(screen.getByRole('textbox', { name: 'Remark' }), 'box worn');
    await user.click(screen.getByRole('button', { name: 'Consign' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/business/consignment-management'),
    );
    expect(createBodies()).toEqual([
      {
        items: [
          { oneId: '10000001', priceCents: 1000 },
          { oneId: '10000002', priceCents: 12550 },
        ],
        remark: 'box worn',
        requestKey: expect.stringMatching(/^[A-Za-z0-9._:-]{8,100}$/),
      },
    ]);
    expect(notify).toHaveBeenCalledWith({ color: 'green', message: '2 pairs are on consignment' });
  });

  it("keeps the form and shows the server's refusal", async () => {
    fetchMock.mockImplementation(async () =>
      jsonAnswer({ code: 403, msg: 'Consignment is not enabled for your account', data: null }, 403),
    );
    const user = userEvent.setup();
    renderRoutes(routes, FORM);
    await user.type(priceOf('10000001'), '30');
    await user.type(priceOf('10000002'), '40');
    await user.click(screen.getByRole('button', { name: 'Consign' }));
    expect((await screen.findByTestId('consign-error')).textContent).toBe(
      'Consignment is not enabled for your account',
    );
    expect(priceOf('10000002')).toHaveProperty('value', '40');
  });
});
