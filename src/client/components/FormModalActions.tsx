import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Save under a modal form; Save submits the form and spins while the save runs. */
export function FormModalActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('actions.save')}
      </Button>
    </Group>
  );
}
