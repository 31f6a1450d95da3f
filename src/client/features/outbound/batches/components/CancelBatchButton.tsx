import { Button } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isCancellableBatch } from '../../../../../domain/outbound/batches';
import type { BatchView } from '../../../../../domain/outbound/batches';
import { confirmAction } from '../../../../components/confirm-action';

type Props = {
  batch: Pick<BatchView, 'id' | 'batchNo' | 'status'>;
  /** The cancel call (the warehouse's or the admin's BatchTask's); resolves once it is done. */
  onCancel: (id: number) => Promise<unknown>;
  style?: CSSProperties;
};

/** Cancel, asked first; nothing for a batch the rules no longer let be cancelled. */
export function CancelBatchButton({ batch, onCancel, style }: Props) {
  const { t } = useTranslation('outbound-batches');
  if (!isCancellableBatch(batch.status)) return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      color="red"
      style={style}
      onClick={() =>
        void confirmAction('cancel', {
          title: t('actions.cancelTitle'),
          message: t('actions.cancelText', { batchNo: batch.batchNo }),
          onConfirm: () => onCancel(batch.id),
        })
      }
    >
      {t('common:actions.cancel')}
    </Button>
  );
}
