import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../../../tests/client/render-app';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { ShelfPanel } from './ShelfPanel';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const RACK = { id: 5, wareId: 7, name: 'A', status: 1, shelfCount: 30, gmtCreate: '' };
const ALL = { add: true, edit: true, enable: true, disable: true };

type FakeWindow = {
  closed: boolean;
  location: { href: string };
  document: { title: string; body: { textContent: string } };
  close: () => void;
};
let opened: FakeWindow[] = [];

/** 30 shelves A-01..A-30 (ids 1..30), served a page at a time like the server does. */
function shelfPage(body: { current: number; size: number; nameEq?: string }) {
  const all = Array.from({ length: 30 }, (_, i) => {
    const name = `A-${String(i + 1).padStart(2, '0')}`;
    return {
      id: i + 1,
      name,
      code: `W7-${name}`,
      rackId: 5,
      rackName: 'A',
      wareId: 7,
      wareName: 'East',
      status: 1,
    };
  });
  const matching = body.nameEq ? all.filter((s) => s.name === body.nameEq) : all;
  const data = matching.slice((body.current - 1) * body.size, body.current * body.size);
  return {
    pageNo: body.current,
    pageSize: body.size,
    totalCount: matching.length,
    totalPage: Math.ceil(matching.length / body.size),
    data,
  };
}

function answerLabels(label: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/admin/sys_ware_shelves/list'))
      return jsonAnswer({ code: 200, msg: 'success', data: shelfPage(JSON.parse(String(init?.body))) });
    if (url.startsWith('/api/admin/sys_ware_shelves/label')) return label();
    throw new Error(`unexpected ${url}`);
  });
}
const pdf = () =>
  new Response(new Blob(['%PDF-1.7 label'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf' },
  });

function showShelves() {
  renderRoutes([{ path: '/', element: <ShelfPanel rack={RACK} warehouseEnabled actions={ALL} /> }], '/');
}
const tick = async (name: string) =>
  fireEvent.click(await screen.findByRole('checkbox', { name: `Select shelf ${name}` }));
const labelCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/label'));

beforeEach(() => {
  initI18n('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notifications.show).mockClear();
  opened = [];
  vi.spyOn(window, 'open').mockImplementation(() => {
    const target: FakeWindow = {
      closed: false,
      location: { href: '' },
      document: { title: '', body: { textContent: '' } },
      close: vi.fn(),
    };
    opened.push(target);
    return target as unknown as Window;
  });
  URL.createObjectURL = vi.fn(() => 'blob:labels');
  URL.revokeObjectURL = vi.fn();
  useSession.setState({ token: 'tok', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'admin' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Several renders and page changes per test: generous under a loaded test machine.
describe('shelves of a rack', { timeout: 20_000 }, () => {
  it('asks the server for one page at a time', async () => {
    answerLabels(pdf);
    showShelves();
    expect(await screen.findByText('A-10')).toBeTruthy();
    expect(screen.queryByText('A-11')).toBeNull();
    const listBody = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(listBody).toEqual({ rackId: 5, current: 1, size: 10 });
    expect(screen.getByText('30 in total')).toBeTruthy();
  });

  it('keeps ticks across pages and prints their labels in the window it opened', async () => {
    answerLabels(pdf);
    showShelves();
    await tick('A-02');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await tick('A-15');
    expect(screen.getByText('2 shelves selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print labels (2)' }));
    // The window opens on the click itself so a popup blocker lets it through.
    expect(opened).toHaveLength(1);
    await waitFor(() => expect(opened[0].location.href).toBe('blob:labels'));
    expect(decodeURIComponent(labelCalls()[0])).toBe('/api/admin/sys_ware_shelves/label?ids=2,15');
    expect(opened[0].close).not.toHaveBeenCalled();
  });

  it('finds a shelf by its exact name and prints that one label', async () => {
    answerLabels(pdf);
    showShelves();
    await screen.findByText('A-01');
    fireEvent.change(screen.getByLabelText('Find a shelf'), { target: { value: 'A-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('A-01')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Print the label of A-27' }));
    await waitFor(() => expect(opened[0].location.href).toBe('blob:labels'));
    expect(decodeURIComponent(labelCalls()[0])).toBe('/api/admin/sys_ware_shelves/label?ids=27');
  });

  it('says the label is missing when no PDF comes back, and closes the window', async () => {
    answerLabels(() => new Response('', { headers: { 'content-type': 'text/plain' } }));
    showShelves();
    fireEvent.click(await screen.findByRole('button', { name: 'Print the label of A-03' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'The label is missing and cannot be printed' }),
      ),
    );
    expect(opened[0].close).toHaveBeenCalled();
  });

  it("shows any other print failure's own message", async () => {
    answerLabels(() => jsonAnswer({ code: 404, msg: 'Shelves not found: 3', data: null }, 404));
    showShelves();
    fireEvent.click(await screen.findByRole('button', { name: 'Print the label of A-03' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'Shelves not found: 3' }),
      ),
    );
    expect(opened[0].close).toHaveBeenCalled();
  });
});
