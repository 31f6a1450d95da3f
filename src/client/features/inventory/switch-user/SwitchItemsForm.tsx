import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SWITCH_ITEMS_MAX, SWITCH_REASON_MAX } from '../../../../domain/inventory/inventory';
import { parseOneId } from '../../../../domain/kernel/one-id';
import { useClaimScans } from '../../../components/one-id-drawer/scan-claim';
import { useScanListener } from '../../../components/scan/useScanListener';
import { useOwnerChoices } from '../api/shop-users';
import { useSwitchItems } from '../api/switch-records';

const linesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Move items to another owner with a reason. While open it takes scanned ONE IDs itself (and claims
 * scans, so the drawer does not open for them).
 */
export function SwitchItemsForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const sellers = useOwnerChoices(opened);
  const move = useSwitchItems();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { oneIds: '', toUserId: '' as string | null, reason: '' },
    validate: {
      oneIds: (v) => {
        const ids = linesOf(v);
        if (ids.length === 0) return t('switchScreen.form.oneIdsRequired');
        const bad = ids.find((id) => parseOneId(id) === null);
        if (bad) return t('switchScreen.form.badOneId', { value: bad });
        return ids.length > SWITCH_ITEMS_MAX
          ? t('switchScreen.form.tooMany', { max: SWITCH_ITEMS_MAX })
          : null;
      },
      toUserId: (v) => (v ? null : t('switchScreen.form.toUserRequired')),
      reason: (v) => (v.trim() ? null : t('switchScreen.form.reasonRequired')),
    },
  });
  useClaimScans(opened);
  useScanListener(
    (code) => {
      if (parseOneId(code) === null) return;
      const ids = linesOf(form.getValues().oneIds);
      if (!ids.includes(code.trim())) form.setFieldValue('oneIds', [...ids, code.trim()].join('\n'));
    },
    { enabled: opened },
  );
  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const msg = await move.mutateAsync({
        oneIds: [...new Set(linesOf(values.oneIds))],
        toUserId: Number(values.toUserId),
        reason: values.reason.trim(),
      });
      notifications.show({ color: 'teal', message: msg });
      form.reset();
      close();
    } catch (error) {
      setFailure(t('switchScreen.form.failed', { message: (error as Error).message }));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('switchScreen.form.title')} size={450}>
      <form onSubmit={submit} data-testid="switch-form">
        <Stack gap="sm">
          <Textarea
            label={t('switchScreen.form.oneIds')}
            description={t('switchScreen.form.oneIdsHint', { max: SWITCH_ITEMS_MAX })}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('oneIds')}
          />
          <Select
            label={t('switchScreen.form.toUser')}
            placeholder={t('switchScreen.form.pick')}
            searchable
            data={(sellers.data ?? []).map((s) => ({ value: String(s.id), label: `${s.uid} ${s.realname}` }))}
            {...form.getInputProps('toUserId')}
          />
          <TextInput
            label={t('switchScreen.form.reason')}
            maxLength={SWITCH_REASON_MAX}
            {...form.getInputProps('reason')}
          />
          {failure ? <Alert color="red">{failure}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={move.isPending}>
              {t('switchScreen.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
