import { Alert, Group, Paper, Select, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_STATUSES, LABEL_STATUS_KEY } from '../../../../domain/labels/label-center';
import type { LabelStatus } from '../../../../domain/labels/label-center';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { useLabelList } from './label-center-api';
import { useLabelColumns } from './label-columns';
import { SimulatorNotice } from './SimulatorNotice';
import { useLabelActions } from './use-label-actions';

type Props = {
  pageNo: number;
  onPage: (pageNo: number) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  status: LabelStatus | null;
  onStatus: (status: LabelStatus | null) => void;
  /** The admin's seller filter (null: every seller); sellers see only their own. */
  sellerId?: number | null;
  filters?: ReactNode;
  mayVoid: boolean;
};

/** Labels with their status, tracking link, reprint, ZPL download and void; the simulator named when it sold any. */
export function LabelList(props: Props) {
  const { t } = useTranslation('labels');
  const withSeller = props.sellerId !== undefined;
  const list = useLabelList({
    pageNo: props.pageNo,
    pageSize: props.pageSize,
    status: props.status ?? undefined,
    sellerId: props.sellerId ?? undefined,
  });
  const columns = useLabelColumns(useLabelActions(props.mayVoid), withSeller);
  const page = list.data;
  const statusOptions = LABEL_STATUSES.map((s) => ({ value: s, label: t(LABEL_STATUS_KEY[s]) }));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={4}>{t('center.list.title')}</Title>
          <Group gap="sm" align="flex-end">
            {props.filters}
            <Select
              w={200}
              aria-label={t('center.list.status')}
              placeholder={t('center.list.allStatuses')}
              clearable
              data={statusOptions}
              value={props.status}
              onChange={(v) => props.onStatus((v as LabelStatus | null) ?? null)}
            />
          </Group>
        </Group>
        {page?.rows.some((l) => l.mode === 'simulator') && <SimulatorNotice />}
        {list.isError && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        <ResponsiveTable
          testId="labels"
          tableProps={{ striped: true }}
          columns={columns}
          rows={page?.rows ?? []}
          rowKey={(l) => l.id}
          rowProps={(l) => ({ 'data-testid': 'label-row', 'data-label': l.id })}
          state={page?.rows.length === 0 ? t('center.list.empty') : undefined}
        />
        <TablePager
          totalCount={page?.totalCount ?? 0}
          totalPage={page?.totalPage ?? 1}
          pageNo={props.pageNo}
          pageSize={props.pageSize}
          onPage={props.onPage}
          onPageSize={props.onPageSize}
        />
      </Stack>
    </Paper>
  );
}
