import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FinancePage } from '../../../../domain/kernel/permissions';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { BulkBatch } from '../../../../domain/wallet/bulk';
import { formatDisplayTime } from '../../../api/response';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMay } from '../../../stores/permissions';
import { useBulkBatches } from '../api/bulk';
import { BulkUploadModal } from './BulkUploadModal';

/**
 * Finance/BulkChargeDeduction: upload a bulk deposit or deduction sheet (the 'import' action of its
 * own permission page) and read the batches posted so far ('query'), newest first.
 */
export function BulkChargeDeductionScreen() {
  const { t } = useTranslation('wallet');
  const may = useMay();
  const mayUpload = may(FinancePage.bulkChargeDeduction, 'import');
  const mayList = may(FinancePage.bulkChargeDeduction, 'query');
  const [opened, setOpened] = useState(false);
  const { pageNo, pageSize, pager } = usePaging();
  const batches = useBulkBatches({ pageNo, pageSize }, mayList);
  const page = batches.data;

  const columns: ResponsiveColumn<BulkBatch>[] = [
    {
      id: 'when',
      header: t('bulk.when'),
      priority: 'key',
      cell: (b) => <Text size="xs">{String(formatDisplayTime(b.createdAt))}</Text>,
    },
    { id: 'kind', header: t('bulk.kind'), priority: 'key', cell: (b) => t(`bulk.kindLabel.${b.kind}`) },
    { id: 'rows', header: t('bulk.rows'), priority: 'high', align: 'right', cell: (b) => b.rowCount },
    {
      id: 'total',
      header: t('bulk.total'),
      priority: 'key',
      align: 'right',
      cell: (b) => formatCents(b.totalCents),
    },
    { id: 'who', header: t('bulk.who'), priority: 'high', cell: (b) => b.operatorName },
    { id: 'file', header: t('bulk.fileName'), priority: 'low', cell: (b) => b.fileName },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{t('bulk.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('bulk.hint')}
          </Text>
        </div>
        {mayUpload && (
          <Button leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)}>
            {t('bulk.upload')}
          </Button>
        )}
      </Group>
      {mayList && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={4}>{t('bulk.history')}</Title>
            <ResponsiveTable
              testId="bulk-batches"
              columns={columns}
              rows={page?.rows ?? []}
              rowKey={(b) => b.id}
              rowName={(b) => b.fileName}
              state={page?.rows.length === 0 ? t('bulk.empty') : undefined}
            />
            <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
          </Stack>
        </Paper>
      )}
      {mayUpload && <BulkUploadModal opened={opened} onClose={() => setOpened(false)} />}
    </Stack>
  );
}
