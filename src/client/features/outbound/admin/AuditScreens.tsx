import { useTranslation } from 'react-i18next';
import { OrderKind } from '../../../../domain/outbound/kind-codes';
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
