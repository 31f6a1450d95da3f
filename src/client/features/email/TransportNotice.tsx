import { Alert } from '@mantine/core';
import { IconMailForward, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OutboxSummary } from '../../../domain/email/email';

/** Where mail goes: through the configured SMTP server, or nowhere (it stays in the outbox). */
export function TransportNotice({ summary }: { summary: OutboxSummary }) {
  const { t } = useTranslation('email');
  if (!summary.smtpConfigured)
    return (
      <Alert
        color="yellow"
        icon={<IconMailOff size={18} />}
        title={t('outbox.noSmtpTitle')}
        data-testid="no-smtp-notice"
      >
        {t('outbox.noSmtpText')}
      </Alert>
    );
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailForward size={18} />}
      title={t('outbox.smtpTitle', { server: summary.server })}
      data-testid="smtp-notice"
    >
      {t('outbox.smtpText', { from: summary.from })}
    </Alert>
  );
}
