import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TemporaryPassword } from '../api/reset-account-password';

/**
 * The temporary password of a reset, shown this once: the server keeps only its hash, so closing
 * the modal loses it for good. It closes only through its button, never by a stray click outside.
 */
export function TemporaryPasswordModal({
  reset,
  onClose,
}: {
  reset: TemporaryPassword | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Modal
      opened={reset !== undefined}
      onClose={onClose}
      title={t('password.shownTitle')}
      closeOnClickOutside={false}
      centered
      size={450}
    >
      {reset && (
        <Stack gap="md">
          <Text size="sm">{t('password.shownFor', { username: reset.username })}</Text>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Code
              fz="lg"
              px="sm"
              py={6}
              data-testid="temporary-password"
              style={{ userSelect: 'all', wordBreak: 'break-all' }}
            >
              {reset.password}
            </Code>
            <CopyButton value={reset.password} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('password.copied') : t('password.copy')} withArrow>
                  <ActionIcon
                    color={copied ? 'teal' : 'gray'}
                    variant="light"
                    size="lg"
                    onClick={copy}
                    aria-label={t('password.copy')}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('password.notShownAgain')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('password.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
