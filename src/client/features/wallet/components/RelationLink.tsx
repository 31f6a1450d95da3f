import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FeeType } from '../../../../domain/wallet/wallet';
import type { SellerLedgerEntryRow } from '../../../../domain/wallet/wallet';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { WALLET_PATHS } from '../wallet-paths';
import { sellerPath } from '../../../routing/seller-paths';

/**
 * What a transaction relates to, as a link where there is somewhere to go: a ONE ID opens its drawer,
 * an application its recharge or withdrawal screen. Order numbers show as text until an order screen exists.
 */
export function RelationLink({ entry }: { entry: SellerLedgerEntryRow }) {
  const { t } = useTranslation('wallet');
  const { type, ref } = entry.relation;
  if (type === 'oneId') return <OneIdLink oneId={ref} />;
  if (type === 'application') {
    const path = entry.feeType === FeeType.userRecharge ? WALLET_PATHS.charge : WALLET_PATHS.withdrawal;
    return (
      <Anchor component={Link} to={sellerPath(path)} size="sm">
        {t('screens.relation.application', { id: ref })}
      </Anchor>
    );
  }
  return (
    <Text size="sm">
      {t(`screens.relation.${type}`)} {ref}
    </Text>
  );
}
