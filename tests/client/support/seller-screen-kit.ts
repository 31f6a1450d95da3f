import { notifications } from '@mantine/notifications';
import type { Mock } from 'vitest';
import { vi } from 'vitest';
import type { UserInfo } from '../../../src/domain/auth/auth';
import { initI18n } from '../../../src/client/i18n/setup';
import { useSession } from '../../../src/client/stores/session';
import { useSettings } from '../../../src/client/stores/settings';
import { jsonAnswer } from '../render-app';

/**
 * Component-test support for the listing area's screens: answers in the API's envelope, the JSON
 * bodies the screen sent to a path, a session holding one permission, and the fresh start each test
 * needs (fetch stubbed and emptied, notifications forgotten; English again afterwards).
 */
export const ok = (data: unknown, msg = 'success') => jsonAnswer({ code: 200, msg, data });

export const onePage = (data: unknown[]) =>
  ok({ pageNo: 1, pageSize: 10, totalCount: data.length, totalPage: 1, data });

export const bodiesSent = <T = Record<string, unknown>>(fetchMock: Mock<typeof fetch>, path: string): T[] =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).endsWith(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as T);

/** A user of `userType` whose role grants `actionList` on `permissionId`. */
export function signIn(userType: 'business' | 'admin', permissionId: string, actionList: string[]): void {
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: userType,
    userInfo: { roleId: 3, role: { permissions: [{ permissionId, actionList }] } } as unknown as UserInfo,
  });
}

/** Before each test: fetch answered by `fetchMock` (emptied), notifications forgotten. */
export function freshScreen(fetchMock: Mock<typeof fetch>): void {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notifications.show).mockReset();
}

/** After each test: back to English. */
export function backToEnglish(): void {
  useSettings.getState().setSetting('lang', 'en-US');
  initI18n('en-US');
}
