import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BulkUploadSummary } from '../../../../domain/outbound/bulk';
import { formatDisplayTime } from '../../../api/response';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useBulkUploads } from './api/bulk-dropship';
import { BULK_PATHS } from './bulk-paths';
import { BulkUploadPanel } from './BulkUploadPanel';

/** in-warehouse/inventory/bulkreship: the bulk dropship upload and the seller's past uploads. */
export function BulkReshipScreen() {
  const { t } = useTranslation('outbound-bulk');
  const { pageNo, pageSize, pager } = usePaging();
  const uploads = useBulkUploads({ pageNo, pageSize });
  const page = uploads.data;
  const columns: ResponsiveColumn<BulkUploadSummary>[] = [
    {
      id: 'createdAt',
      header: t('screen.createdAt'),
      priority: 'key',
      cell: (u) => <Text size="xs">{String(formatDisplayTime(u.createdAt))}</Text>,
    },
    { id: 'sheet', header: t('screen.sheet'), priority: 'high', cell: (u) => u.sheetName },
    { id: 'zip', header: t('screen.zipFile'), priority: 'low', cell: (u) => u.zipName },
    { id: 'rows', header: t('screen.rows'), priority: 'key', align: 'right', cell: (u) => u.rowCount },
    {
      id: 'detail',
      header: t('screen.detail'),
      priority: 'key',
      cell: (u) => (
        <Anchor component={Link} to={BULK_PATHS.detail(u.id)} size="sm">
          {t('screen.detail')}
        </Anchor>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <BulkUploadPanel />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>{t('screen.history')}</Title>
          <ResponsiveTable
            testId="bulk-uploads"
            columns={columns}
            rows={page?.rows ?? []}
            rowKey={(u) => u.id}
            rowName={(u) => u.sheetName}
            state={page?.rows.length === 0 ? t('screen.noUploads') : undefined}
          />
          <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
        </Stack>
      </Paper>
    </Stack>
  );
}
