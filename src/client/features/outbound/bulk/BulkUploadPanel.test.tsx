import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fakeAdminApi,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import type { BulkDropshipCheck, BulkRowView } from '../../../../domain/outbound/bulk';
import { initI18n } from '../../../i18n/setup';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { BulkUploadPanel } from './BulkUploadPanel';

spyOnNotifications();

const row = (n: number): BulkRowView => ({
  row: n + 1,
  oneId: `1000000${n}0`,
  labelName: `1000000${n}0.pdf`,
  remark: '',
  sku: 'DD1391-100',
  size: '42',
  wareName: 'LA',
  orderId: null,
  oddNo: null,
  orderStatus: null,
});
const ready: BulkDropshipCheck = {
  rows: [row(1), row(2)],
  problems: [],
  problemCount: 0,
  createdUpload: null,
};
const missing: BulkDropshipCheck = {
  rows: [],
  problems: [
    { row: 3, column: 'Label file', value: '100000020.pdf', message: 'this label is not in the ZIP' },
  ],
  problemCount: 1,
  createdUpload: null,
};

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function pick() {
  renderWithProviders(
    <MemoryRouter>
      <BulkUploadPanel />
    </MemoryRouter>,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File(['x'], 'orders.xlsx'), new File(['y'], 'labels.zip')] },
  });
}

describe('the bulk dropship upload', { timeout: 20_000 }, () => {
  it('states the limits, a label PDF held to those of a single label', () => {
    signInAdmin();
    fakeAdminApi({});
    pick();
    expect(
      screen.getByText(
        'Excel or ZIP only, at most 2 files, no duplicate file type. At most 500 rows; the ZIP at most 50 MB, each PDF at most 5 MB and 10 pages.',
      ),
    ).toBeTruthy();
  });

  it('shows each problem by row and offers no create', async () => {
    signInAdmin();
    fakeAdminApi({ '/outbound/bulkDropship/check': () => ({ data: missing }) });
    const user = userEvent.setup();
    pick();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const table = await screen.findByTestId('bulk-problems');
    expect(within(table).getByText('this label is not in the ZIP')).toBeTruthy();
    expect(within(table).getByText('100000020.pdf')).toBeTruthy();
    expect(screen.getByText('1 problem: fix it and upload again. Nothing was created.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Create/ })).toBeNull();
  });

  it('creates the orders of a matching upload and links to what it created', async () => {
    signInAdmin();
    const api = fakeAdminApi({
      '/outbound/bulkDropship/check': () => ({ data: ready }),
      '/outbound/bulkDropship/create': () => ({
        data: {
          fresh: true,
          upload: {
            id: 9,
            sheetName: 'orders.xlsx',
            zipName: 'labels.zip',
            rowCount: 2,
            createdAt: '2026-11-29T08:00:00.000Z',
            rows: [row(1), row(2)].map((r, i) => ({
              ...r,
              orderId: i + 1,
              oddNo: `DS0000000${i + 1}`,
              orderStatus: 1,
            })),
          },
        },
      }),
    });
    const user = userEvent.setup();
    pick();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('All 2 rows match their labels.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create 2 orders' }));
    const created = await screen.findByTestId('bulk-created');
    expect(created.textContent).toContain('2 ship with label orders created');
    expect(within(created).getByRole('link').getAttribute('href')).toContain('bulkreship/detail?id=9');
    expect(api.callsTo('/outbound/bulkDropship/create')).toHaveLength(1);
  });

  it('sends a request key with "Create", keeps it when sent again after a lost answer, and makes a new one for other files', async () => {
    signInAdmin();
    const createUrls: URL[] = [];
    let lostAnswers = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = new URL(String(input), 'http://localhost');
        const answer = (data: unknown) =>
          new Response(JSON.stringify({ code: 200, msg: 'success', data }), {
            headers: { 'content-type': 'application/json' },
          });
        if (url.pathname.endsWith('/outbound/bulkDropship/check')) return answer(ready);
        createUrls.push(url);
        if (lostAnswers-- > 0) throw new TypeError('Failed to fetch');
        return answer({
          fresh: true,
          upload: {
            id: 9,
            sheetName: 'a',
            zipName: 'b',
            rowCount: 2,
            createdAt: '2026-11-29T08:00:00.000Z',
            rows: [],
          },
        });
      }),
    );
    const user = userEvent.setup();
    pick();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(await screen.findByRole('button', { name: 'Create 2 orders' }));
    await waitFor(() => expect(createUrls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create 2 orders' })).toHaveProperty('disabled', false),
    );
    const key = createUrls[0].searchParams.get('requestKey');
    expect(key).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
    await user.click(screen.getByRole('button', { name: 'Create 2 orders' }));
    await screen.findByTestId('bulk-created');
    expect(createUrls.map((u) => u.searchParams.get('requestKey'))).toEqual([key, key]);
    // Other files are another upload.
    lostAnswers = 1;
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x2'], 'orders2.xlsx'), new File(['y2'], 'labels2.zip')] },
    });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(await screen.findByRole('button', { name: 'Create 2 orders' }));
    await waitFor(() => expect(createUrls).toHaveLength(3));
    expect(createUrls[2].searchParams.get('requestKey')).not.toBe(key);
  });
});
