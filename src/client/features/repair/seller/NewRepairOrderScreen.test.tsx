import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { aPair, anEstimate, aSellerDetail, page, PRICES } from '../test-support/repair-fixtures';
import { NewRepairOrderScreen } from './NewRepairOrderScreen';

/**
 * The seller's new repair order: pairs of one warehouse, what to repair on each, the estimate from
 * the server, and a submission sent once per request key (the same key after a lost answer).
 */
const notify = spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'Successful operation', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

let createAnswers: (() => Response)[];

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  createAnswers = [];
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/sys_ware/listAll')) return ok([{ id: 1, name: 'LA Dock', level: 1 }]);
    if (url.includes('/repair/pairs')) return ok(page([aPair('10000001'), aPair('10000002')]));
    if (url.includes('/repair/prices')) return ok(PRICES);
    if (url.includes('/wallet/summary'))
      return ok({ availableCents: 10_000, heldCents: 0, totalCents: 10_000 });
    if (url.includes('/repair/estimate')) {
      const { pairs } = JSON.parse(String(init?.body)) as { pairs: { oneId: string }[] };
      return ok(anEstimate(pairs.map((p) => ({ oneId: p.oneId, cents: 2600 }))));
    }
    if (url.includes('/repair/create')) {
      const next = createAnswers.shift();
      if (next) return next();
      return ok(aSellerDetail('RP00000009'));
    }
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

const open = () =>
  renderRoutes(
    underWhere([
      { path: 'business/repair-order/new', element: <NewRepairOrderScreen /> },
      { path: 'business/repair-order/detail', element: <p>detail</p> },
    ]),
    '/business/repair-order/new',
  );

async function chooseAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: 'Choose 10000001' }));
  const card = await screen.findByTestId('draft-pair');
  await user.click(within(card).getByRole('checkbox', { name: 'Stained' }));
  await user.click(within(card).getByRole('checkbox', { name: 'Box crush' }));
  await user.click(within(card).getByRole('checkbox', { name: 'Clean stain ($8.00)' }));
  await user.click(within(card).getByRole('checkbox', { name: 'Repair box ($18.00)' }));
  await user.click(within(card).getByRole('radio', { name: 'Black box' }));
  return card;
}

describe('a new repair order', () => {
  it('lists the available pairs of the default warehouse and names what each chosen pair lacks', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('10000002');
    expect(bodiesOf('/repair/pairs')[0]).toMatchObject({ wareId: 1, current: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'Choose 10000001' }));
    await user.click(screen.getByTestId('repair-submit'));
    const card = screen.getByTestId('draft-pair');
    expect(within(card).getByText('Name at least one issue of this pair.')).toBeTruthy();
    expect(within(card).getByText('Choose at least one repair item.')).toBeTruthy();
    await user.click(within(card).getByRole('checkbox', { name: 'Repair box ($18.00)' }));
    expect(within(card).getByText('Choose the colour of the new box.')).toBeTruthy();
    expect(bodiesOf('/repair/create')).toHaveLength(0);
    expect(bodiesOf('/repair/estimate')).toHaveLength(0);
  });

  it('shows the estimate per pair and in total, the repairs ahead, the days and the hold', async () => {
    const user = userEvent.setup();
    open();
    const card = await chooseAndFill(user);
    await waitFor(() => expect(within(card).getByTestId('pair-estimate').textContent).toBe('$26.00'));
    expect(bodiesOf('/repair/estimate').at(-1)).toEqual({
      pairs: [
        {
          oneId: '10000001',
          issues: ['stained', 'boxCrush'],
          repairs: [{ item: 'cleanStain' }, { item: 'repairBox', boxColour: 'black' }],
        },
      ],
    });
    expect(screen.getByTestId('estimate-total').textContent).toBe('$26.00');
    expect(screen.getByTestId('estimate-ahead').textContent).toBe('4');
    expect(screen.getByTestId('estimate-days').textContent).toBe('3 days');
    expect(screen.getByTestId('wallet-available').textContent).toBe('$100.00');
    expect(screen.getByText(/the total estimated cost is held in your wallet/)).toBeTruthy();
    expect(screen.getByTestId('repair-submit').textContent).toBe('Submit and hold $26.00');
  });

  it('sends the same request key again after a lost answer, then opens the order', async () => {
    createAnswers = [
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    const user = userEvent.setup();
    open();
    await chooseAndFill(user);
    await waitFor(() => expect(screen.getByTestId('repair-submit').textContent).toMatch(/\$26\.00/));
    await user.click(screen.getByTestId('repair-submit'));
    await waitFor(() => expect(bodiesOf('/repair/create')).toHaveLength(1));
    const [lost] = bodiesOf('/repair/create');
    expect(lost.requestKey).toEqual(expect.stringMatching(/^[A-Za-z0-9._:-]{8,100}$/));
    await user.click(screen.getByTestId('repair-submit'));
    await waitFor(() => expect(bodiesOf('/repair/create')).toHaveLength(2));
    expect(bodiesOf('/repair/create')[1]).toEqual(lost);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/business/repair-order/detail?oddNo=RP00000009'),
    );
    expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Repair order RP00000009 submitted' });
  });

  it("gives another order another key, and shows the server's refusal with the form kept", async () => {
    createAnswers = [
      () =>
        jsonAnswer(
          {
            code: 409,
            msg: 'ONE ID 10000001 is in another order (RP00000003) and cannot be repaired now',
            data: null,
          },
          409,
        ),
    ];
    const user = userEvent.setup();
    open();
    const card = await chooseAndFill(user);
    await waitFor(() => expect(screen.getByTestId('repair-submit').textContent).toMatch(/\$26\.00/));
    await user.click(screen.getByTestId('repair-submit'));
    expect((await screen.findByTestId('repair-error')).textContent).toBe(
      'ONE ID 10000001 is in another order (RP00000003) and cannot be repaired now',
    );
    expect(within(card).getByRole('radio', { name: 'Black box' })).toHaveProperty('checked', true);
    await user.click(within(card).getByRole('checkbox', { name: 'Clean stain ($8.00)' }));
    await waitFor(() => expect(bodiesOf('/repair/estimate').length).toBeGreaterThan(1));
    await user.click(screen.getByTestId('repair-submit'));
    await waitFor(() => expect(bodiesOf('/repair/create')).toHaveLength(2));
    const [first, second] = bodiesOf('/repair/create');
    expect(second.requestKey).not.toBe(first.requestKey);
    expect(second.pairs).toEqual([
      {
        oneId: '10000001',
        issues: ['stained', 'boxCrush'],
        repairs: [{ item: 'repairBox', boxColour: 'black' }],
      },
    ]);
  });

  it('says how much the wallet lacks when the server refuses for money, with a way to recharge', async () => {
    createAnswers = [
      () => jsonAnswer({ code: 409, msg: 'Insufficient balance', data: { shortfallCents: 1500 } }, 409),
    ];
    const user = userEvent.setup();
    open();
    await chooseAndFill(user);
    await waitFor(() => expect(screen.getByTestId('repair-submit').textContent).toMatch(/\$26\.00/));
    await user.click(screen.getByTestId('repair-submit'));
    const alert = await screen.findByTestId('repair-shortfall');
    expect(alert.textContent).toMatch(/\$15\.00 short/);
    expect(within(alert).getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe(
      '/business/wallet/WalletCharge',
    );
  });
});
