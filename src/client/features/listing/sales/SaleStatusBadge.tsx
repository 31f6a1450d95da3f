import { Badge } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SALE_STATUS_LABEL } from '../../../../domain/listing/sales';
import type { SaleStatus } from '../../../../domain/listing/sales';

const STATUS_COLOR: Record<SaleStatus, MantineColor> = {
  pending: 'yellow',
  in_progress: 'blue',
  with_issue: 'red',
  returning: 'orange',
  returned: 'gray',
  archived: 'gray',
  processed: 'teal',
  sales_completed: 'green',
  cancelled: 'gray',
};

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const { t } = useTranslation('listing');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-status={status}>
      {t(SALE_STATUS_LABEL[status])}
    </Badge>
  );
}
