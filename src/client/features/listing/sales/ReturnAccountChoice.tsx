import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { returnAccountView, returnAddressLine } from '../../../../domain/listing/return-accounts';
import { AdminPage } from '../../../../domain/kernel/permissions';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { fetchPage } from '../../../api/paging';
import type { PageRequest } from '../../../api/paging';
import { useMay } from '../../../stores/permissions';

const accounts = z.array(returnAccountView);

/**
 * An admin moving a sale to returned chooses the return account its pair comes back through (the
 * active accounts of the sale's marketplace, Account/ReturnAccount); left empty, the marketplace's
 * default one is kept on the sale. Shown only to admins who may read the return accounts.
 */
export function ReturnAccountChoice({
  marketplace,
  value,
  onChange,
}: {
  marketplace: MarketplaceCode;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('listing');
  const may = useMay()(AdminPage.returnAccount, 'query');
  const open = useQuery({
    queryKey: ['return-accounts', 'open', marketplace],
    queryFn: async () =>
      accounts.parse(
        (
          await fetchPage<unknown, PageRequest & { marketplace: MarketplaceCode; active: boolean }>(
            '/return_account/list',
            { pageNo: 1, pageSize: 100, marketplace, active: true },
            { notify: false, host: 'admin' },
          )
        ).rows,
      ),
    enabled: may,
  });
  if (!may) return null;
  if (open.data?.length === 0)
    return (
      <Text size="sm" c="orange" data-testid="return-account-none">
        {t('sale.returnAccountNone')}
      </Text>
    );
  return (
    <Select
      label={t('sale.returnAccount')}
      placeholder={t('sale.returnAccountDefault')}
      clearable
      data={(open.data ?? []).map((a) => ({
        value: String(a.id),
        label: `${a.accountName} · ${returnAddressLine(a)}`,
      }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      comboboxProps={{ withinPortal: true }}
      data-testid="return-account-choice"
    />
  );
}
