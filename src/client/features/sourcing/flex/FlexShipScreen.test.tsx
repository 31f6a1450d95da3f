import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aFlexDetail, flexPairs } from '../../../../../tests/fixtures/flex-views';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import {
  backToEnglish,
  bodiesSent,
  freshScreen,
  ok,
  signIn,
} from '../../../../../tests/client/support/seller-screen-kit';
import { useSettings } from '../../../stores/settings';
import { initI18n } from '../../../i18n/setup';
import { FlexShipScreen } from './FlexShipScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const routes = underWhere([
  { path: 'business/stockx-flex/ship', element: <FlexShipScreen /> },
  { path: '*', element: null },
]);
const show = () => renderRoutes(routes, '/business/stockx-flex/ship');

function answer(
  create: () => Response = () => ok(aFlexDetail({ oddNo: 'FX00000009', state: 'PENDING_CREATE' })),
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/sourcing/flex/create')) return create();
    if (url.endsWith('/sourcing/flex/pairs')) {
      const body = JSON.parse(String(init?.body)) as { wareId?: number };
      return body.wareId === 2
        ? ok(flexPairs({ wareId: 2, totalCount: 1, data: [flexPairs().data[0]] }))
        : ok(flexPairs());
    }
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const pairRow = async (oneId: string) =>
  (await screen.findAllByTestId('flex-pair')).find((r) => r.getAttribute('data-one-id') === oneId)!;

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('business', 'business', ['query', 'add', 'edit']);
});
afterEach(backToEnglish);

describe('stockx-flex/ship', () => {
  it('takes pairs of one warehouse with an ask of $10 or more each, sends them once with a request key, and opens the shipment', async () => {
    answer();
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Air Jordan 1 High Chicago')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Warehouse' })).toHaveProperty('value', 'Newark (2 pairs)');
    expect(screen.getByRole('button', { name: 'Create shipment' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: 'Choose 10000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose 10000002' }));
    expect(screen.getByTestId('ship-summary').textContent).toBe('2 pairs chosen · Asks together: $0.00');
    await user.type(
      within(await pairRow('10000001')).getByRole('textbox', { name: 'Ask (USD) 10000001' }),
      '9.5',
    );
    expect(
      within(await pairRow('10000001')).getByText('At least $10', { selector: '.mantine-TextInput-error' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByText('Give each chosen pair an ask of at least $10')).toBeTruthy();
    expect(bodiesSent(fetchMock, '/sourcing/flex/create')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'One ask for every chosen pair' }), '210.50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('ship-summary').textContent).toBe('2 pairs chosen · Asks together: $421.00');
    await user.type(screen.getByRole('textbox', { name: 'Note for our review' }), 'Same drop');
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/business/stockx-flex/list/detail?oddNo=FX00000009',
      ),
    );
    const [sent] = bodiesSent(fetchMock, '/sourcing/flex/create');
    expect(sent).toEqual({
      items: [
        { oneId: '10000001', askCents: 21_050 },
        { oneId: '10000002', askCents: 21_050 },
      ],
      remark: 'Same drop',
      requestKey: expect.stringMatching(/^rk-/),
    });
  });

  it("shows the server's refusal as it is, resends with the same key, and starts over in another warehouse", async () => {
    const refusal =
      'A Flex shipment is one box from one warehouse; these pairs are in Newark, Reno. Choose pairs of one warehouse.';
    answer(() => jsonAnswer({ code: 409, msg: refusal, data: null }, 409));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Choose 10000002' }));
    await user.type(screen.getByRole('textbox', { name: 'Ask (USD) 10000002' }), '120');
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    await waitFor(() => expect(bodiesSent(fetchMock, '/sourcing/flex/create')).toHaveLength(2));
    const [first, again] = bodiesSent<{ requestKey: string }>(fetchMock, '/sourcing/flex/create');
    expect(again.requestKey).toBe(first.requestKey);

    await user.click(screen.getByRole('textbox', { name: 'Warehouse' }));
    await user.click(await screen.findByRole('option', { name: 'Reno (1 pair)', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('ship-summary').textContent).toMatch(/^0 pairs chosen/));
    expect(bodiesSent(fetchMock, '/sourcing/flex/pairs').at(-1)).toMatchObject({ wareId: 2 });
  });

  it('says when no pair can go, in Chinese', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    fetchMock.mockImplementation(async () =>
      ok(flexPairs({ warehouses: [], wareId: null, totalCount: 0, data: [] })),
    );
    show();
    expect(await screen.findByText('您在仓库中没有可用且合格的商品。')).toBeTruthy();
    expect(screen.getByText('发往 Flex')).toBeTruthy();
  });
});
