import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

/**
 * A repair order's page (?oddNo=), for its seller or an admin: the way back to the list, and the order
 * once read; no number, or an order that cannot be read, is said ("get repair detail failed").
 */
export function RepairOrderPage<T>({
  backTo,
  backLabel,
  useOrder,
  children,
}: {
  backTo: string;
  backLabel: string;
  useOrder: (oddNo: string | null) => UseQueryResult<T>;
  children: (order: T) => ReactNode;
}) {
  const { t } = useTranslation('repair-screens');
  const [params] = useSearchParams();
  const oddNo = params.get('oddNo');
  const order = useOrder(oddNo);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} size="sm" w="fit-content">
        {backLabel}
      </Anchor>
      {!oddNo && <Alert color="red">{t('detail.noOddNo')}</Alert>}
      {order.isPending && oddNo && <Loader size="sm" />}
      {order.isError && (
        <Alert color="red" role="alert">
          {order.error.message || t('detail.loadFailed')}
        </Alert>
      )}
      {order.data !== undefined && children(order.data)}
    </Stack>
  );
}
