import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import { SALE_ACTION_LABEL, SALE_NOTE_MIN, saleNoteMissing } from '../../../../domain/listing/sales';
import type { SaleAction } from '../../../../domain/listing/sales';
import { useRequestKey } from '../../../api/request-key';
import { CONFIRM_MODAL_WIDTH } from '../../../components/ConfirmModal';
import { ReturnAccountChoice } from './ReturnAccountChoice';
import { useSaleAction } from './sales-api';
import type { SaleRow } from './sales-api';

const NOTE_MAX = 500;
const CONFIRM_TEXT: Record<SaleAction, string> = {
  withIssue: 'sales.confirm.withIssue',
  processed: 'sales.confirm.processed',
  cancel: 'sales.confirm.cancel',
  archive: 'sales.confirm.archive',
  returned: 'sales.confirm.returned',
  fake: 'sales.confirm.fake',
  available: 'sales.confirm.available',
};

/**
 * One action on a sale, asked first: it names the order, and an issue asks what it is (at least 5
 * characters). The modal stays open with the server's refusal; sending again resends the same
 * request key unless the note changed.
 */
export function SaleActionModal({
  sale,
  action,
  onClose,
}: {
  sale: SaleRow;
  action: SaleAction;
  onClose: () => void;
}) {
  const { t } = useTranslation('listing');
  const act = useSaleAction();
  const [requestKey, renewRequestKey] = useRequestKey();
  const [note, setNote] = useState('');
  const [returnAccountId, setReturnAccountId] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const missing = saleNoteMissing({ action, note });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || act.isPending) return;
    try {
      const message = await act.mutateAsync({
        id: sale.id,
        action,
        requestKey,
        ...(action === 'withIssue' ? { note: note.trim() } : {}),
        ...(action === 'returned' && returnAccountId !== null ? { returnAccountId } : {}),
      });
      renewRequestKey();
      notifications.show({ color: 'green', message: message || t('sale.acted') });
      onClose();
    } catch {
      // Shown in the modal (act.error); the user may send again or cancel.
    }
  };
  return (
    <Modal
      opened
      onClose={() => !act.isPending && onClose()}
      size={CONFIRM_MODAL_WIDTH}
      centered
      title={<Text fw={600}>{t(SALE_ACTION_LABEL[action])}</Text>}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t(CONFIRM_TEXT[action], {
              orderNo: sale.orderNo,
              marketplace: t(MARKETPLACE_LABEL[sale.marketplace]),
              oneId: sale.oneId ?? '—',
            })}
          </Text>
          {action === 'withIssue' && (
            <Textarea
              label={t('sales.note')}
              description={t('sales.noteHint', { min: SALE_NOTE_MIN })}
              required
              autosize
              minRows={2}
              maxLength={NOTE_MAX}
              data-autofocus
              value={note}
              onChange={(e) => {
                setNote(e.currentTarget.value);
                // Another note is another request; the same one sent again keeps its key.
                renewRequestKey();
              }}
              error={tried && missing ? t('sale.noteShort') : undefined}
            />
          )}
          {action === 'returned' && sale.seller && (
            <ReturnAccountChoice
              marketplace={sale.marketplace}
              value={returnAccountId}
              onChange={(id) => {
                setReturnAccountId(id);
                // Another account is another request.
                renewRequestKey();
              }}
            />
          )}
          {act.isError && (
            <Alert color="red" role="alert">
              {act.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={act.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={act.isPending}>
              {t(SALE_ACTION_LABEL[action])}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The sale and action being asked, if any, and the modal that asks. */
export function useSaleActionModal() {
  const [asked, setAsked] = useState<{ sale: SaleRow; action: SaleAction } | null>(null);
  const modal = asked && (
    <SaleActionModal
      key={`${asked.sale.id}-${asked.action}`}
      sale={asked.sale}
      action={asked.action}
      onClose={() => setAsked(null)}
    />
  );
  return { ask: (sale: SaleRow, action: SaleAction) => setAsked({ sale, action }), modal };
}
