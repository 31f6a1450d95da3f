import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconCheck,
  IconChevronDown,
  IconInfoCircle,
  IconKey,
  IconLanguage,
  IconLogout,
  IconPalette,
  IconUser,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Locale } from '../../../domain/kernel/users';
import { usePortalRoutes } from '../../routing/use-portal-routes';
import type { ResolvedRoute } from '../../routing/route-types';
import { confirmAction } from '../../components/confirm-action';
import { menuTarget } from '../../components/menu-entries';
import { menuIcon } from '../../components/menu-icons';
import { changeAppLanguage } from '../../i18n/change-language';
import { LOCALES } from '../../i18n/setup';
import { BUNDLE_BUILD_DATE as BUILD_DATE, BUNDLE_VERSION as BUILD_VERSION } from '../../pwa/build-info';
import { useSession } from '../../stores/session';
import { useSettings } from '../../stores/settings';
import type { ThemeName } from '../../stores/settings';
import { useLogout } from './use-logout';

const THEMES: readonly ThemeName[] = ['auto', 'light', 'dark'];

/** Loaded on first use: most visits never change the password. */
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** The route bound to one role (the personal center, role 4), if this user's tree has it. */
function roleRoute(routes: readonly ResolvedRoute[], roleId: number | null): ResolvedRoute | undefined {
  for (const route of routes) {
    if (route.meta.roleId !== undefined && route.meta.roleId === roleId && route.component) return route;
    const inner = roleRoute(route.children ?? [], roleId);
    if (inner) return inner;
  }
  return undefined;
}

/** Hidden routes offered in the user menu (the seller's Address), each with its link. */
function userMenuRoutes(routes: readonly ResolvedRoute[]): { route: ResolvedRoute; to: string }[] {
  return routes.flatMap((route) => {
    const to = route.meta.userMenu && route.component ? menuTarget(route.fullPath) : null;
    return [...(to ? [{ route, to }] : []), ...userMenuRoutes(route.children ?? [])];
  });
}

/**
 * The header's account menu in all three portals (spec section 2 "Header user menu"), with the
 * theme switch: the device's (default), light or dark.
 */
export function HeaderUserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const logout = useLogout();
  const [passwordOpened, password] = useDisclosure(false);
  // Mounted from the first opening on, so closing keeps the modal's transition.
  const [passwordUsed, setPasswordUsed] = useState(false);
  const name = useSession((s) => s.userInfo?.realname || s.name);
  const avatar = useSession((s) => s.avatar);
  const roleId = useSession((s) => s.userInfo?.roleId ?? null);
  const routes = usePortalRoutes();
  const lang = useSettings((s) => s.lang);
  const themeName = useSettings((s) => s.theme);
  const setSetting = useSettings((s) => s.setSetting);
  const personalCenter = routes ? roleRoute(routes.routes, roleId) : undefined;
  const personalCenterPath = personalCenter ? menuTarget(personalCenter.fullPath) : null;
  const shortcuts = routes ? userMenuRoutes(routes.routes) : [];

  const switchLanguage = (locale: Locale) => {
    if (locale === lang) return;
    changeAppLanguage(locale).catch(() =>
      notifications.show({ color: 'yellow', message: t('language.changeFailed') }),
    );
  };

  return (
    <>
      <Menu position="bottom-end" width={240} withArrow shadow="md">
        <Menu.Target>
          {/* Named by what it shows, the user's name, then "account menu" for screen readers: an
              aria-label would hide the visible name from speech control (WCAG 2.5.3, label in
              name). The initials are decoration. */}
          <UnstyledButton data-testid="user-menu" px={6} py={4}>
            <Group gap={8} wrap="nowrap">
              <Avatar src={avatar || null} name={name} size={32} radius="xl" color="initials" aria-hidden />
              {compact ? (
                <VisuallyHidden>{name}</VisuallyHidden>
              ) : (
                <Text size="sm" fw={500} maw={160} truncate>
                  {name}
                </Text>
              )}
              <VisuallyHidden>{t('header.userMenu')}</VisuallyHidden>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {personalCenterPath ? (
            <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate(personalCenterPath)}>
              {t('header.personalCenter')}
            </Menu.Item>
          ) : null}
          {shortcuts.map(({ route, to }) => {
            const RouteIcon = menuIcon(route.meta.icon);
            return (
              <Menu.Item
                key={route.name}
                leftSection={<RouteIcon size={16} />}
                onClick={() => navigate(to)}
                data-testid={`user-menu-${route.name}`}
              >
                {t(route.meta.title)}
              </Menu.Item>
            );
          })}
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={() => {
              setPasswordUsed(true);
              password.open();
            }}
          >
            {t('header.changePassword')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>
            <Group gap={6}>
              <IconLanguage size={14} />
              {t('header.language')}
            </Group>
          </Menu.Label>
          {LOCALES.map((locale) => (
            <Menu.Item
              key={locale}
              lang={locale}
              onClick={() => switchLanguage(locale)}
              rightSection={locale === lang ? <IconCheck size={16} /> : null}
              aria-current={locale === lang}
              data-testid={`language-${locale}`}
            >
              {t(`language.${locale}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Label>
            <Group gap={6}>
              <IconPalette size={14} />
              {t('header.theme')}
            </Group>
          </Menu.Label>
          {THEMES.map((name) => (
            <Menu.Item
              key={name}
              onClick={() => setSetting('theme', name)}
              rightSection={name === themeName ? <IconCheck size={16} /> : null}
              aria-current={name === themeName}
              data-testid={`theme-${name}`}
            >
              {t(`theme.${name}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} />}
            // Red's readable shade in each theme (a bare "red" is Mantine's red 6 in both, too pale).
            color="var(--mantine-color-red-text)"
            onClick={() => void confirmAction('logout', { onConfirm: logout })}
          >
            {t('header.logout')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label
            title={
              BUILD_DATE ? t('app.versionLine', { version: BUILD_VERSION, date: BUILD_DATE }) : undefined
            }
          >
            <Group gap={6}>
              <IconInfoCircle size={14} />
              <span data-testid="header-version">{t('header.version', { version: BUILD_VERSION })}</span>
            </Group>
          </Menu.Label>
        </Menu.Dropdown>
      </Menu>
      {passwordUsed && (
        <Suspense fallback={null}>
          <ChangePasswordDialog opened={passwordOpened} onClose={password.close} />
        </Suspense>
      )}
    </>
  );
}
