import { Box, CloseButton, Group, Menu, ScrollArea, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBarLeft, IconArrowBarRight, IconSquareX, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useTitleTranslation } from '../i18n/use-title-translation';
import { TAB_BAR_MESSAGE_LABEL } from './tab-bar';
import type { TabBarAction } from './tab-bar';
import { useTabBarStore } from './tab-bar-store';

type ContextMenu = { path: string; x: number; y: number };

/**
 * The admin layout's history tabs (spec section 2 "Tab bar"), one per screen. A click returns to
 * the last URL of that screen, the cross closes it; a bar wider than the screen scrolls sideways
 * with the active tab kept in view and long titles end in an ellipsis (the full title on
 * hover). A right click (or long press on a tablet) offers close current / right / left / all.
 * For assistive technology the bar is navigation: a link per screen (the current one marked as the
 * page) and its close button; it is not a tab widget (no panels, and buttons in between).
 */
export function AdminTabBar() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const tabs = useTabBarStore((s) => s.tabs);
  const { t: titleOf } = useTitleTranslation(tabs.map((tab) => tab.title));
  const activePath = useTabBarStore((s) => s.activePath);
  const dispatch = useTabBarStore((s) => s.dispatch);
  const [menu, setMenu] = useState<ContextMenu | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  // The bar scrolls sideways when the tabs are wider than the screen: keep the active one in view.
  useEffect(() => {
    const active = [...(viewport.current?.querySelectorAll<HTMLElement>('[data-path]') ?? [])].find(
      (tab) => tab.dataset.path === activePath,
    );
    // The whole tab, its close button included, not only its title.
    const whole = active?.closest<HTMLElement>('[data-tab]') ?? active;
    whole?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath, tabs.length]);

  const act = (action: TabBarAction) => {
    const outcome = dispatch(action);
    if (outcome.message)
      notifications.show({ color: 'blue', message: t(TAB_BAR_MESSAGE_LABEL[outcome.message]) });
    if (outcome.navigateTo) navigate(outcome.navigateTo);
  };

  const openMenu = (event: MouseEvent, path: string) => {
    event.preventDefault();
    setMenu({ path, x: event.clientX, y: event.clientY });
  };

  if (tabs.length === 0) return null;

  return (
    <>
      <ScrollArea type="hover" scrollbarSize={6} offsetScrollbars="x" viewportRef={viewport} maw="100%">
        <Box component="nav" aria-label={t('tabs.bar')} data-testid="tab-bar">
          <Group gap={6} wrap="nowrap">
            {tabs.map((tab) => {
              const active = tab.path === activePath;
              const title = titleOf(tab.title);
              return (
                <Box
                  key={tab.screen}
                  data-tab={tab.screen}
                  onContextMenu={(e) => openMenu(e, tab.path)}
                  bg={active ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default)'}
                  bd={`1px solid ${active ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`}
                  style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
                  pl="sm"
                  pr={4}
                >
                  <Group gap={4} wrap="nowrap" h={34}>
                    <UnstyledButton
                      component={Link}
                      to={tab.path}
                      aria-current={active ? 'page' : undefined}
                      data-path={tab.path}
                      fz="sm"
                      fw={active ? 600 : 400}
                      c={active ? 'var(--mantine-primary-color-light-color)' : undefined}
                      title={title}
                      maw={200}
                      style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {title}
                    </UnstyledButton>
                    <CloseButton
                      size="sm"
                      aria-label={t('tabs.closeTab', { title })}
                      onClick={() => act({ kind: 'close', path: tab.path })}
                    />
                  </Group>
                </Box>
              );
            })}
          </Group>
        </Box>
      </ScrollArea>
      <Menu
        opened={menu !== null}
        onChange={(opened) => !opened && setMenu(null)}
        position="bottom-start"
        shadow="md"
      >
        <Menu.Target>
          <Box
            pos="fixed"
            left={menu?.x ?? 0}
            top={menu?.y ?? 0}
            w={1}
            h={1}
            style={{ pointerEvents: 'none' }}
            // Only where the menu appears: the tab's right click opens it, nothing to reach here.
            aria-hidden
          />
        </Menu.Target>
        <Menu.Dropdown data-testid="tab-context-menu">
          {(
            [
              ['close', 'common:actions.close', IconX],
              ['closeRight', 'tabs.closeRight', IconArrowBarRight],
              ['closeLeft', 'tabs.closeLeft', IconArrowBarLeft],
              ['closeAll', 'tabs.closeAll', IconSquareX],
            ] as const
          ).map(([kind, label, ItemIcon]) => (
            <Menu.Item
              key={kind}
              leftSection={<ItemIcon size={16} />}
              onClick={() => menu && act({ kind, path: menu.path })}
            >
              {t(label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
