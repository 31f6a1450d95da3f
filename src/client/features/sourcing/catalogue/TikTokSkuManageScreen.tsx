import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListTabs } from '../../../components/responsive-list/ListTabs';
import { ConflictsPanel } from './ConflictsPanel';
import { MappingsPanel } from './MappingsPanel';

const TABS = ['conflicts', 'mappings'] as const;
type Tab = (typeof TABS)[number];

/**
 * Admin portal `SKUManage/TikTokSKUManage` (issue 26 point 3): the catalogue's conflicts to resolve
 * by hand or ignore, and our SKUs and sizes with what maps to them. The tab and a first keyword (a
 * TikTok product ID from TikTokProduct) are in the address.
 */
export function TikTokSkuManageScreen() {
  const { t } = useTranslation('sourcing-shop');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'conflicts';
  const initial = { seller: '', keyword: params.get('keyword') ?? '' };
  return (
    <Stack gap="md">
      <Title order={3}>{t('mappings.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('mappings.intro')}
      </Text>
      <ListTabs
        label={t('mappings.tabs.label')}
        value={tab}
        onChange={(next) => setParams({ tab: next })}
        tabs={TABS.map((value) => ({ value, label: t(`mappings.tabs.${value}`) }))}
      />
      {tab === 'conflicts' ? (
        <ConflictsPanel key={initial.keyword} initial={initial} />
      ) : (
        <MappingsPanel initial={initial} />
      )}
    </Stack>
  );
}
