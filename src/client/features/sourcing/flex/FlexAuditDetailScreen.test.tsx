import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditPage } from '../../../../domain/kernel/permissions';
import type { FlexShipmentDetail } from '../../../../domain/sourcing/flex-shipments';
import { aFlexDetail } from '../../../../../tests/fixtures/flex-views';
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
import { FlexAuditDetailScreen } from './FlexAuditDetailScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const routes = underWhere([
  { path: 'admin/Audit/StockXFlex/Detail', element: <FlexAuditDetailScreen /> },
  { path: '*', element: null },
]);
const show = () => renderRoutes(routes, '/admin/Audit/StockXFlex/Detail?oddNo=FX00000007');

const pending = aFlexDetail({
  state: 'PENDING_CREATE',
  label: null,
  labelSimulated: false,
  actions: ['approve', 'cancel'],
});

function answer(shipment: FlexShipmentDetail, after: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/sourcing/flex/get')) return ok(shipment);
    const path = Object.keys(after).find((p) => url.endsWith(p));
    if (path) return after[path]();
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('admin', AuditPage.flex, ['query', 'get', 'edit']);
});
afterEach(backToEnglish);

describe('Audit/StockXFlex/Detail', () => {
  it('approves a shipment in review after asking', async () => {
    answer(pending, {
      '/sourcing/flex/step': () => ok({ ...pending, state: 'READY_TO_SHIP' }, 'Flex shipment updated'),
    });
    const user = userEvent.setup();
    show();
    const steps = await screen.findByRole('group', { name: 'Steps you may take' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Cancel']);
    await user.click(within(steps).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve: FX00000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Flex shipment updated')).toBeTruthy();
    expect(bodiesSent(fetchMock, '/sourcing/flex/step')).toEqual([{ id: 7, action: 'approve' }]);
  });

  it('cancels only with a reason the seller reads', async () => {
    answer(pending, {
      '/sourcing/flex/step': () => ok({ ...pending, state: 'cancelled' }, 'Flex shipment updated'),
    });
    const user = userEvent.setup();
    show();
    const steps = await screen.findByRole('group', { name: 'Steps you may take' });
    await user.click(within(steps).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel: FX00000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByText('Say why the shipment is cancelled')).toBeTruthy();
    expect(bodiesSent(fetchMock, '/sourcing/flex/step')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason the seller reads/ }), 'Damaged box');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/sourcing/flex/step')).toEqual([
        { id: 7, action: 'cancel', reason: 'Damaged box' },
      ]),
    );
  });

  it("shows why no box label exists yet and tries it again; a refusal is shown in the server's words", async () => {
    const ready = aFlexDetail({
      state: 'READY_TO_SHIP',
      label: null,
      labelSimulated: false,
      labelProblem: 'The carrier cannot deliver to this address',
      actions: ['cancel', 'ship'],
    });
    answer(ready, {
      '/sourcing/flex/label/retry': () => ok(ready, 'The box label is being bought again'),
      '/sourcing/flex/step': () =>
        jsonAnswer(
          {
            code: 409,
            msg: 'Flex shipment FX00000007 cannot leave yet: its box label is not bought',
            data: null,
          },
          409,
        ),
    });
    const user = userEvent.setup();
    show();
    expect((await screen.findByTestId('label-problem')).textContent).toBe(
      'The carrier cannot deliver to this address',
    );
    await user.click(screen.getByRole('button', { name: 'Try the box label again' }));
    expect(await screen.findByText('The box label is being bought again')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark shipped' }));
    expect(
      await screen.findByText('Flex shipment FX00000007 cannot leave yet: its box label is not bought'),
    ).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    answer(pending);
    show();
    const steps = await screen.findByRole('group', { name: '可执行的步骤' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['审核通过', '取消']);
  });
});
