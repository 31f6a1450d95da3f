import { Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { warehouseCreateRequest } from '../../../../domain/warehouses/warehouses';
import type { WarehouseRow } from '../../../../domain/warehouses/warehouses';
import { WAREHOUSE_LEVEL_LABEL, WAREHOUSE_LEVELS, WarehouseLevel } from '../../../../domain/warehouses/rules';
import { useCreateWarehouse } from '../api/create-warehouse';
import { useUpdateWarehouse } from '../api/update-warehouse';
import { fieldProblem } from '../form-problems';
import { FormModalActions } from '../../../components/FormModalActions';
import { revealFirstError } from '../../../components/reveal-first-error';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';

type WarehouseValues = { name: string; level: string; address: string };

const fields = warehouseCreateRequest.shape;

/**
 * Create or edit a warehouse: name, level (Base or Premium) and address. A refusal from the
 * server (a taken name, say) shows above the fields and the typed values stay.
 */
export function WarehouseFormModal({
  warehouse,
  opened,
  onClose,
}: {
  warehouse: WarehouseRow | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('warehouses');
  const create = useCreateWarehouse();
  const update = useUpdateWarehouse();
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const message = (problem: ReturnType<typeof fieldProblem>) =>
    problem ? t(problem.key, problem.params) : null;
  const form = useForm<WarehouseValues>({
    initialValues: {
      name: warehouse?.name ?? '',
      level: String(warehouse?.level ?? WarehouseLevel.base),
      address: warehouse?.address ?? '',
    },
    validateInputOnBlur: true,
    validate: {
      name: (v) => message(fieldProblem(fields.name, v)),
      address: (v) => message(fieldProblem(fields.address, v)),
    },
  });

  const submit = async (values: WarehouseValues) => {
    const body = {
      name: values.name.trim(),
      level: Number(values.level) as WarehouseLevel,
      address: values.address.trim(),
    };
    await saveAndClose(async () => {
      if (warehouse) await update.mutateAsync({ id: warehouse.id, ...body });
      else await create.mutateAsync(body);
      return t(warehouse ? 'warehouse.updated' : 'warehouse.created', { name: body.name });
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(warehouse ? 'warehouse.editTitle' : 'warehouse.createTitle')}
      centered
    >
      <form onSubmit={form.onSubmit((values) => void submit(values), revealFirstError)} noValidate>
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <TextInput
            label={t('warehouse.name')}
            required
            maxLength={64}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('warehouse.level')}
            </Text>
            <SegmentedControl
              aria-label={t('warehouse.level')}
              data={WAREHOUSE_LEVELS.map((level) => ({
                value: String(level),
                label: t(WAREHOUSE_LEVEL_LABEL[level]),
              }))}
              {...form.getInputProps('level')}
            />
          </Stack>
          <Textarea
            label={t('warehouse.address')}
            autosize
            minRows={2}
            maxLength={255}
            {...form.getInputProps('address')}
          />
          <FormModalActions onCancel={onClose} saving={create.isPending || update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
