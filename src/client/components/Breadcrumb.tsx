import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routing/route-types';
import { useTitleTranslation } from '../i18n/use-title-translation';

/** The titles of the matched routes, outermost first (spec section 2: breadcrumb from titles). */
export function breadcrumbTitles(matches: readonly { handle: unknown }[]): string[] {
  return matches
    .map((m) => m.handle as RouteHandle | undefined)
    .filter((h): h is RouteHandle => Boolean(h?.meta?.title) && !h?.portalRoot)
    .map((h) => h.meta.title);
}

/** Breadcrumb of every portal layout: the home link, then the matched routes' titles. */
export function Breadcrumb({ home }: { home: string | undefined }) {
  const { t } = useTranslation('shell');
  const titles = breadcrumbTitles(useMatches());
  const { t: title } = useTitleTranslation(titles);
  return (
    <Breadcrumbs aria-label={t('breadcrumb.label')} separatorMargin={6} data-testid="breadcrumb">
      {home ? (
        <Anchor component={Link} to={home} aria-label={t('breadcrumb.home')} c="dimmed" display="flex">
          <IconHome size={16} />
        </Anchor>
      ) : null}
      {titles.map((entry, i) => (
        <Text key={`${entry}-${i}`} size="sm" c={i === titles.length - 1 ? undefined : 'dimmed'}>
          {title(entry)}
        </Text>
      ))}
    </Breadcrumbs>
  );
}
