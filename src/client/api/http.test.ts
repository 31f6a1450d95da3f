// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/setup';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import { useSuspendedNotice } from '../stores/suspended-notice';
import { spyOnNotifications } from '../../../tests/client/notifications-spy';
import { writeCookie, removeCookie } from './cookies';
import {
  ApiError,
  getJson,
  isNetworkError,
  postJson,
  request,
  requestBlob,
  REQUEST_TIMEOUT_MS,
} from './http';
import { reloadPage } from './page-reload';

spyOnNotifications();
vi.mock('./page-reload', () => ({ reloadPage: vi.fn() }));

const show = vi.mocked(notifications.show);
const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function loggedIn(storedUserType: 'business' | 'warehouse' | 'admin' = 'business') {
  useSession.setState({ token: 'tok-1', tokenExpiresAt: Date.now() + 60_000, storedUserType });
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

beforeEach(() => {
  initI18n('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  show.mockClear();
  vi.mocked(reloadPage).mockClear();
  useSession.getState().logout();
  useSession.setState({ storedUserType: 'business' });
  useSettings.setState({ lang: 'en-US' });
  useSuspendedNotice.setState({ opened: false, message: '' });
  removeCookie('wareId');
  window.location.hash = '';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('goes to the stored user type host with the spec headers and cookies', async () => {
    loggedIn('warehouse');
    useSettings.setState({ lang: 'zh-CN' });
    writeCookie('wareId', '7');
    fetchMock.mockResolvedValue(answer({ code: 200, msg: 'success', data: null }));
    await getJson('/sys_ware/getWarePermission', { a: 1, skip: undefined });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/warehouse/sys_ware/getWarePermission?a=1');
    expect(init.credentials).toBe('include');
    expect(headers.token).toBe('tok-1');
    expect(headers.language).toBe('zh_cn');
    expect(headers.wareId).toBe('7');
    expect(headers.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.RequestID).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.shopId).toBeUndefined();
  });

  it('sends a fresh RequestID each time and no token when logged out', async () => {
    fetchMock.mockImplementation(async () => answer({ code: 200, msg: '', data: 1 }));
    await getJson('/a');
    const first = lastCall().headers;
    await getJson('/a');
    expect(lastCall().headers.RequestID).not.toBe(first.RequestID);
    expect(first.token).toBeUndefined();
    expect(first.language).toBe('en_us');
  });

  it('sends shopId 1 in the self-operated warehouse area', async () => {
    window.location.hash = '#/admin/warehouse/workplace';
    fetchMock.mockResolvedValue(answer({ code: 200, msg: '', data: null }));
    await getJson('/x');
    expect(lastCall().headers.shopId).toBe('1');
  });

  it("calls the seller API from an admin's self-operated warehouse area, unless a call names its host", async () => {
    loggedIn('admin');
    fetchMock.mockResolvedValue(answer({ code: 200, msg: '', data: null }));
    window.location.hash = '#/admin/warehouse/wallet';
    await getJson('/wallet/summary');
    expect(lastCall().url).toBe('/api/business/wallet/summary');
    await getJson('/stock/overview', undefined, { host: 'admin' });
    expect(lastCall().url).toBe('/api/admin/stock/overview');
    // The admin's Warehouse/Overview is no part of the area.
    window.location.hash = '#/admin/Warehouse/Overview';
    await getJson('/stock/overview');
    expect(lastCall().url).toBe('/api/admin/stock/overview');
    expect(lastCall().headers.shopId).toBeUndefined();
  });

  it('posts JSON, and posts no body at all when there is none', async () => {
    fetchMock.mockImplementation(async () => answer({ code: 200, msg: '', data: null }));
    await postJson('/with', { a: 1 });
    expect(lastCall().init.body).toBe('{"a":1}');
    expect(lastCall().headers['Content-Type']).toBe('application/json');
    await postJson('/sys_ware/listAll');
    expect(lastCall().init.method).toBe('POST');
    expect(lastCall().init.body).toBeUndefined();
    expect(lastCall().headers['Content-Type']).toBeUndefined();
  });

  it('gives up after 600000 ms', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = getJson('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).message).toBe('timeout');
  });
});

describe('response handling', () => {
  it('treats code 200 and 0 as success and converts display times', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({
        code: 0,
        msg: '',
        data: {
          gmtCreate: '2024-03-05T06:07:08.000Z',
          outTime: 1709618828000,
          name: 'gmt',
          list: [{ refreshTime: '2024-03-05T06:07:08Z' }],
        },
      }),
    );
    const data = await request<Record<string, unknown>>('/x');
    const local = (iso: string) => {
      const d = new Date(iso);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    };
    expect(data.gmtCreate).toBe(local('2024-03-05T06:07:08.000Z'));
    expect(data.outTime).toBe(local('2024-03-05T06:07:08.000Z'));
    expect((data.list as { refreshTime: string }[])[0].refreshTime).toBe(local('2024-03-05T06:07:08Z'));
    expect(data.name).toBe('gmt');
  });

  it('body code 401 logs out and reloads after 1.5 s', async () => {
    vi.useFakeTimers();
    loggedIn();
    fetchMock.mockResolvedValue(answer({ code: 401, msg: 'Please log in', data: null }));
    await expect(getJson('/x')).rejects.toThrow('Please log in');
    expect(useSession.getState().token).toBeNull();
    await vi.advanceTimersByTimeAsync(1499);
    expect(reloadPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 while a token exists logs out and reloads once', async () => {
    vi.useFakeTimers();
    loggedIn();
    useSession.setState({ roles: [{ id: 4, name: 'Merchant' }] });
    fetchMock.mockResolvedValue(answer({ code: 401, msg: 'expired', data: null }, 401));
    await expect(getJson('/x')).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().roles).toEqual([]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 without a token (a failed login) neither logs out nor reloads', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(answer({ code: 401, msg: 'no', data: null }, 401));
    await expect(getJson('/x')).rejects.toThrow('no');
    await vi.advanceTimersByTimeAsync(2000);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('body code 403 rejects with the server message and no notification', async () => {
    fetchMock.mockResolvedValue(answer({ code: 403, msg: 'Not yours', data: null }));
    await expect(getJson('/x')).rejects.toThrow('Not yours');
    expect(show).not.toHaveBeenCalled();
  });

  it('HTTP 403 shows a Forbidden notification with the server message', async () => {
    fetchMock.mockResolvedValue(answer({ code: 403, msg: 'No permission for this page', data: null }, 403));
    await expect(getJson('/x')).rejects.toThrow('No permission for this page');
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0][0]).toMatchObject({
      title: 'Forbidden',
      message: 'No permission for this page',
    });
  });

  it('any other code shows the server msg and fails', async () => {
    fetchMock.mockResolvedValue(answer({ code: 409, msg: 'Already done', data: { id: 1 } }, 409));
    const error = await getJson('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Already done', code: 409, status: 409, data: { id: 1 } });
    expect(show.mock.calls[0][0]).toMatchObject({ color: 'red', message: 'Already done' });
  });

  it("falls back to 'unknown error' when the msg is missing", async () => {
    fetchMock.mockResolvedValue(answer({ code: 500, data: null }, 500));
    await expect(getJson('/x')).rejects.toThrow('unknown error');
    expect(show.mock.calls[0][0]).toMatchObject({ message: 'unknown error' });
  });

  it('leaves the message to the caller when notify is false', async () => {
    fetchMock.mockResolvedValue(
      answer({ code: 400, msg: 'Incorrect username or password', data: { captchaRequired: true } }, 400),
    );
    await expect(postJson('/login', {}, { notify: false })).rejects.toThrow('Incorrect username or password');
    expect(show).not.toHaveBeenCalled();
  });

  it('code 423 opens the contact-support modal instead of a notification', async () => {
    loggedIn();
    fetchMock.mockResolvedValue(answer({ code: 423, msg: 'This account is suspended', data: null }, 423));
    await expect(getJson('/x')).rejects.toThrow('This account is suspended');
    expect(useSuspendedNotice.getState()).toMatchObject({
      opened: true,
      message: 'This account is suspended',
    });
    expect(show).not.toHaveBeenCalled();
  });

  it('a lost connection rejects as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await getJson('/x').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });
});

describe('file downloads', () => {
  it('returns the file', async () => {
    fetchMock.mockResolvedValue(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
    const blob = await requestBlob('/label');
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('turns a JSON answer in place of the file into its msg', async () => {
    fetchMock.mockResolvedValue(answer({ code: 404, msg: 'The label is missing' }, 404));
    await expect(requestBlob('/label')).rejects.toThrow('The label is missing');
  });
});
