import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { namespacesOf } from './namespaces';

/**
 * `t` for route titles from many areas (menus, breadcrumb, tabs): it loads the namespaces of the
 * given titles first. It suspends while they load, like a lazy screen, unless `waitForLoad` is off
 * (then `ready` says when the titles are there).
 */
export function useTitleTranslation(
  titles: ReadonlyArray<string | undefined>,
  waitForLoad = true,
): { t: TFunction; ready: boolean } {
  const { t, ready } = useTranslation(namespacesOf(titles), { useSuspense: waitForLoad });
  return { t, ready };
}
