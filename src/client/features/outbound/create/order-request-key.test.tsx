import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import {
  CashOutDetailScreen,
  TransportDetailScreen,
  WarehouseTransferDetailScreen,
} from '../OrderDetailScreen';

/**
 * Every kind's create sends a request key (issue 24): the same form sent again after a lost answer
 * keeps it, so the server answers the first order; a changed form is another order with a new key.
 */

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const createBodies = () =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes('/create'))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const pair = (oneId: string) => ({
  oneId,
  sku: 'DD1391',
  brand: 'Nike',
  name: 'Dunk',
  size: '42',
  status: 1,
  wareId: 1,
  wareName: 'Demo East',
  storageFeeCents: null,
});
let lostAnswers: number;

const routes = underWhere([
  {
    path: 'business/in-warehouse/inventory/detail/warehousetransfer',
    element: <WarehouseTransferDetailScreen />,
  },
  { path: 'business/in-warehouse/inventory/detail/cashout', element: <CashOutDetailScreen /> },
  { path: 'business/in-warehouse/inventory/detail/transportdetail', element: <TransportDetailScreen /> },
]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  lostAnswers = 1;
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/outbound/preview')) {
      const { kind } = JSON.parse(String(init?.body)) as { kind: number };
      const preview = {
        kind,
        feeType: kind,
        perPairCents: 200,
        pairs: 1,
        totalCents: 200,
        cashOutDeductionBasisPoints: kind === 5 ? 500 : null,
        labelFeeCents: null,
        labelRefusal: null,
        payableCents: 200,
        items: [pair('10000001')],
        notAvailable: [],
        mixedWarehouses: false,
      };
      return ok(preview);
    }
    if (url.includes('/outbound/label/upload')) return ok(`/api/business/files/${'b'.repeat(64)}`);
    if (url.includes('/create')) {
      if (lostAnswers > 0) {
        lostAnswers -= 1;
        throw new TypeError('Failed to fetch');
      }
      return jsonAnswer({ code: 409, msg: 'These pairs are not available', data: null }, 409);
    }
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

type User = ReturnType<typeof userEvent.setup>;
const kinds: { name: string; path: string; fill: (user: User) => Promise<void> }[] = [
  {
    name: 'switch user (kind 7)',
    path: 'warehousetransfer?dealType=7',
    fill: (user) => user.type(screen.getByTestId('to-uid'), 'U100002'),
  },
  { name: 'cash out (kind 5)', path: 'cashout?dealType=5', fill: async () => undefined },
  {
    name: 'ship with label (kind 3)',
    path: 'transportdetail?dealType=3',
    fill: async (user) => {
      const pdf = new File(['%PDF-1.7'], 'label.pdf', { type: 'application/pdf' });
      await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, pdf);
      await waitFor(() =>
        expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/label/upload'))).toBe(true),
      );
    },
  },
];

describe.each(kinds)('the $name create', (kind) => {
  it('sends a request key, keeps it when sent again after a lost answer, and makes a new one for a changed form', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, `/business/in-warehouse/inventory/detail/${kind.path}&oneIds=10000001`);
    await screen.findByTestId('fee-preview');
    await kind.fill(user);
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    await user.click(submit);
    await waitFor(() => expect(createBodies()).toHaveLength(1));
    const [lost] = createBodies();
    expect(lost.requestKey).toEqual(expect.stringMatching(/^[A-Za-z0-9._:-]{8,100}$/));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    await waitFor(() => expect(createBodies()).toHaveLength(2));
    expect(createBodies()[1]).toEqual(lost);
    await user.type(screen.getByRole('textbox', { name: /^Remark/ }), 'gift');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    await waitFor(() => expect(createBodies()).toHaveLength(3));
    expect(createBodies()[2].requestKey).not.toBe(lost.requestKey);
  });
});
