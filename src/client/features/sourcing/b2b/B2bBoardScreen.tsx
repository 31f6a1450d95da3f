import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListTabs } from '../../../components/responsive-list/ListTabs';
import { BoardPanel } from './BoardPanel';
import { MyOffersPanel } from './MyOffersPanel';
import { OfferPairsPanel } from './OfferPairsPanel';

const TABS = ['board', 'mine', 'offer'] as const;
type Tab = (typeof TABS)[number];

/**
 * Seller portal B2B board (issue 26 point 6): the other sellers' open offers to buy, the seller's own
 * offers (open, sold, withdrawn), and offering available pairs at a price. The tab is in the address.
 */
export function B2bBoardScreen() {
  const { t } = useTranslation('sourcing-b2b');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = TABS.find((x) => x === asked) ?? 'board';
  const show = (next: string) => setSearch({ tab: next });
  return (
    <Stack gap="md">
      <Title order={3}>{t('title')}</Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <ListTabs
        label={t('tabs.label')}
        value={tab}
        onChange={show}
        tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
      />
      {tab === 'board' && <BoardPanel />}
      {tab === 'mine' && <MyOffersPanel />}
      {tab === 'offer' && <OfferPairsPanel onOffered={() => show('mine')} />}
    </Stack>
  );
}
