import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAdminApi, page, signInAdmin } from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { renderRoutes } from '../../../../../tests/client/render-app';
import type { NoticeAdminRow } from '../../../../domain/notices/notices';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { NoticeAdminScreen } from './NoticeAdminScreen';

/** Notice/:pageNo?: the list by status, the notice form (its checks, its request key) and withdrawal. */
const notify = spyOnNotifications();
let api: ReturnType<typeof fakeAdminApi>;

const aNotice = (id: number, over: Partial<NoticeAdminRow> = {}): NoticeAdminRow => ({
  id,
  audience: 1,
  status: 1,
  titleEn: `Notice ${id}`,
  bodyEn: 'Text',
  titleZh: '',
  bodyZh: '',
  sendEmail: false,
  publishAt: null,
  withdrawnAt: null,
  mailedAt: null,
  mailCount: 0,
  readCount: 0,
  createdBy: 'Root',
  updatedAt: '2026-12-05T10:00:00.000Z',
  ...over,
});

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  signInAdmin();
  notify.mockReset();
  api = fakeAdminApi({
    '/notice/list': () => ({
      data: page([
        aNotice(1),
        aNotice(2, { status: 3, publishAt: '2026-12-05T09:00:00.000Z', readCount: 4 }),
        aNotice(3, {
          status: 4,
          publishAt: '2026-12-01T09:00:00.000Z',
          withdrawnAt: '2026-12-02T09:00:00.000Z',
        }),
      ]),
    }),
    '/notice/create': (body) => {
      const b = body as { titleEn: string };
      if (b.titleEn === 'Refused') return { code: 400, msg: 'The publish time has passed (publishAt)' };
      return { data: aNotice(9, { status: 3, titleEn: b.titleEn, publishAt: '2026-12-05T10:00:00.000Z' }) };
    },
    '/notice/withdraw': () => ({ data: aNotice(2, { status: 4 }) }),
  });
});

const open = () =>
  renderRoutes(
    [
      {
        path: '/admin/Notice/:pageNo?',
        element: (
          <>
            <NoticeAdminScreen />
            <ConfirmModalHost />
          </>
        ),
      },
    ],
    '/admin/Notice',
  );
const row = async (id: number) =>
  (await screen.findAllByTestId('notice-row')).find((r) =>
    within(r).queryByText(`Notice ${id}`),
  ) as HTMLElement;

describe('the admin announcements', () => {
  it('offers edit on a draft and withdraw on a published notice, nothing on a withdrawn one', async () => {
    open();
    expect(within(await row(1)).getByRole('button', { name: 'Edit “Notice 1”' })).toBeTruthy();
    expect(within(await row(1)).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(within(await row(2)).getByRole('button', { name: 'Withdraw “Notice 2”' })).toBeTruthy();
    expect(within(await row(3)).queryAllByRole('button')).toHaveLength(0);
  });

  it('filters by status from page 1', async () => {
    const user = userEvent.setup();
    open();
    await row(1);
    await user.click(screen.getByRole('tab', { name: 'Scheduled' }));
    await waitFor(() =>
      expect(api.callsTo('/notice/list').at(-1)?.body).toMatchObject({ status: 2, current: 1 }),
    );
  });

  it('checks the text before sending, then publishes with the form’s request key', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId('notice-new'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('notice-publish'));
    expect(await within(dialog).findByText('Write a title and a text in English or in Chinese')).toBeTruthy();
    await user.type(within(dialog).getByTestId('notice-title-en'), 'Holiday cut-off');
    await user.click(within(dialog).getByTestId('notice-publish'));
    expect(await within(dialog).findByText('This language has a title: write its text too')).toBeTruthy();
    expect(api.callsTo('/notice/create')).toHaveLength(0);

    await user.type(within(dialog).getByTestId('notice-body-en'), 'Orders after Dec 20 ship in January.');
    await user.click(within(dialog).getByLabelText('Also send by email'));
    await user.click(within(dialog).getByRole('radio', { name: 'Sellers and warehouse staff' }));
    await user.click(within(dialog).getByTestId('notice-publish'));
    await waitFor(() => expect(api.callsTo('/notice/create')).toHaveLength(1));
    expect(api.callsTo('/notice/create')[0].body).toEqual({
      audience: 3,
      titleEn: 'Holiday cut-off',
      bodyEn: 'Orders after Dec 20 ship in January.',
      titleZh: '',
      bodyZh: '',
      sendEmail: true,
      publishAt: null,
      intent: 'publish',
      requestKey: expect.stringMatching(/^rk-/) as unknown,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Notice published' });
  });

  it('asks for the publish time when scheduling, and keeps the dialog open with the server’s refusal', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId('notice-new'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('notice-title-en'), 'Refused');
    await user.type(within(dialog).getByTestId('notice-body-en'), 'Text');
    await user.click(within(dialog).getByRole('radio', { name: 'At a set time' }));
    expect(within(dialog).getByTestId('notice-publish').textContent).toBe('Schedule');
    await user.click(within(dialog).getByTestId('notice-publish'));
    expect(await within(dialog).findByText('Choose the publish time')).toBeTruthy();
    expect(api.callsTo('/notice/create')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Now' }));
    await user.click(within(dialog).getByTestId('notice-save-draft'));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The publish time has passed (publishAt)',
    );
    expect(api.callsTo('/notice/create')[0].body).toMatchObject({ intent: 'draft' });
  });

  it('withdraws a published notice after confirmation', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await row(2)).getByRole('button', { name: 'Withdraw “Notice 2”' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(api.callsTo('/notice/withdraw')).toEqual([{ path: '/notice/withdraw', body: { id: 2 } }]),
    );
    expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Notice withdrawn' });
  });
});
