import { Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_WIDTHS, LAYOUTS, THEMES } from '../../../domain/settings/settings-choices';
import type { Locale } from '../../../domain/kernel/users';
import { changeAppLanguage } from '../../i18n/change-language';
import { LOCALES } from '../../i18n/setup';
import { useSettings } from '../../stores/settings';
import { useSettingsSyncStatus } from './settings-sync-state';

/** One setting: its name and what it does on the left, its control on the right (stacked on phones). */
function SettingRow({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm" py="xs">
      <Stack gap={2} maw={460} style={{ flex: '1 1 240px' }}>
        <Text fw={500}>{label}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}

/** Where the settings stand against the account's copy on the server. */
function SyncLine() {
  const { t } = useTranslation('settings');
  const { status, savedAt } = useSettingsSyncStatus();
  const text =
    status === 'synced' && savedAt
      ? t('sync.synced', { time: dayjs(savedAt).format('YYYY-MM-DD HH:mm:ss') })
      : t(`sync.${status}`);
  return (
    <Text size="sm" c={status === 'failed' ? 'orange' : 'dimmed'} role="status" data-testid="settings-sync">
      {text}
    </Text>
  );
}

/**
 * Settings (seller `settings`; in the user menu of the other portals): theme, layout, content width,
 * fixed header and sidebar, language. Each change applies at once and is kept with the account
 * (use-settings-sync.ts), so every device the user signs in on looks the same.
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const sideMenu = settings.layout === 'sidemenu';
  const switchLanguage = (locale: Locale) =>
    changeAppLanguage(locale).catch(() =>
      notifications.show({ color: 'yellow', message: t('shell:language.changeFailed') }),
    );

  return (
    <Stack gap="md" maw={900}>
      <Stack gap={4}>
        <Title order={3}>{t('title')}</Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <SyncLine />
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Stack gap={0}>
          <SettingRow label={t('theme.label')} hint={t('theme.hint')}>
            <SegmentedControl
              aria-label={t('theme.label')}
              value={settings.theme}
              onChange={(v) => settings.setSetting('theme', v as (typeof THEMES)[number])}
              data={THEMES.map((v) => ({ value: v, label: t(`theme.${v}`) }))}
              data-testid="setting-theme"
            />
          </SettingRow>
          <SettingRow label={t('layout.label')} hint={t('layout.hint')}>
            <SegmentedControl
              aria-label={t('layout.label')}
              value={settings.layout}
              onChange={(v) => settings.setSetting('layout', v as (typeof LAYOUTS)[number])}
              data={LAYOUTS.map((v) => ({ value: v, label: t(`layout.${v}`) }))}
              data-testid="setting-layout"
            />
          </SettingRow>
          <SettingRow label={t('contentWidth.label')} hint={t('contentWidth.hint')}>
            <SegmentedControl
              aria-label={t('contentWidth.label')}
              value={settings.contentWidth}
              onChange={(v) => settings.setSetting('contentWidth', v as (typeof CONTENT_WIDTHS)[number])}
              data={CONTENT_WIDTHS.map((v) => ({ value: v, label: t(`contentWidth.${v}`) }))}
              data-testid="setting-content-width"
            />
          </SettingRow>
          <SettingRow label={t('fixedHeader.label')} hint={t('fixedHeader.hint')}>
            <Switch
              aria-label={t('fixedHeader.label')}
              checked={settings.fixedHeader}
              onChange={(e) => settings.setSetting('fixedHeader', e.currentTarget.checked)}
              data-testid="setting-fixed-header"
            />
          </SettingRow>
          <SettingRow
            label={t('fixedSidebar.label')}
            hint={sideMenu ? t('fixedSidebar.hint') : t('fixedSidebar.topMenu')}
          >
            <Switch
              aria-label={t('fixedSidebar.label')}
              checked={settings.fixedSidebar}
              disabled={!sideMenu}
              onChange={(e) => settings.setSetting('fixedSidebar', e.currentTarget.checked)}
              data-testid="setting-fixed-sidebar"
            />
          </SettingRow>
          <SettingRow label={t('language.label')} hint={t('language.hint')}>
            <SegmentedControl
              aria-label={t('language.label')}
              value={settings.lang}
              onChange={(v) => void switchLanguage(v as Locale)}
              data={LOCALES.map((v) => ({ value: v, label: t(`shell:language.${v}`) }))}
              data-testid="setting-language"
            />
          </SettingRow>
        </Stack>
      </Paper>
    </Stack>
  );
}
