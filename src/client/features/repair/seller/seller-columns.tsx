import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepairOrderRow } from '../../../../domain/repair/views';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { orderColumnsOf } from '../components/order-columns';

/** The seller's repair orders: status, cost, days waiting, review result and QC result (never images). */
export function useSellerColumns(onOpen: (oddNo: string) => void): ResponsiveColumn<RepairOrderRow>[] {
  const { t } = useTranslation('repair-screens');
  return useMemo(
    () =>
      orderColumnsOf(
        t,
        (o) => (
          <Anchor component="button" type="button" size="sm" onClick={() => onOpen(o.oddNo)}>
            {o.oddNo}
          </Anchor>
        ),
        [
          ['oddNo', 'key'],
          ['status', 'key'],
          ['pairs', 'high'],
          ['estimate', 'high'],
          ['cost', 'key'],
          ['waiting', 'high'],
          ['qc', 'high'],
          ['review', 'low'],
          ['eta', 'low'],
          ['ware', 'low'],
          ['created', 'low'],
        ],
      ),
    [t, onOpen],
  );
}
