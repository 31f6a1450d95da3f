import {
  Badge,
  Button,
  Group,
  Pagination,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconRefresh, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadStatus } from '../../../domain/downloads';
import type { DownloadTask } from '../../../domain/downloads';
import { NamedPermission } from '../../../domain/permissions';
import { confirmAction } from '../../components/confirm-action';
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

function TaskRow({ task, canDelete }: { task: DownloadTask; canDelete: boolean }) {
  const { t } = useTranslation('downloads');
  const save = useSaveTaskFile();
  const remove = useDeleteDownloadTask();
  const running = task.status === DownloadStatus.running || task.status === DownloadStatus.queued;
  const download = () =>
    save.mutate(task, {
      onError: (error) =>
        notifications.show({ color: 'red', message: t('center.downloadFailed', { message: error.message }) }),
    });
  const del = async () => {
    if (await confirmAction('delete')) remove.mutate(task.id);
  };
  return (
    <Table.Tr data-testid={`download-task-${task.id}`} data-status={task.status}>
      <Table.Td style={NO_WRAP}>{t(`kinds.${task.kind}`)}</Table.Td>
      <Table.Td style={NO_WRAP}>
        <Tooltip label={task.error} disabled={!task.error} multiline w={280}>
          <Badge color={STATUS_COLOR[task.status] ?? 'gray'} variant="light" style={{ overflow: 'visible' }}>
            {t(`status.${task.status}`)}
          </Badge>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={task.progress}
            w={72}
            animated={running}
            striped={running}
            color={STATUS_COLOR[task.status]}
            aria-label={t('center.progress')}
          />
          <Text size="xs">{task.progress}%</Text>
        </Group>
      </Table.Td>
      <Table.Td style={NO_WRAP}>
        {task.status === DownloadStatus.done ? task.rowCount.toLocaleString() : '-'}
      </Table.Td>
      <Table.Td style={NO_WRAP}>{fileSizeText(task.fileSize)}</Table.Td>
      <Table.Td style={NO_WRAP}>
        <Text size="sm">{task.gmtCreate}</Text>
        <Text size="xs" c="dimmed">
          {t('center.expires', { time: dayjs(task.expiresAt).format('YYYY-MM-DD HH:mm') })}
        </Text>
      </Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
  );
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
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {(['kind', 'status', 'progress', 'rows', 'size', 'created', 'actions'] as const).map((key) => (
                <Table.Th key={key} style={NO_WRAP}>
                  {t(`center.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((task) => (
              <TaskRow key={task.id} task={task} canDelete={canDelete} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && !list.isFetching && (
        <Text c="dimmed" ta="center" py="lg">
          {t('center.empty')}
        </Text>
      )}
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
