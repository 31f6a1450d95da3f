import { Button, Group, Menu, ScrollArea } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useTitleTranslation } from '../i18n/use-title-translation';
import { menuIcon } from './menu-icons';
import { activeMenuKeys, menuLeaves } from './menu-entries';
import type { MenuEntry } from './menu-entries';

/** The height of the menu bar under the header in the top-menu layout. */
export const TOP_MENU_HEIGHT = 44;

const titlesOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => [entry.title, ...titlesOf(entry.children)]);

/**
 * The top-menu layout's navigation (app settings: layout "topmenu"): the same entries as the sidebar,
 * across the top; a group opens its screens in a dropdown. It scrolls sideways when the window is too
 * narrow for every entry.
 */
export function TopMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const { t: shellT } = useTranslation('shell');
  const { t } = useTitleTranslation(titlesOf(entries));
  const { pathname } = useLocation();
  const active = new Set(activeMenuKeys(entries, pathname));
  return (
    <ScrollArea type="hover" scrollbarSize={4} offsetScrollbars={false} h={TOP_MENU_HEIGHT}>
      <Group
        component="nav"
        aria-label={shellT('menu.label')}
        gap={2}
        wrap="nowrap"
        h={TOP_MENU_HEIGHT}
        data-testid="top-menu"
      >
        {entries.map((entry) => {
          const EntryIcon = menuIcon(entry.icon);
          const isActive = active.has(entry.key);
          const look = {
            variant: isActive ? 'light' : 'subtle',
            color: isActive ? undefined : 'gray',
            size: 'sm',
          } as const;
          if (entry.children.length === 0)
            return (
              <Button
                key={entry.key}
                component={Link}
                to={entry.to}
                leftSection={<EntryIcon size={16} />}
                {...look}
              >
                {t(entry.title)}
              </Button>
            );
          return (
            <Menu key={entry.key} trigger="click-hover" position="bottom-start" offset={4}>
              <Menu.Target>
                <Button
                  leftSection={<EntryIcon size={16} />}
                  rightSection={<IconChevronDown size={14} />}
                  {...look}
                >
                  {t(entry.title)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {menuLeaves(entry.children).map((child) => (
                  <Menu.Item
                    key={child.key}
                    component={Link}
                    to={child.to}
                    color={active.has(child.key) ? 'blue' : undefined}
                    aria-current={active.has(child.key) ? 'page' : undefined}
                  >
                    {t(child.title)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
