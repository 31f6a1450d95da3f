import { Alert, Button, Group, Modal, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRecord } from '../api/product-record';
import { useSaveProduct } from '../api/save-product';
import { useOwnerChoices } from '../api/shop-users';

/** Admins give an available item to another seller (POST /sys_prod/save with id and shopId). */
export function OwnerChange({ record }: { record: ProductRecord }) {
  const { t } = useTranslation('inventory');
  const [opened, setOpened] = useState(false);
  const [shopId, setShopId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sellers = useOwnerChoices(opened);
  const save = useSaveProduct(record.oneId);
  const close = () => {
    setOpened(false);
    setProblem(null);
  };
  const submit = async () => {
    if (!shopId) return setProblem(t('drawer.ownerChange.required'));
    setProblem(null);
    try {
      notifications.show({
        color: 'teal',
        message: await save.mutateAsync({ id: record.id, shopId: Number(shopId) }),
      });
      close();
    } catch (error) {
      setProblem(t('drawer.ownerChange.saveFailed', { message: (error as Error).message }));
    }
  };
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)} data-testid="owner-change">
        {t('drawer.ownerChange.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('drawer.ownerChange.title', { oneId: record.oneId })}
        size={450}
      >
        <Select
          label={t('drawer.ownerChange.seller')}
          placeholder={t('drawer.ownerChange.pick')}
          searchable
          data={(sellers.data ?? [])
            .filter((s) => s.id !== record.shopInfo.id)
            .map((s) => ({ value: String(s.id), label: `${s.uid} ${s.realname}` }))}
          value={shopId}
          onChange={setShopId}
          comboboxProps={{ withinPortal: true }}
        />
        {problem ? (
          <Alert color="red" mt="sm">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('drawer.ownerChange.save')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
