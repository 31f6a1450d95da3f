import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAdminApi, signInAdmin } from '../../../../../tests/client/support/admin-test-kit';
import { renderRoutes } from '../../../../../tests/client/render-app';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { anAdminDetail, anAdminItem, photoUrl, PRICES } from '../test-support/repair-fixtures';
import { AdminRepairDetailScreen } from './AdminRepairDetailScreen';

/** The repair detail: before and after photos side by side, and "reject or edit items" on one pair. */
let api: ReturnType<typeof fakeAdminApi>;
let detail = anAdminDetail('RP00000001');

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  signInAdmin();
  detail = anAdminDetail('RP00000001');
  api = fakeAdminApi({
    '/repair/get': () => ({ data: detail }),
    '/repair/price/list': () => ({ data: PRICES }),
    '/repair/item/edit': () => ({ data: detail }),
    '/repair/item/reject': () => ({
      code: 409,
      msg: 'That is the last pair of repair order RP00000001: refuse the order instead',
      status: 409,
    }),
    '/repair/item/lost': () => ({ data: detail }),
  });
});

const open = () =>
  renderRoutes(
    [
      {
        path: '/admin/Audit/RepairOrder/Detail',
        element: (
          <>
            <AdminRepairDetailScreen />
            <ConfirmModalHost />
          </>
        ),
      },
    ],
    '/admin/Audit/RepairOrder/Detail?oddNo=RP00000001',
  );
const pair = async (oneId: string) =>
  (await screen.findAllByTestId('admin-repair-item')).find((i) => i.dataset.oneId === oneId) as HTMLElement;

describe('the repair detail', () => {
  it("shows each pair's before and after photos side by side, and the seller's hold", async () => {
    detail = anAdminDetail('RP00000001', {
      approval: 3,
      actions: [],
      items: [
        anAdminItem('10000001', {
          status: 4,
          afterPhotos: [photoUrl(2)],
          qcPhotos: [photoUrl(3)],
          actions: [],
        }),
      ],
      repairCents: 2600,
    });
    open();
    const item = await pair('10000001');
    expect(
      within(item).getByTestId('photos-before').querySelectorAll('img, .mantine-Skeleton-root'),
    ).toHaveLength(1);
    expect(
      within(item).getByTestId('photos-after').querySelectorAll('img, .mantine-Skeleton-root'),
    ).toHaveLength(1);
    expect(
      within(item).getByTestId('photos-qc').querySelectorAll('img, .mantine-Skeleton-root'),
    ).toHaveLength(1);
    expect(screen.getByTestId('hold-story').textContent).toMatch(/\$26\.00 charged to the seller/);
    expect(within(item).queryByTestId('edit-item')).toBeNull();
  });

  it('edits the items of a pending pair with a request key, naming a missing colour first', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await pair('10000001')).getByTestId('edit-item'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Clean stain ($8.00)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'White box' }));
    await user.click(within(dialog).getByTestId('edit-item-save'));
    await waitFor(() => expect(api.callsTo('/repair/item/edit')).toHaveLength(1));
    expect(api.callsTo('/repair/item/edit')[0].body).toEqual({
      oddNo: 'RP00000001',
      oneId: '10000001',
      issues: ['stained', 'boxCrush'],
      repairs: [{ item: 'repairBox', boxColour: 'white' }],
      requestKey: expect.stringMatching(/^rk-/) as unknown,
    });
  });

  it("rejects a pair only with a reason, and shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await pair('10000002')).getByTestId('reject-item'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('reject-item-save'));
    expect(within(dialog).getByText('A refusal says why.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Not original box');
    await user.click(within(dialog).getByTestId('reject-item-save'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That is the last pair of repair order RP00000001: refuse the order instead',
    );
    expect(api.callsTo('/repair/item/reject')[0].body).toMatchObject({
      oddNo: 'RP00000001',
      oneId: '10000002',
      reason: 'Not original box',
    });
  });

  it('marks a lost box per pair after confirming', async () => {
    detail = anAdminDetail('RP00000001', {
      approval: 2,
      actions: [],
      items: [anAdminItem('10000001', { status: 2, actions: ['markLost'] })],
    });
    const user = userEvent.setup();
    open();
    await user.click(within(await pair('10000001')).getByTestId('lost-markLost'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark lost box' }));
    await waitFor(() => expect(api.callsTo('/repair/item/lost')).toHaveLength(1));
    expect(api.callsTo('/repair/item/lost')[0].body).toMatchObject({
      oddNo: 'RP00000001',
      oneId: '10000001',
    });
  });
});
