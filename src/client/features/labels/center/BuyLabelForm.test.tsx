import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import type { BuyLabelDraft } from './buy-label-draft';
import { BuyLabelForm } from './BuyLabelForm';
import { EMPTY_ADDRESS } from './ShippingAddressFields';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const onBought = vi.fn();

const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const filled: BuyLabelDraft = {
  from: {
    ...EMPTY_ADDRESS,
    name: 'SoleStack LA',
    street1: '1200 E 7th St',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90021',
  },
  to: {
    ...EMPTY_ADDRESS,
    name: 'Alex Buyer',
    street1: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    zip: '10118',
  },
  parcel: { weightOz: 48, lengthIn: 14, widthIn: 10, heightIn: 5 },
  signature: 1,
  insuranceDollars: 0,
};

const rates = {
  shipmentId: 'shp_1',
  mode: 'simulator',
  surchargeWarning: null,
  rates: [
    {
      id: 'rate_a',
      carrier: 'USPS',
      service: 'GroundAdvantage',
      amountCents: 11_10,
      currency: 'USD',
      deliveryDays: 5,
    },
    { id: 'rate_b', carrier: 'UPS', service: 'Ground', amountCents: 17_05, currency: 'USD', deliveryDays: 4 },
  ],
};

let buyAnswer: () => Response;
const render = (initial: BuyLabelDraft) =>
  renderRoutes(
    underWhere([
      {
        path: 'business/label-center',
        element: (
          <BuyLabelForm initial={initial} rechargePath="/business/wallet/WalletCharge" onBought={onBought} />
        ),
      },
    ]),
    '/business/label-center',
  );

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  onBought.mockReset();
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  buyAnswer = () => ok({ id: 7 });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/label_center/rates')) return ok(rates);
    if (url.includes('/label_center/buy')) return buyAnswer();
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

describe('the buy label form', () => {
  it('asks for nothing until the addresses are complete', async () => {
    const user = userEvent.setup();
    render({ ...filled, to: EMPTY_ADDRESS });
    await user.click(screen.getByTestId('get-rates'));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    expect(bodiesOf('/label_center/rates')).toHaveLength(0);
  });

  it('compares rates, prices the insurance above $100 and sends one key for every click of one purchase', async () => {
    const user = userEvent.setup();
    render(filled);
    await user.type(screen.getByLabelText(/^Insured value/), '150');
    await user.click(screen.getByTestId('get-rates'));
    expect(await screen.findAllByTestId('rate')).toHaveLength(2);
    expect(screen.getByTestId('simulator-notice')).toBeTruthy();
    expect(bodiesOf('/label_center/rates')[0]).toMatchObject({ signature: 1, parcel: filled.parcel });
    expect(screen.getByTestId('fee-summary').textContent).toBe(
      'Postage $11.10 + insurance $1.00 = $12.10, held from your wallet',
    );
    // The answer is slow: a second click lands before it.
    let answer: (r: Response) => void = () => {};
    buyAnswer = () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response;
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/label_center/buy') ? buyAnswer() : ok(rates),
    );
    await user.click(screen.getByTestId('buy-label'));
    await user.click(screen.getByTestId('buy-label'));
    answer(ok({ id: 7 }) as Response);
    const sent = bodiesOf('/label_center/buy');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((b) => b.idempotencyKey)).size).toBe(1);
    expect(sent[0]).toMatchObject({ shipmentId: 'shp_1', rateId: 'rate_a', insuranceCents: 150_00 });
  });

  it('sends the same key again when the purchase is retried after a lost answer, and a new one for another rate', async () => {
    const user = userEvent.setup();
    render(filled);
    await user.click(screen.getByTestId('get-rates'));
    expect(await screen.findAllByTestId('rate')).toHaveLength(2);
    let lostAnswers = 1;
    buyAnswer = () => {
      if (lostAnswers-- > 0) throw new TypeError('Failed to fetch');
      return ok({ id: 7 });
    };
    await user.click(screen.getByTestId('buy-label'));
    await waitFor(() => expect(bodiesOf('/label_center/buy')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('buy-label')).toHaveProperty('disabled', false));
    await user.click(screen.getByTestId('buy-label'));
    await waitFor(() => expect(bodiesOf('/label_center/buy')).toHaveLength(2));
    const [lost, retried] = bodiesOf('/label_center/buy');
    expect(lost.idempotencyKey).toEqual(expect.stringMatching(/^[A-Za-z0-9._:-]{8,100}$/));
    expect(retried).toEqual(lost);
    lostAnswers = 1;
    await waitFor(() => expect(screen.getByTestId('buy-label')).toHaveProperty('disabled', false));
    await user.click((await screen.findAllByTestId('rate'))[1]);
    await user.click(screen.getByTestId('buy-label'));
    await waitFor(() => expect(bodiesOf('/label_center/buy')).toHaveLength(3));
    const other = bodiesOf('/label_center/buy')[2];
    expect(other).toMatchObject({ rateId: 'rate_b' });
    expect(other.idempotencyKey).not.toBe(lost.idempotencyKey);
  });

  it('shows the shortfall and the way to recharge when the wallet cannot pay', async () => {
    const user = userEvent.setup();
    buyAnswer = () =>
      jsonAnswer(
        {
          code: 409,
          msg: 'Not enough balance: $7.10 short. Recharge your wallet.',
          data: { shortfallCents: 7_10, rechargePath: '/business/wallet/WalletCharge' },
        },
        409,
      );
    render(filled);
    await user.click(screen.getByTestId('get-rates'));
    await user.click(await screen.findByTestId('buy-label'));
    const alert = await screen.findByTestId('shortfall');
    expect(alert.textContent).toContain('Your wallet is short by $7.10.');
    expect(screen.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe(
      '/business/wallet/WalletCharge',
    );
    await waitFor(() => expect(onBought).not.toHaveBeenCalled());
  });

  it('fills "from" with the default saved address, and with another one the seller picks', async () => {
    const user = userEvent.setup();
    const saved = (id: number, name: string, isDefault: boolean) => ({
      id,
      name,
      company: null,
      street1: `${id} MAIN ST`,
      street2: null,
      city: 'CHICAGO',
      state: 'IL',
      zip: '60606',
      country: 'US',
      phone: '3125550100',
      email: null,
      isDefault,
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    const book = [saved(1, 'Main office', false), saved(2, 'Back room', true)];
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/address/list')
        ? ok({ pageNo: 1, pageSize: 100, totalCount: 2, totalPage: 1, data: book })
        : ok(rates),
    );
    render({ ...filled, from: EMPTY_ADDRESS });
    await waitFor(() =>
      expect((screen.getByTestId('from-name') as HTMLInputElement).value).toBe('Back room'),
    );
    expect((screen.getByTestId('from-street1') as HTMLInputElement).value).toBe('2 MAIN ST');
    expect((screen.getByTestId('from-phone') as HTMLInputElement).value).toBe('3125550100');
    await user.click(screen.getByTestId('from-book'));
    await user.click(await screen.findByRole('option', { name: /^Main office/, hidden: true }));
    expect((screen.getByTestId('from-name') as HTMLInputElement).value).toBe('Main office');
    await user.click(screen.getByTestId('get-rates'));
    await waitFor(() => expect(bodiesOf('/label_center/rates')).toHaveLength(1));
    expect(bodiesOf('/label_center/rates')[0].from).toMatchObject({
      name: 'Main office',
      street1: '1 MAIN ST',
    });
  });
});
