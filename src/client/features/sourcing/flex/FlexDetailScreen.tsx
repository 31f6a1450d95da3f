import { Button, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { FlexShipmentDetail } from '../../../../domain/sourcing/flex-shipments';
import { confirmAction } from '../../../components/confirm-action';
import { FLEX_LIST_PATH } from '../../../routing/flex-paths';
import { useMay } from '../../../stores/permissions';
import { useCancelFlexShipment } from './flex-api';
import { FlexDetailView } from './FlexDetailView';
import { SaidAlert, useSaid } from './flex-screen-parts';

/**
 * Seller portal `stockx-flex/list/detail?oddNo=` (issue 26 point 5): one of the seller's flex
 * shipments; until its box leaves, the seller may cancel it (asked first).
 */
export function FlexDetailScreen() {
  const { t } = useTranslation(['sourcing-flex', 'common']);
  const may = useMay();
  const cancel = useCancelFlexShipment();
  const { said, answered } = useSaid();

  const onCancel = async (s: FlexShipmentDetail) => {
    const ok = await confirmAction('cancel', { title: t('detail.cancel'), message: t('detail.cancelText') });
    if (!ok) return;
    cancel.mutate({ id: s.id }, answered);
  };
  return (
    <Stack gap="md">
      <SaidAlert said={said} />
      <FlexDetailView
        backTo={FLEX_LIST_PATH}
        actions={(s) =>
          s.actions.includes('cancel') && may(BusinessPart.sourcing, 'edit') ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              loading={cancel.isPending}
              onClick={() => void onCancel(s)}
            >
              {t('common:actions.cancel')}
            </Button>
          ) : null
        }
      />
    </Stack>
  );
}
