import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSuspendedNotice } from '../../stores/suspended-notice';

/** Default modal width (spec section 9). */
const MODAL_WIDTH = 450;

/** The contact-support modal a suspended account sees (opened by the http client on code 423). */
export function SuspendedModal() {
  const { t } = useTranslation('common');
  const { opened, message, close } = useSuspendedNotice();
  return (
    <Modal opened={opened} onClose={close} title={t('suspended.title')} size={MODAL_WIDTH} centered>
      <Stack gap="sm">
        <Text>{message || t('suspended.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('suspended.contact')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={close}>{t('suspended.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
