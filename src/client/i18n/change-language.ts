import { LOCALE_LANGUAGE } from '../../domain/kernel/users';
import type { Locale } from '../../domain/kernel/users';
import { getJson } from '../api/http';
import { activeToken, useSession } from '../stores/session';
import { switchLanguage } from './setup';

/**
 * The language switch (spec section 9): this device (setup.ts's switchLanguage) and, when logged
 * in, the server (GET /changeLanguage for warehouse users, GET /sys_user/changeLanguage for the
 * others). It rejects when the server could not save it, after switching this device.
 * Apart from setup.ts so that loading translations (the first render, the tests' setup) does not
 * load the HTTP client and its notifications.
 */
export async function changeAppLanguage(locale: Locale): Promise<void> {
  await switchLanguage(locale);
  if (activeToken() === null) return;
  const path =
    useSession.getState().storedUserType === 'warehouse' ? '/changeLanguage' : '/sys_user/changeLanguage';
  await getJson(path, { language: LOCALE_LANGUAGE[locale] }, { notify: false });
}
