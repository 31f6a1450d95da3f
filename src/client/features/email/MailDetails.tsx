import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIMULATOR_RELAY_PREFIX } from '../../../domain/email/email';
import type { OutboxRow } from '../../../domain/email/email';
import { InfoGrid } from '../../components/InfoGrid';
import { timeText } from './outbox-columns';

/** A message as it was sent (or kept): subject, text, and every fact of its delivery. */
export function MailDetails({ mail }: { mail: OutboxRow }) {
  const { t } = useTranslation('email');
  const none = t('outbox.none');
  const relayText = (relay: string | null) =>
    relay === null
      ? none
      : relay.startsWith(SIMULATOR_RELAY_PREFIX)
        ? t('outbox.simulatorRelay', { server: relay.slice(SIMULATOR_RELAY_PREFIX.length) })
        : relay;
  return (
    <Stack gap="sm" data-testid="mail-details">
      <InfoGrid
        items={[
          [t('outbox.column.subject'), mail.subject],
          [t('outbox.column.kind'), t(`outbox.kind.${mail.kind}`)],
          [t('outbox.column.attempts'), String(mail.attempts)],
          [t('outbox.lastAttempt'), mail.lastAttemptAt ? timeText(mail.lastAttemptAt) : none],
          [t('outbox.nextAttempt'), mail.nextAttemptAt ? timeText(mail.nextAttemptAt) : none, 'next-attempt'],
          [t('outbox.column.sent'), mail.sentAt ? timeText(mail.sentAt) : none],
          [t('outbox.relay'), relayText(mail.relay)],
          [t('outbox.response'), mail.smtpResponse ?? none],
          [t('outbox.column.lastError'), mail.lastError ?? none, 'last-error'],
        ]}
      />
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('outbox.text')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="mail-text">
          {mail.text}
        </Code>
      </Stack>
    </Stack>
  );
}
