import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../../../tests/client/render-app';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { useSettings } from '../../../stores/settings';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { RackList } from './RackList';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const onSelect = vi.fn();
const ALL = { add: true, edit: true, enable: true, disable: true };

const RACK_A = { id: 3, wareId: 7, name: 'A', status: 1, shelfCount: 12, gmtCreate: '2026-01-02 10:00:00' };

function showRacks(actions = ALL, racks = [] as (typeof RACK_A)[]) {
  renderRoutes(
    [
      {
        path: '/admin/Stock/Setting/detail',
        element: (
          <RackList wareId={7} racks={racks} selectedRackId={null} onSelect={onSelect} actions={actions} />
        ),
      },
    ],
    '/admin/Stock/Setting/detail?id=7',
  );
}

function typeRackName(name: string) {
  const input = screen.getByLabelText(/^Rack name/);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: name } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  initI18n('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  onSelect.mockReset();
  useSession.setState({ token: 'tok', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'admin' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rack names', { timeout: 15_000 }, () => {
  it.each(['货架A', 'A区', 'A，1'])(
    'refuses %s before sending: Rack name cannot be Chinese',
    async (name) => {
      showRacks();
      fireEvent.click(screen.getByRole('button', { name: 'New rack' }));
      typeRackName(name);
      save();
      expect(await screen.findByText('Rack name cannot be Chinese')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('refuses other unprintable text and an empty name without sending', async () => {
    showRacks();
    fireEvent.click(screen.getByRole('button', { name: 'New rack' }));
    typeRackName('Rack ☃');
    expect(await screen.findByText(/Rack name can only use letters, digits/)).toBeTruthy();
    typeRackName('   ');
    save();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it in Chinese for a Chinese user', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    showRacks();
    fireEvent.click(screen.getByRole('button', { name: '新建货架' }));
    const input = screen.getByLabelText(/^货架名称/);
    fireEvent.change(input, { target: { value: '一号' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('货架名称不能是中文')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    useSettings.getState().setSetting('lang', 'en-US');
    initI18n('en-US');
  });

  it("shows the server's refusal and keeps the typed name", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonAnswer({ code: 409, msg: 'Rack A already exists in this warehouse', data: null }, 409),
    );
    showRacks();
    fireEvent.click(screen.getByRole('button', { name: 'New rack' }));
    const input = typeRackName('A');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Rack A already exists in this warehouse');
    expect(input.value).toBe('A');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('creates a rack with a printable name and opens it', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer({ code: 200, msg: 'success', data: { id: 31 } }));
    showRacks();
    fireEvent.click(screen.getByRole('button', { name: 'New rack' }));
    typeRackName('  A-North  ');
    save();
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 31, name: 'A-North' })),
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/sys_ware_rack/create');
    expect(JSON.parse(String(init?.body))).toEqual({ wareId: 7, name: 'A-North' });
  });
});

describe('rack buttons', () => {
  it('are hidden when the admin may not use them', () => {
    showRacks({ add: false, edit: false, enable: true, disable: false }, [RACK_A]);
    expect(screen.getByText('12 shelves')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New rack' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename rack A' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable rack A' })).toBeNull();
  });
});
