import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { useItemSelection } from '../selection-store';
import { OutboundActions } from './OutboundActions';

const fetchMock = vi.fn<typeof fetch>();
let touchPro: boolean;
let knetCrossListing: boolean;
const routes = underWhere([
  { path: 'business/in-warehouse/inventory/inventory', element: <OutboundActions /> },
  { path: 'business/in-warehouse/inventory/detail/occonsignment', element: null },
  { path: 'business/in-warehouse/inventory/bulklisting', element: null },
]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  touchPro = true;
  knetCrossListing = false;
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/inventory/listing/auth')
      ? jsonAnswer({ code: 200, msg: 'success', data: { touchPro, knetCrossListing, flex: false } })
      : jsonAnswer({ code: 404, msg: 'not found', data: null }, 404),
  );
  useItemSelection.getState().toggle('inventory', '10000001', 1, 1);
});
afterEach(() => {
  cleanup();
  useItemSelection.getState().clear('inventory');
});

describe("the inventory's Consign action", () => {
  it('is offered to a seller with touchPro and opens the consign form with the picked pairs', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory');
    const actions = screen.getByTestId('outbound-actions');
    await user.click(await within(actions).findByRole('button', { name: 'Consign' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/business/in-warehouse/inventory/detail/occonsignment?dealType=6&oneIds=10000001',
    );
  });

  it('is not offered without touchPro (the server would refuse it)', async () => {
    touchPro = false;
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/inventory/listing/auth'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      within(screen.getByTestId('outbound-actions')).getByRole('button', { name: 'Reship' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Consign' })).toBeNull();
  });
});

describe("the inventory's List on marketplaces action", () => {
  it('is offered to a seller with knetCrossListing and opens bulklisting with the picked pairs', async () => {
    knetCrossListing = true;
    useItemSelection.getState().toggle('inventory', '10000002', 2, 1);
    const user = userEvent.setup();
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory');
    const actions = screen.getByTestId('outbound-actions');
    await user.click(await within(actions).findByRole('button', { name: 'List on marketplaces' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/business/in-warehouse/inventory/bulklisting?oneIds=10000001%2C10000002',
    );
    expect(Object.keys(useItemSelection.getState().picked.inventory)).toEqual([]);
  });

  it('is not offered without knetCrossListing (the server would refuse it)', async () => {
    renderRoutes(routes, '/business/in-warehouse/inventory/inventory');
    await within(screen.getByTestId('outbound-actions')).findByRole('button', { name: 'Consign' });
    // The flags cookie of an earlier visit may show it at first; the server's answer takes it away.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'List on marketplaces' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'List on marketplaces' })).toBeNull();
  });
});
