import type { TFunction } from 'i18next';
import type { RateCard } from '../../../../domain/wallet/fees';
import { money, percent } from './fee-format';

/**
 * The values of a rate card as the fee screens show them, in the card's order: each with its label
 * on the card (`label`), its shorter table heading (`column`), its place in the overrides table
 * (`priority`) and its text. The default card's summary and the overrides table both read this list.
 */
export type RateCardField = {
  id: string;
  label: string;
  column: string;
  priority: 'high' | 'low';
  text: (card: RateCard) => string;
};

export function rateCardFields(t: TFunction<'wallet'>): RateCardField[] {
  const storage = (days: number, dailyCents: number) =>
    t('fees.storageValue', { count: days, fee: money(dailyCents) });
  return [
    {
      id: 'shipping',
      label: t('fees.field.shippingFee'),
      column: t('fees.column.shipping'),
      priority: 'high',
      text: (c) => money(c.shippingFeeCents),
    },
    {
      id: 'transshipment',
      label: t('fees.field.transshipmentFee'),
      column: t('fees.column.transshipment'),
      priority: 'low',
      text: (c) => money(c.transshipmentFeeCents),
    },
    {
      id: 'switchUser',
      label: t('fees.field.switchUserFee'),
      column: t('fees.column.switchUser'),
      priority: 'low',
      text: (c) => money(c.switchUserFeeCents),
    },
    {
      id: 'consignment',
      label: t('fees.field.consignmentFeePercent'),
      column: t('fees.column.consignment'),
      priority: 'high',
      text: (c) => percent(c.consignmentFeeBasisPoints),
    },
    {
      id: 'cashOut',
      label: t('fees.field.cashOutDeductionPercent'),
      column: t('fees.column.cashOut'),
      priority: 'low',
      text: (c) => percent(c.cashOutDeductionBasisPoints),
    },
    {
      id: 'storageBase',
      label: t('fees.column.storageBase'),
      column: t('fees.column.storageBase'),
      priority: 'low',
      text: (c) => storage(c.baseFreeDays, c.baseDailyFeeCents),
    },
    {
      id: 'storagePremium',
      label: t('fees.column.storagePremium'),
      column: t('fees.column.storagePremium'),
      priority: 'low',
      text: (c) => storage(c.premiumFreeDays, c.premiumDailyFeeCents),
    },
  ];
}
