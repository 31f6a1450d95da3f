import { Alert, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_LABEL, MARKETPLACES } from '../../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import { useRequestKey } from '../../../api/request-key';
import { useAuditStep } from '../api/admin-orders';
import { checkConsignmentPrice, MIN_PRICE_CENTS } from './consignment-price';

type Draft = { platName: MarketplaceCode | null; platOrderNo: string; soldPrice: string };
const EMPTY: Draft = { platName: null, platOrderNo: '', soldPrice: '' };
const PLAT_ORDER_NO_MAX = 64;

/**
 * The admin records the platform's sale of a pair in the group (POST /outbound/consignment/sell):
 * the marketplace, its order number and the sold price in dollars (at least $10), each checked at its
 * field before anything is sent; one request key per filled-in form.
 */
export function RecordSaleForm({ order }: { order: OrderView }) {
  const { t } = useTranslation(['consignment', 'listing']);
  const step = useAuditStep();
  const [draft, setDraftState] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const [requestKey, renewRequestKey] = useRequestKey();
  const setDraft = (next: Partial<Draft>) => {
    setDraftState((d) => ({ ...d, ...next }));
    renewRequestKey();
  };
  const price = checkConsignmentPrice(draft.soldPrice);
  const platOrderNo = draft.platOrderNo.trim();
  const problems = {
    platName: draft.platName === null ? t('sale.marketplaceRequired') : undefined,
    platOrderNo: platOrderNo === '' ? t('sale.platOrderNoRequired') : undefined,
    soldPrice: price.ok ? undefined : t(`price.${price.problem}`, { min: formatCents(MIN_PRICE_CENTS) }),
  };
  const shown: Partial<typeof problems> = tried ? problems : {};
  const submit = () => {
    setTried(true);
    if (!price.ok || draft.platName === null || platOrderNo === '') return;
    step.mutate(
      {
        path: '/outbound/consignment/sell',
        body: {
          id: order.id,
          platName: draft.platName,
          platOrderNo,
          soldPriceCents: price.cents,
          requestKey,
        },
      },
      { onSuccess: renewRequestKey },
    );
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs" data-testid="record-sale-form">
        <Title order={6}>{t('sale.title')}</Title>
        <Group align="flex-start" gap="sm">
          <Select
            label={t('sale.marketplace')}
            w={180}
            data={MARKETPLACES.map((m) => ({ value: m, label: t(MARKETPLACE_LABEL[m]) }))}
            value={draft.platName}
            onChange={(v) => setDraft({ platName: v as MarketplaceCode | null })}
            error={shown.platName}
            data-testid="sale-marketplace"
          />
          <TextInput
            label={t('sale.platOrderNo')}
            w={220}
            maxLength={PLAT_ORDER_NO_MAX}
            value={draft.platOrderNo}
            onChange={(e) => setDraft({ platOrderNo: e.currentTarget.value })}
            error={shown.platOrderNo}
            data-testid="sale-plat-order-no"
          />
          <TextInput
            label={t('sale.soldPrice')}
            leftSection="$"
            inputMode="decimal"
            w={160}
            value={draft.soldPrice}
            onChange={(e) => setDraft({ soldPrice: e.currentTarget.value })}
            error={shown.soldPrice}
            data-testid="sale-sold-price"
          />
          <Button type="submit" mt={25} loading={step.isPending} data-testid="step-sell">
            {t('sale.submit')}
          </Button>
        </Group>
        {step.error && (
          <Alert color="red" role="alert">
            {step.error.message}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
