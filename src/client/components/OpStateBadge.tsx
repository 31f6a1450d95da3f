import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueuedOp } from '../offline/types';

/**
 * Where a queued op stands, in a warehouse worker's words: waiting to sync (pending or being sent),
 * synced, needs attention (with the server's reason) or discarded.
 */
const LOOK: Record<QueuedOp['state'], { color: string; key: string }> = {
  pending: { color: 'yellow', key: 'opState.waiting' },
  sending: { color: 'yellow', key: 'opState.waiting' },
  applied: { color: 'green', key: 'opState.synced' },
  rejected: { color: 'red', key: 'opState.attention' },
  discarded: { color: 'gray', key: 'opState.discarded' },
};

export function OpStateBadge({ op }: { op: Pick<QueuedOp, 'state' | 'lastError' | 'conflict'> }) {
  const { t } = useTranslation('shelving');
  const look = LOOK[op.state];
  const badge = (
    <Badge color={look.color} variant="light" data-testid="op-state" data-state={op.state}>
      {op.state === 'rejected' && op.conflict ? t('opState.conflict') : t(look.key)}
    </Badge>
  );
  return op.lastError && op.state === 'rejected' ? (
    <Tooltip label={op.lastError.reason} multiline w={280}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
