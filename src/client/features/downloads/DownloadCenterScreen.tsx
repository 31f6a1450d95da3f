import { Badge, Button, Group, Pagination, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconRefresh, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadStatus } from '../../../domain/downloads/downloads';
import type { DownloadTask } from '../../../domain/downloads/downloads';
import { NamedPermission } from '../../../domain/kernel/permissions';
import { confirmAction } from '../../components/confirm-action';
import { ResponsiveTable } from '../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../components/responsive-list/ResponsiveTable';
import { useMay } from '../../stores/permissions';
import { useDeleteDownloadTask } from './api/delete-download-task';
import { useSaveTaskFile } from './api/download-task-file';
import { useDownloadTasks } from './api/download-tasks';

const PAGE_SIZE = 10;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const STATUS_COLOR: Record<number, string> = {
  [DownloadStatus.queued]: 'gray',
  [DownloadStatus.running]: 'blue',
  [DownloadStatus.done]: 'green',
  [DownloadStatus.failed]: 'red',
};

/** 1234567 -> "1.2 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes <= 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB'];
  const power = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** power;
  return `${power === 0 ? value : value.toFixed(1)} ${units[power]}`;
}

/** A task's file and delete buttons. */
function TaskActions({ task, canDelete }: { task: DownloadTask; canDelete: boolean }) {
  const { t } = useTranslation('downloads');
  const save = useSaveTaskFile();
  const remove = useDeleteDownloadTask();
  const download = () =>
    save.mutate(task, {
      onError: (error) =>
        notifications.show({ color: 'red', message: t('center.downloadFailed', { message: error.message }) }),
    });
  const del = async () => {
    if (await confirmAction('delete')) remove.mutate(task.id);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {task.downloadUrl && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={save.isPending}
          onClick={download}
          data-testid="download-file"
        >
          {t('center.download')}
        </Button>
      )}
      {canDelete && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          loading={remove.isPending}
          onClick={() => void del()}
        >
          {t('common:actions.delete')}
        </Button>
      )}
    </Group>
  );
}

function useTaskColumns(canDelete: boolean): ResponsiveColumn<DownloadTask>[] {
  const { t } = useTranslation('downloads');
  const running = (task: DownloadTask) =>
    task.status === DownloadStatus.running || task.status === DownloadStatus.queued;
  const header = (key: string) => <span style={NO_WRAP}>{t(`center.${key}`)}</span>;
  return [
    {
      id: 'kind',
      header: header('kind'),
      label: t('center.kind'),
      priority: 'key',
      cellProps: { style: NO_WRAP },
      cell: (task) => t(`kinds.${task.kind}`),
    },
    {
      id: 'status',
      header: header('status'),
      label: t('center.status'),
      priority: 'key',
      cellProps: { style: NO_WRAP },
      cell: (task) => (
        <Tooltip label={task.error} disabled={!task.error} multiline w={280}>
          <Badge color={STATUS_COLOR[task.status] ?? 'gray'} variant="light" style={{ overflow: 'visible' }}>
            {t(`status.${task.status}`)}
          </Badge>
        </Tooltip>
      ),
    },
    {
      id: 'progress',
      header: header('progress'),
      label: t('center.progress'),
      priority: 'high',
      cell: (task) => (
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={task.progress}
            w={72}
            animated={running(task)}
            striped={running(task)}
            color={STATUS_COLOR[task.status]}
            aria-label={t('center.progress')}
          />
          <Text size="xs">{task.progress}%</Text>
        </Group>
      ),
    },
    {
      id: 'rows',
      header: header('rows'),
      label: t('center.rows'),
      priority: 'high',
      cellProps: { style: NO_WRAP },
      cell: (task) => (task.status === DownloadStatus.done ? task.rowCount.toLocaleString() : '-'),
    },
    {
      id: 'size',
      header: header('size'),
      label: t('center.size'),
      priority: 'low',
      cellProps: { style: NO_WRAP },
      cell: (task) => fileSizeText(task.fileSize),
    },
    {
      id: 'created',
      header: header('created'),
      label: t('center.created'),
      priority: 'low',
      cellProps: { style: NO_WRAP },
      cell: (task) => (
        <>
          <Text size="sm">{task.gmtCreate}</Text>
          <Text size="xs" c="dimmed">
            {t('center.expires', { time: dayjs(task.expiresAt).format('YYYY-MM-DD HH:mm') })}
          </Text>
        </>
      ),
    },
    {
      id: 'actions',
      header: header('actions'),
      label: t('center.actions'),
      priority: 'key',
      cell: (task) => <TaskActions task={task} canDelete={canDelete} />,
    },
  ];
}

/**
 * The download center (admin DownLoad, and DownLoad in the seller and warehouse portals): the
 * user's own download tasks with status, a progress bar that moves while a task runs (the list
 * polls until every task has finished), rows, size, created time, expiry, the file and delete.
 */
export function DownloadCenter({ canDelete }: { canDelete: boolean }) {
  const { t } = useTranslation('downloads');
  const [pageNo, setPageNo] = useState(1);
  const list = useDownloadTasks({ pageNo, pageSize: PAGE_SIZE });
  const page = list.data;
  const rows = page?.rows ?? [];
  const columns = useTaskColumns(canDelete);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>{t('title')}</Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          loading={list.isFetching}
          onClick={() => void list.refetch()}
        >
          {t('common:actions.refresh')}
        </Button>
      </Group>
      <ResponsiveTable
        testId="download-tasks"
        minWidth={760}
        columns={columns}
        rows={rows}
        rowKey={(task) => task.id}
        rowName={(task) => t(`kinds.${task.kind}`)}
        rowProps={(task) => ({ 'data-testid': `download-task-${task.id}`, 'data-status': task.status })}
        tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'xs' }}
        state={
          rows.length === 0 && !list.isFetching ? (
            <Text c="dimmed" ta="center" py="lg">
              {t('center.empty')}
            </Text>
          ) : null
        }
      />
      {(page?.totalPage ?? 1) > 1 && (
        <Pagination total={page?.totalPage ?? 1} value={pageNo} onChange={setPageNo} />
      )}
    </Stack>
  );
}

/** /admin/DownLoad: delete needs the download center's delete action ('admin' permission). */
export function AdminDownloadCenterScreen() {
  const may = useMay();
  return <DownloadCenter canDelete={may(NamedPermission.downloadCenter, 'delete')} />;
}

/** /business/DownLoad and /warehouse/DownLoad: a user's own tasks, which they may always delete. */
export function OwnDownloadCenterScreen() {
  return <DownloadCenter canDelete />;
}
