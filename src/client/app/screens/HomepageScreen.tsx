import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HomeFigures } from '../../features/home/HomeFigures';
import { useHomeSummary } from '../../features/home/home-api';
import { WaitingShortcuts } from '../../features/home/WaitingShortcuts';
import { LatestNotices } from '../../features/notices/LatestNotices';
import { WorkplaceGreeting } from '../../features/workplace/WorkplaceGreeting';

/**
 * /business/homepage (menu "Home"; issue 28 point 7): the greeting by the hour (workplace), the
 * seller's figures and what waits for them (home), and the latest notices (notices).
 */
export function HomepageScreen() {
  const { t } = useTranslation('home');
  const summary = useHomeSummary();
  return (
    <Stack gap="lg">
      <WorkplaceGreeting />
      <Stack gap="sm" component="section" aria-labelledby="home-figures-title">
        <Title order={4} id="home-figures-title">
          {t('figures.title')}
        </Title>
        <HomeFigures summary={summary.data} failed={summary.isError} />
      </Stack>
      <WaitingShortcuts summary={summary.data} />
      <LatestNotices limit={5} />
    </Stack>
  );
}
