import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/kernel/users';
import { changeAppLanguage } from '../i18n/change-language';
import { LOCALES } from '../i18n/setup';
import { useSettings } from '../stores/settings';

/** The login screens' language switch (before login only this device changes). */
export function LanguageSwitch() {
  const { t } = useTranslation('auth');
  const lang = useSettings((s) => s.lang);
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={lang}
      onChange={(value) => void changeAppLanguage(value as Locale).catch(() => undefined)}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
    />
  );
}
