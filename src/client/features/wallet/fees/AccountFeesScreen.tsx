import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeePage } from '../../../../domain/kernel/permissions';
import type { OverrideRow } from '../../../../domain/wallet/fees';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMay } from '../../../stores/permissions';
import { useDefaultCard, useOverrides } from './api/rate-cards';
import { DefaultCardModal } from './DefaultCardModal';
import { OverrideModal } from './OverrideModal';
import { OverrideTable } from './OverrideTable';
import { RateCardSummary } from './RateCardSummary';

type Editing = { kind: 'default' } | { kind: 'override'; row: OverrideRow | null } | null;

/** Fee/Account: the default rate card and the sellers' overrides with their effective dates. */
export function AccountFeesScreen() {
  const { t } = useTranslation('wallet');
  const may = useMay();
  const defaultCard = useDefaultCard();
  const [keyword, setKeyword] = useState('');
  const [settled] = useDebouncedValue(keyword.trim(), 300);
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const overrides = useOverrides({ keyword: settled, pageNo, pageSize });
  const [editing, setEditing] = useState<Editing>(null);
  const card = defaultCard.data;

  return (
    <Stack gap="md">
      <Title order={3}>{t('fees.account.title')}</Title>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={4}>{t('fees.account.defaultCard')}</Title>
              <Text size="sm" c="dimmed">
                {t('fees.account.defaultHint')}
              </Text>
            </div>
            {card && may(FeePage.account, 'edit') && (
              <Button
                leftSection={<IconPencil size={16} />}
                variant="light"
                onClick={() => setEditing({ kind: 'default' })}
              >
                {t('fees.action.editDefault')}
              </Button>
            )}
          </Group>
          {card && <RateCardSummary card={card} />}
          {card && (
            <Text size="xs" c="dimmed">
              {t('fees.account.lastChanged', { time: card.gmtModify })}
            </Text>
          )}
        </Stack>
      </Card>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={4}>{t('fees.account.overrides')}</Title>
            <Text size="sm" c="dimmed" maw={720}>
              {t('fees.account.overridesHint')}
            </Text>
          </div>
          <Group gap="sm">
            <TextInput
              w={240}
              leftSection={<IconSearch size={16} />}
              placeholder={t('fees.account.searchPlaceholder')}
              aria-label={t('fees.account.searchPlaceholder')}
              value={keyword}
              onChange={(e) => {
                setKeyword(e.currentTarget.value);
                setPageNo(1);
              }}
            />
            {card && may(FeePage.account, 'add') && (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setEditing({ kind: 'override', row: null })}
              >
                {t('fees.action.addOverride')}
              </Button>
            )}
          </Group>
        </Group>
        <OverrideTable
          rows={overrides.data?.rows ?? []}
          loading={overrides.isPending}
          canEdit={may(FeePage.account, 'edit')}
          onEdit={(row) => setEditing({ kind: 'override', row })}
        />
        {overrides.data && (
          <TablePager
            {...pager}
            totalCount={overrides.data.totalCount}
            totalPage={overrides.data.totalPage}
          />
        )}
      </Stack>
      {editing?.kind === 'default' && card && (
        <DefaultCardModal card={card} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'override' && card && (
        <OverrideModal override={editing.row} defaultCard={card} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
