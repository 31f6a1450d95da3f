import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CROSS_LISTING_PAGE } from '../../../../domain/listing/admin-listings';
import { useMay } from '../../../stores/permissions';
import { ListingsPanel } from '../listings/ListingsPanel';
import { useAdminDelist } from './AdminDelistModal';
import { ADMIN_CROSS_LISTING_PATH, ADMIN_LISTING_COLUMNS } from './admin-listing-paths';

/**
 * Admin portal `cross-listing/:pageNo?` (issue 25 point 2): every seller's listings on every
 * marketplace, found by seller (merchant code, username or name), marketplace, state and ONE ID, SKU
 * or name; Delist asks for the reason the seller reads.
 */
export function AdminCrossListingScreen() {
  const { t } = useTranslation('listing');
  const may = useMay();
  const delist = useAdminDelist();
  return (
    <Stack gap="md">
      <Title order={3}>{t('list.title')}</Title>
      <ListingsPanel
        basePath={ADMIN_CROSS_LISTING_PATH}
        columns={ADMIN_LISTING_COLUMNS}
        onDelist={may(CROSS_LISTING_PAGE, 'edit') ? delist.open : undefined}
        delisting={null}
        loadingText={t('admin.loading')}
        loadFailedText={t('admin.loadFailed')}
      />
      {delist.modal}
    </Stack>
  );
}
