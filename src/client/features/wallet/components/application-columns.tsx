import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationRow } from '../../../../domain/wallet/applications';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { ApplicationStageBadge } from './ApplicationStageBadge';
import { applicationAmountText } from './money';

type ApplicationColumn = ResponsiveColumn<ApplicationRow>;

/** The columns every list of recharge and withdrawal applications shows (the seller's and the admin's). */
export function useApplicationColumns(): Record<'id' | 'appliedAt' | 'amount' | 'stage', ApplicationColumn> {
  const { t } = useTranslation('wallet');
  return {
    id: { id: 'id', header: t('screens.field.id'), priority: 'high', cell: (app) => app.id },
    appliedAt: {
      id: 'appliedAt',
      header: t('screens.field.appliedAt'),
      priority: 'high',
      cell: (app) => <Text size="xs">{app.gmtCreate}</Text>,
    },
    amount: {
      id: 'amount',
      header: t('screens.field.amount'),
      priority: 'key',
      cell: (app) => (
        <Text size="sm" fw={600} data-testid="application-amount">
          {applicationAmountText(app)}
        </Text>
      ),
    },
    stage: {
      id: 'stage',
      header: t('screens.field.stage'),
      priority: 'key',
      cell: (app) => <ApplicationStageBadge stage={app.stage} />,
    },
  };
}

/** How every list of applications names its rows: by id, marked data-application (links and tests). */
export const APPLICATION_ROWS = {
  rowKey: (app: ApplicationRow) => app.id,
  rowName: (app: ApplicationRow) => String(app.id),
  rowProps: (app: ApplicationRow) => ({ 'data-application': app.id }),
};
