import { ActionIcon, Menu, NavLink, Stack, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useTitleTranslation } from '../i18n/use-title-translation';
import { menuIcon } from './menu-icons';
import { activeMenuKeys, menuLeaves } from './menu-entries';
import type { MenuEntry } from './menu-entries';

type PortalMenuProps = {
  entries: readonly MenuEntry[];
  /** Icons only (the sidebar is collapsed): groups open as a flyout instead of inline. */
  collapsed?: boolean;
  /** Called after a click on a screen, e.g. to close the mobile navigation drawer. */
  onNavigate?: () => void;
};

/** The sidebar menu of the three portal layouts, generated from the user's route tree. */
export function PortalMenu({ entries, collapsed = false, onNavigate }: PortalMenuProps) {
  const { t } = useTranslation('shell');
  // The entries' titles come from many areas: load their namespaces before the labels render.
  useTitleTranslation(menuTitles(entries));
  const { pathname } = useLocation();
  const active = new Set(activeMenuKeys(entries, pathname));
  return (
    <Stack component="nav" aria-label={t('menu.label')} gap={2} align={collapsed ? 'center' : 'stretch'}>
      {entries.map((entry) =>
        collapsed ? (
          <CollapsedEntry key={entry.key} entry={entry} active={active} onNavigate={onNavigate} />
        ) : (
          <ExpandedEntry key={entry.key} entry={entry} active={active} onNavigate={onNavigate} />
        ),
      )}
    </Stack>
  );
}

function menuTitles(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => [entry.title, ...menuTitles(entry.children)]);
}

type EntryProps = { entry: MenuEntry; active: ReadonlySet<string>; onNavigate?: () => void };

function ExpandedEntry({ entry, active, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const EntryIcon = menuIcon(entry.icon);
  if (entry.children.length === 0) {
    return (
      <NavLink
        component={Link}
        to={entry.to}
        label={t(entry.title)}
        leftSection={<EntryIcon size={20} stroke={1.6} />}
        active={active.has(entry.key)}
        onClick={onNavigate}
        py={10}
      />
    );
  }
  return <MenuGroup entry={entry} active={active} onNavigate={onNavigate} />;
}

/** A group opens by itself when the user arrives on one of its screens, and toggles on click. */
function MenuGroup({ entry, active, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const EntryIcon = menuIcon(entry.icon);
  const isActive = active.has(entry.key);
  const [opened, setOpened] = useState(isActive);
  const [wasActive, setWasActive] = useState(isActive);
  if (isActive !== wasActive) {
    setWasActive(isActive);
    if (isActive) setOpened(true);
  }
  return (
    <NavLink
      label={t(entry.title)}
      leftSection={<EntryIcon size={20} stroke={1.6} />}
      opened={opened}
      onChange={setOpened}
      childrenOffset={12}
      py={10}
    >
      {entry.children.map((child) => (
        <ExpandedEntry key={child.key} entry={child} active={active} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

function CollapsedEntry({ entry, active, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const EntryIcon = menuIcon(entry.icon);
  const isActive = active.has(entry.key);
  if (entry.children.length === 0) {
    return (
      <Tooltip label={t(entry.title)} position="right" withArrow>
        <ActionIcon
          component={Link}
          to={entry.to}
          onClick={onNavigate}
          size={44}
          variant={isActive ? 'light' : 'subtle'}
          color={isActive ? undefined : 'gray'}
          aria-label={t(entry.title)}
        >
          <EntryIcon size={22} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Menu trigger="click-hover" position="right-start" offset={8} withArrow>
      <Menu.Target>
        <ActionIcon
          size={44}
          variant={isActive ? 'light' : 'subtle'}
          color={isActive ? undefined : 'gray'}
          aria-label={t(entry.title)}
        >
          <EntryIcon size={22} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t(entry.title)}</Menu.Label>
        {menuLeaves(entry.children).map((child) => (
          <Menu.Item
            key={child.key}
            component={Link}
            to={child.to}
            onClick={onNavigate}
            color={active.has(child.key) ? 'blue' : undefined}
          >
            {t(child.title)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
