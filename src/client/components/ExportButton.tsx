import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportQuery } from '../api/date-range';
import type { DateRange } from '../api/date-range';
import { useAddExportTask } from '../api/add-export-task';
import { sellerPath } from '../routing/seller-paths';

/**
 * One Export button for a list screen: sends the list's current query, the date range as
 * beginTime/endTime and the selected ids as searchIdList, and tells the user where the file will
 * be ('Add Download Task Success' or the admin variant, from the server, with a link to the
 * download center) or that it was not added ('Add Download Task Failed' and the reason).
 */
export type ExportButtonProps = {
  /** The list's export call, e.g. '/inventory/export'. */
  path: string;
  query: Record<string, unknown>;
  range?: DateRange;
  selectedIds?: readonly number[];
  /** The download center of this portal, e.g. '/business/DownLoad'. */
  centerPath: string;
  /** What the button exports when not a list ('Download statement'); default 'Export'. */
  label?: string;
};

export function ExportButton({ path, query, range, selectedIds = [], centerPath, label }: ExportButtonProps) {
  const { t } = useTranslation('downloads');
  const add = useAddExportTask(path);
  const run = async () => {
    try {
      const { msg } = await add.mutateAsync(exportQuery(query, range, selectedIds));
      notifications.show({
        color: 'green',
        title: msg || t('task.added'),
        message: (
          <Anchor href={`#${sellerPath(centerPath)}`} size="sm" data-testid="export-open-center">
            {t('export.openCenter')}
          </Anchor>
        ),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('task.addFailed'),
        message: (
          <Stack gap={2}>
            <Text size="sm">{(error as Error).message}</Text>
          </Stack>
        ),
      });
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={add.isPending}
      onClick={() => void run()}
      data-testid="export-button"
    >
      {selectedIds.length > 0
        ? t('export.selected', { count: selectedIds.length })
        : (label ?? t('export.button'))}
    </Button>
  );
}
