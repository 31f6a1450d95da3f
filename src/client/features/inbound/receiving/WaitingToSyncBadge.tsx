import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A receipt this tablet made that the server has not taken yet (its op waits in the outbox). */
export function WaitingToSyncBadge({ 'data-testid': testId }: { 'data-testid'?: string }) {
  const { t } = useTranslation('inbound');
  return (
    <Badge
      color="yellow"
      variant="outline"
      size="xs"
      leftSection={<IconCloudUpload size={12} />}
      data-testid={testId}
    >
      {t('list.waitingToSync')}
    </Badge>
  );
}
