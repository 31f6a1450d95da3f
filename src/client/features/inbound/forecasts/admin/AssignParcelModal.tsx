import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignParcel } from '../api/assign-parcel';
import type { UnforecastParcel } from '../api/unforecast-parcels';
import { REMARK_MAX } from '../forecast-form';
import { SellerPicker } from '../../../../components/SellerPicker';

/** Gives an unforecast parcel to its seller: it becomes that seller's received forecast. */
type Props = { parcel: UnforecastParcel | null; onClose: () => void; onAssigned: (packId: number) => void };

export function AssignParcelModal({ parcel, onClose, onAssigned }: Props) {
  const { t } = useTranslation('inbound');
  const assign = useAssignParcel();
  const [sellerId, setSellerId] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setSellerId(null);
    setRemark('');
    setProblem(null);
    setRefusal(null);
    onClose();
  };

  const submit = async () => {
    if (!parcel) return;
    if (sellerId === null) return setProblem(t('admin.sellerRequired'));
    if (remark.trim().length > REMARK_MAX) return setProblem(t('errors.remarkTooLong', { max: REMARK_MAX }));
    setRefusal(null);
    try {
      const result = await assign.mutateAsync({
        parcelId: parcel.id,
        shopUserId: sellerId,
        remark: remark.trim(),
      });
      notifications.show({ color: 'teal', message: result.message || t('admin.assigned') });
      close();
      onAssigned(result.packId);
    } catch (error) {
      setRefusal((error as Error).message);
    }
  };

  return (
    <Modal opened={parcel !== null} onClose={close} title={t('admin.assignTitle')} size={450} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t('admin.assignText', { logNo: parcel?.logNo ?? '', wareName: parcel?.wareName ?? '' })}
        </Text>
        <SellerPicker
          label={t('fields.seller')}
          placeholder={t('admin.sellerPlaceholder')}
          required
          value={sellerId}
          onChange={(id) => {
            setSellerId(id);
            setProblem(null);
          }}
          error={problem ?? undefined}
        />
        <Textarea
          label={t('fields.remark')}
          autosize
          minRows={2}
          value={remark}
          onChange={(e) => setRemark(e.currentTarget.value)}
        />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.back')}
          </Button>
          <Button onClick={() => void submit()} loading={assign.isPending}>
            {t('admin.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
