import { Badge, Center, Loader, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OverrideRow, OverrideState } from '../../../../domain/wallet-fees';
import { RowAction } from '../../../components/RowAction';
import { money, percent } from './fee-format';
import { storageText } from './RateCardSummary';

const STATE_COLOR: Record<OverrideState, string> = {
  inForce: 'green',
  scheduled: 'blue',
  superseded: 'gray',
};

/** The sellers' overrides: seller, effective date and where it stands today, and every value. */
export function OverrideTable({
  rows,
  loading,
  canEdit,
  onEdit,
}: {
  rows: OverrideRow[];
  loading: boolean;
  canEdit: boolean;
  onEdit: (row: OverrideRow) => void;
}) {
  const { t } = useTranslation('wallet');
  const headings = [
    'seller',
    'effectiveFrom',
    'state',
    'shipping',
    'transshipment',
    'switchUser',
    'consignment',
    'cashOut',
    'storageBase',
    'storagePremium',
  ];
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="rate-overrides">
        <Table.Thead>
          <Table.Tr>
            {headings.map((h) => (
              <Table.Th key={h}>{t(`fees.column.${h}`)}</Table.Th>
            ))}
            {canEdit && <Table.Th ta="right">{t('fees.column.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={headings.length + 1}>
                <Center py="lg">
                  {loading ? <Loader size="sm" /> : <Text c="dimmed">{t('fees.account.empty')}</Text>}
                </Center>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((r) => (
            <Table.Tr key={r.id} data-seller={r.sellerUid} data-day={r.effectiveFrom}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {r.sellerUid}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.sellerName}
                </Text>
              </Table.Td>
              <Table.Td>{r.effectiveFrom}</Table.Td>
              <Table.Td>
                <Badge color={STATE_COLOR[r.state]} variant="light">
                  {t(`fees.state.${r.state}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{money(r.shippingFeeCents)}</Table.Td>
              <Table.Td>{money(r.transshipmentFeeCents)}</Table.Td>
              <Table.Td>{money(r.switchUserFeeCents)}</Table.Td>
              <Table.Td>{percent(r.consignmentFeeBasisPoints)}</Table.Td>
              <Table.Td>{percent(r.cashOutDeductionBasisPoints)}</Table.Td>
              <Table.Td fz="sm">{storageText(t, r.baseFreeDays, r.baseDailyFeeCents)}</Table.Td>
              <Table.Td fz="sm">{storageText(t, r.premiumFreeDays, r.premiumDailyFeeCents)}</Table.Td>
              {canEdit && (
                <Table.Td ta="right">
                  <RowAction
                    icon={IconPencil}
                    label={t('fees.action.editOverride', { seller: r.sellerUid, day: r.effectiveFrom })}
                    onClick={() => onEdit(r)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
