import { Alert, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsignmentFacts as Facts } from '../../../../domain/outbound/consignment';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import { formatCents } from '../../../../domain/wallet/wallet';
import { InfoGrid } from '../../../components/InfoGrid';

const money = (cents: number | null) => (cents === null ? '' : formatCents(cents));

/**
 * A consignment's own facts (kind 6): its price, sale status, where and for how much it sold, the fees
 * and the payout. The platform order number shows when the server gives it (admins only, spec section 6).
 * `priceAction` is the control that changes the price, where the reader may.
 */
export function ConsignmentFacts({ facts, priceAction }: { facts: Facts; priceAction?: ReactNode }) {
  const { t } = useTranslation(['consignment', 'listing']);
  const sold = facts.saleStatus === 2;
  const items: [string, ReactNode, string?][] = [
    [
      t('facts.price'),
      <Group gap="xs" component="span" key="price">
        <span>{money(facts.priceCents)}</span>
        {priceAction}
      </Group>,
      'consignment-price',
    ],
    [t('facts.saleStatus'), t(`saleStatus.${facts.saleStatus}`), 'consignment-sale-status'],
    [
      t('facts.marketplace'),
      facts.platName ? t(MARKETPLACE_LABEL[facts.platName]) : '',
      'consignment-marketplace',
    ],
  ];
  if (facts.platOrderNo !== null)
    items.push([t('facts.platOrderNo'), facts.platOrderNo, 'consignment-plat-order-no']);
  items.push(
    [
      t('facts.soldPrice'),
      sold ? money(facts.soldPriceCents) : t('facts.notSoldYet'),
      'consignment-sold-price',
    ],
    [t('facts.consignmentFee'), money(facts.consignmentFeeCents), 'consignment-fee'],
    [t('facts.platformFee'), money(facts.platformFeeCents), 'consignment-platform-fee'],
    [t('facts.payout'), money(facts.payoutCents), 'consignment-payout'],
  );
  return (
    <Stack gap="sm" data-testid="consignment-facts">
      <Title order={5}>{t('facts.title')}</Title>
      <InfoGrid items={items} />
      {facts.returned && (
        <Alert color="orange" data-testid="consignment-returned">
          {t('facts.returned')}
        </Alert>
      )}
    </Stack>
  );
}
