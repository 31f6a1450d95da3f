import {
  ActionIcon,
  AppShell,
  Burger,
  Container,
  Group,
  Image,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import type { StoredUserType } from '../../domain/kernel/users';
import { FIXED_CONTENT_WIDTH } from '../../domain/settings/settings-choices';
import type { RouteHandle } from '../routing/route-types';
import { Breadcrumb } from '../components/Breadcrumb';
import { PortalMenu } from '../components/PortalMenu';
import { TOP_MENU_HEIGHT, TopMenu } from '../components/TopMenu';
import { useOpenedOnce } from '../components/use-opened-once';
import { useUserMenu } from '../components/use-user-menu';
import { useSettings } from '../stores/settings';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { useMobileLayout } from './use-mobile-layout';

/** Spec section 9: sidebar 220 px; collapsed it keeps the icons. */
export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 68;
export const HEADER_HEIGHT = 56;

/** The caller's account menu at the header's end, supplied by app/ (it belongs to the auth feature). */
export type UserMenuSlot = ComponentType<{ compact: boolean }>;

export type PortalLayoutProps = { userMenu: UserMenuSlot };

type PortalFrameProps = PortalLayoutProps & {
  portal: StoredUserType;
  /** Portal-specific header content after the brand (the warehouse selector). */
  headerStart?: ReactNode;
  /** Portal-specific header content before the user menu. */
  headerEnd?: ReactNode;
  /** Between the header and the breadcrumb (the admin tab bar). */
  aboveContent?: ReactNode;
};

const NavigationDrawer = lazy(() =>
  import('./NavigationDrawer').then((m) => ({ default: m.NavigationDrawer })),
);

/**
 * The frame the three portal layouts share: header (brand, portal slots, user menu), a
 * collapsible 220 px sidebar, or a navigation drawer on small screens and on scan screens (a
 * route's meta.foldNavigation), and the page area with the breadcrumb and the cached views.
 */
export function PortalFrame({
  portal,
  userMenu: UserMenu,
  headerStart,
  headerEnd,
  aboveContent,
}: PortalFrameProps) {
  const { t } = useTranslation('shell');
  const isMobile = useMobileLayout();
  const leaf = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const inDrawer = isMobile || leaf?.meta.foldNavigation === true;
  const collapsed = useSettings((s) => s.sideCollapsed);
  const setSetting = useSettings((s) => s.setSetting);
  // App settings (spec section 3): the menu across the top, a fixed-width page, a header and a sidebar
  // that stay in place or scroll with the page. Small screens keep their navigation drawer.
  const topMenu = useSettings((s) => s.layout === 'topmenu') && !inDrawer;
  const fixedWidth = useSettings((s) => s.contentWidth === 'Fixed');
  const fixedHeader = useSettings((s) => s.fixedHeader);
  const fixedSidebar = useSettings((s) => s.fixedSidebar);
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerMounted = useOpenedOnce(drawerOpened);
  const { menu, home } = useUserMenu();
  const sidebarWidth = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT + (topMenu ? TOP_MENU_HEIGHT : 0) }}
      navbar={inDrawer || topMenu ? undefined : { width: sidebarWidth, breakpoint: 0 }}
      padding="md"
      data-portal={portal}
      data-layout-setting={topMenu ? 'topmenu' : 'sidemenu'}
    >
      <AppShell.Header
        px="sm"
        style={fixedHeader ? undefined : { position: 'absolute' }}
        data-fixed={fixedHeader}
        data-testid="app-header"
      >
        <Group h={HEADER_HEIGHT} gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {topMenu ? null : inDrawer ? (
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                size="sm"
                aria-label={t('header.toggleNavigation')}
              />
            ) : (
              <Tooltip label={collapsed ? t('header.expandMenu') : t('header.collapseMenu')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={() => setSetting('sideCollapsed', !collapsed)}
                  aria-label={collapsed ? t('header.expandMenu') : t('header.collapseMenu')}
                  data-testid="sidebar-toggle"
                >
                  {collapsed ? (
                    <IconLayoutSidebarLeftExpand size={22} />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={22} />
                  )}
                </ActionIcon>
              </Tooltip>
            )}
            <UnstyledButton
              component={Link}
              to={home ?? '/'}
              // Begins with the brand and portal it shows (WCAG 2.5.3, label in name).
              aria-label={t('header.homeLink', { app: t('app.name'), portal: t(`portal.${portal}`) })}
            >
              <Group gap={8} wrap="nowrap">
                <Image src={`${import.meta.env.BASE_URL}logo.svg`} alt="" w={28} h={28} />
                <Stack gap={0} visibleFrom="sm">
                  <Text fw={700} lh={1.1}>
                    {t('app.name')}
                  </Text>
                  {/* Reads as two words, as in the link's name (a flex column does not draw it). */}{' '}
                  <Text size="xs" c="dimmed" lh={1.1}>
                    {t(`portal.${portal}`)}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
            {headerStart}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerEnd}
            <UserMenu compact={isMobile} />
          </Group>
        </Group>
        {topMenu ? <TopMenu entries={menu} /> : null}
      </AppShell.Header>

      {topMenu ? null : inDrawer ? (
        drawerMounted && (
          <Suspense fallback={null}>
            <NavigationDrawer
              opened={drawerOpened}
              onClose={drawer.close}
              title={t(`portal.${portal}`)}
              width={SIDEBAR_WIDTH + 60}
              entries={menu}
            />
          </Suspense>
        )
      ) : (
        <AppShell.Navbar
          p="xs"
          data-testid="sidebar"
          data-fixed={fixedSidebar}
          style={fixedSidebar ? undefined : { position: 'absolute' }}
        >
          <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
            <PortalMenu entries={menu} collapsed={collapsed} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      <AppShell.Main>
        <Container
          size={fixedWidth ? FIXED_CONTENT_WIDTH : '100%'}
          px={0}
          data-testid="page-area"
          data-content-width={fixedWidth ? 'Fixed' : 'Fluid'}
        >
          <Stack gap="sm">
            {aboveContent}
            <Breadcrumb home={home} />
            <div>
              <KeepAliveOutlet />
            </div>
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
