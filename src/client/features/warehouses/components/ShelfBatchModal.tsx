import { Button, Group, Modal, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SHELF_BATCH_MAX } from '../../../../domain/warehouses/rules';
import { useBatchCreateShelves } from '../api/batch-create-shelves';
import { batchPreview } from '../batch-preview';
import type { BatchInput } from '../batch-preview';
import type { FormProblem } from '../form-problems';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';

/**
 * Create a row of shelves on one rack: prefix + numbers from..to (A-01 .. A-30), at most 500.
 * The first and last names and the count update while typing; nothing is sent until they are
 * valid, and a refusal (names already taken) shows above with the typed values kept.
 */
export function ShelfBatchModal({
  rackId,
  rackName,
  onClose,
}: {
  rackId: number;
  rackName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('warehouses');
  const batch = useBatchCreateShelves();
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const text = (problem: FormProblem | undefined) => (problem ? t(problem.key, problem.params) : null);
  const form = useForm<BatchInput>({
    initialValues: { prefix: `${rackName}-`, from: 1, to: '' },
    validateInputOnBlur: true,
    validate: (values) => {
      const preview = batchPreview(values);
      if (preview.ok) return {};
      return {
        prefix: text(preview.problems.prefix),
        from: text(preview.problems.from),
        to: text(preview.problems.to),
      };
    },
  });
  const preview = batchPreview(form.values);

  const submit = async (values: BatchInput) => {
    await saveAndClose(async () => {
      const answer = await batch.mutateAsync({
        rackId,
        prefix: values.prefix,
        from: Number(values.from),
        to: Number(values.to),
      });
      return t('batch.created', { count: answer.count });
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('batch.title', { rack: rackName })} centered size="lg">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput label={t('batch.prefix')} data-autofocus {...form.getInputProps('prefix')} />
            <NumberInput
              label={t('batch.from')}
              required
              min={0}
              max={999_999}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('from')}
            />
            <NumberInput
              label={t('batch.to')}
              required
              min={0}
              max={999_999}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('to')}
            />
          </SimpleGrid>
          <Paper withBorder p="sm" radius="md" data-testid="batch-preview" aria-live="polite">
            {preview.ok ? (
              <Stack gap={2}>
                <Text size="sm">{t('batch.previewCount', { count: preview.count })}</Text>
                <Text size="sm">
                  {t('batch.previewFirst')} <strong>{preview.first}</strong>
                </Text>
                <Text size="sm">
                  {t('batch.previewLast')} <strong>{preview.last}</strong>
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('batch.previewNone', { max: SHELF_BATCH_MAX })}
              </Text>
            )}
          </Paper>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={batch.isPending}>
              {preview.ok ? t('batch.submit', { count: preview.count }) : t('batch.submitNone')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
