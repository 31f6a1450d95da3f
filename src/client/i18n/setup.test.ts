// @vitest-environment jsdom
import dayjs from 'dayjs';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import { namespacesOf } from './namespaces';
import { changeAppLanguage } from './change-language';
import { allNamespaces, initI18n, loadedNamespaces } from './setup';

const fetchMock = vi.fn<typeof fetch>();
const ok = () =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  initI18n('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok());
  useSession.getState().logout();
});
afterEach(async () => {
  useSession.getState().logout();
  await changeAppLanguage('en-US');
  vi.unstubAllGlobals();
});

describe('translations', () => {
  it('load every locale file of a language as a namespace', () => {
    expect(loadedNamespaces()).toEqual(expect.arrayContaining(['common', 'auth']));
    expect(i18next.t('auth:title', { lng: 'zh-CN' })).toBe('登录');
  });

  it("load an area's namespace the first time one of its texts is asked for", async () => {
    const text = i18next.getResource('en-US', 'warehouses', 'warehouse.create') as string;
    i18next.removeResourceBundle('en-US', 'warehouses');
    expect(i18next.t('warehouses:warehouse.create')).toBe('warehouse.create');
    await vi.waitFor(() => expect(i18next.t('warehouses:warehouse.create')).toBe(text));
  });

  it('know every namespace without loading it, and which ones titles need', () => {
    expect(allNamespaces()).toEqual(
      expect.arrayContaining(['common', 'auth', 'shell', 'warehouses', 'accounts']),
    );
    expect(namespacesOf(['warehouses:warehouse.create', 'accounts:roles.title', undefined, 'plain'])).toEqual(
      ['accounts', 'common', 'warehouses'],
    );
  });
});

describe('language switch', () => {
  it('changes i18next, the settings, dayjs and the page language; logged out it stays local', async () => {
    await changeAppLanguage('zh-CN');
    expect(i18next.language).toBe('zh-CN');
    expect(useSettings.getState().lang).toBe('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells the server through /changeLanguage for warehouse users', async () => {
    useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 10_000, storedUserType: 'warehouse' });
    await changeAppLanguage('zh-CN');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/warehouse/changeLanguage?language=zh_cn');
  });

  it('tells the server through /sys_user/changeLanguage for the other users', async () => {
    useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 10_000, storedUserType: 'admin' });
    await changeAppLanguage('en-US');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/sys_user/changeLanguage?language=en_us');
  });

  it('rejects when the server cannot store it, after switching this device', async () => {
    useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 10_000, storedUserType: 'business' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(changeAppLanguage('zh-CN')).rejects.toThrow();
    expect(i18next.language).toBe('zh-CN');
  });
});
