import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import {
  APPLICATION_KIND_LABEL,
  HOLDER_TYPE_LABEL,
  PAYMENT_METHOD_LABEL,
  WITHDRAWAL_METHOD_LABEL,
} from '../../../../domain/wallet/applications';
import type {
  ApplicationKind,
  ApplicationRow,
  HolderType,
  PaymentMethod,
  WithdrawalMethod,
} from '../../../../domain/wallet/applications';
import { formatDisplayTime } from '../../../api/response';
import { UploadedImage } from '../../../components/UploadedImage';
import { ApplicationStageBadge } from '../components/ApplicationStageBadge';
import { formatInCurrency } from '../components/money';
import { PayoutAccountNumber } from './PayoutAccountNumber';

/** What the reviewer reads before acting: who, how much, how, and the proof or the draw account. */
export function ApplicationFacts({ app }: { app: ApplicationRow }) {
  const { t } = useTranslation('wallet');
  const account = app.drawAccount;
  const facts: [string, ReactNode][] = [
    ['screens.field.id', String(app.id)],
    ['screens.field.kind', t(APPLICATION_KIND_LABEL[app.kind as ApplicationKind])],
    ['screens.field.seller', `${app.sellerUid} (${app.sellerName})`],
    ['screens.field.appliedAt', app.gmtCreate],
    ['screens.field.originalAmount', formatInCurrency(app.originalAmountCents, app.currency)],
  ];
  if (app.kind === 1) {
    // Only a recharge is credited; a withdrawal's amount is the one applied for.
    facts.push([
      'screens.field.creditedAmount',
      app.amountCents === null ? '' : formatCents(app.amountCents),
    ]);
    if (app.rate) facts.push(['screens.field.rate', app.rate]);
    facts.push([
      'screens.field.paymentMethod',
      t(PAYMENT_METHOD_LABEL[app.paymentMethod as PaymentMethod] ?? ''),
    ]);
    facts.push(['screens.field.transferReference', app.transferReference]);
  }
  if (account) {
    facts.push([
      'screens.field.method',
      t(WITHDRAWAL_METHOD_LABEL[account.method as WithdrawalMethod] ?? ''),
    ]);
    facts.push(['screens.field.holderType', t(HOLDER_TYPE_LABEL[account.holderType as HolderType] ?? '')]);
    facts.push(['screens.field.holderName', account.holderName]);
    facts.push([
      'screens.field.accountNumber',
      <PayoutAccountNumber key="number" applicationId={app.id} account={account} />,
    ]);
    if (account.bankName) facts.push(['screens.field.bankName', account.bankName]);
  }
  if (app.payoutReference) facts.push(['screens.field.payoutReference', app.payoutReference]);
  if (app.rejectReason) facts.push(['screens.field.rejectReason', app.rejectReason]);
  if (app.reviewerName) {
    facts.push(['screens.field.reviewer', app.reviewerName]);
    facts.push(['screens.field.reviewedAt', String(formatDisplayTime(app.reviewedAt))]);
  }
  return (
    <Stack gap="sm">
      <Group gap="xs" data-testid="application-stage">
        <Text fw={600}>{t('screens.field.stage')}</Text>
        <ApplicationStageBadge stage={app.stage} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="application-facts">
        {facts.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" miw={150}>
              {t(label)}
            </Text>
            <Text size="sm" fw={500} data-fact={label.split('.').pop()}>
              {value}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      {app.proofUrl && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('screens.field.proof')}
          </Text>
          <UploadedImage
            source={app.proofUrl}
            alt={t('screens.charge.proofAlt', { id: app.id })}
            w={320}
            fit="contain"
            radius="sm"
          />
        </Stack>
      )}
    </Stack>
  );
}
