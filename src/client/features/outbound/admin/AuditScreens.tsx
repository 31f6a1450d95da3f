import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OrderKind } from '../../../../domain/outbound/kind-codes';
import { statusesOfKind } from './audit-paths';
import { AuditListScreen } from './AuditListScreen';

/** The Audit menu's lists, one per kind, each with the columns its kind has. */

export function TransportAuditScreen() {
  const { t } = useTranslation('outbound-audit');
  return (
    <AuditListScreen
      kind={OrderKind.shipWithLabel}
      title={t('menu.transport')}
      columns={['oddNo', 'seller', 'pairs', 'fee', 'warehouse', 'status', 'createdAt']}
    />
  );
}

export function ReshipAuditScreen() {
  const { t } = useTranslation('outbound-audit');
  return (
    <AuditListScreen
      kind={OrderKind.reship}
      title={t('menu.reship')}
      columns={['oddNo', 'seller', 'pairs', 'fee', 'warehouse', 'status', 'createdAt']}
    />
  );
}

export function CashOutAuditScreen() {
  const { t } = useTranslation('outbound-audit');
  return (
    <AuditListScreen
      kind={OrderKind.cashOut}
      title={t('menu.platformRecycling')}
      columns={['oddNo', 'seller', 'pairs', 'quote', 'warehouse', 'status', 'createdAt']}
    />
  );
}

export function SwitchUserAuditScreen() {
  const { t } = useTranslation('outbound-audit');
  return (
    <AuditListScreen
      kind={OrderKind.switchUser}
      title={t('menu.inPlatformTransfer')}
      columns={['oddNo', 'seller', 'target', 'pairs', 'fee', 'status', 'createdAt']}
    />
  );
}

/** The statuses of a consignment's `type` query (the spec's Audit/OCConsignment?type=1: to review). */
const consignmentStatusOf = (type: string | null): number | null => {
  const status = Number(type);
  return statusesOfKind(OrderKind.consignment).some((s) => s.code === status) ? status : null;
};

/** Audit/OCConsignment (?type=1 opens at the consignments to review, ?oddNo= at one). */
export function ConsignmentAuditScreen() {
  const { t } = useTranslation(['outbound-audit', 'consignment']);
  const [search] = useSearchParams();
  return (
    <AuditListScreen
      kind={OrderKind.consignment}
      title={t('consignment:menu.audit')}
      columns={['oddNo', 'seller', 'oneIds', 'consignPrice', 'soldPrice', 'warehouse', 'status', 'createdAt']}
      initialStatus={consignmentStatusOf(search.get('type'))}
      bulkApprove={false}
    />
  );
}
