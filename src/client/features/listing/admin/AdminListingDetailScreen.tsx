import { Button } from '@mantine/core';
import { IconTagOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CROSS_LISTING_PAGE } from '../../../../domain/listing/admin-listings';
import { listingStep } from '../../../../domain/listing/listings';
import { useMay } from '../../../stores/permissions';
import { ListingDetailView } from '../listings/ListingDetailView';
import { useAdminDelist } from './AdminDelistModal';
import { ADMIN_CROSS_LISTING_PATH } from './admin-listing-paths';

/**
 * Admin portal `cross-listing/detail?id=` (issue 25 point 2): any seller's listing with its seller,
 * prices and price history; Delist (while the listing can come down) asks for the reason the seller
 * reads.
 */
export function AdminListingDetailScreen() {
  const { t } = useTranslation('listing');
  const may = useMay();
  const delist = useAdminDelist();
  const mayDelist = may(CROSS_LISTING_PAGE, 'edit');
  return (
    <>
      <ListingDetailView
        backTo={ADMIN_CROSS_LISTING_PATH}
        actions={(l) =>
          mayDelist &&
          listingStep(l.state, 'delist') !== null && (
            <Button
              color="orange"
              variant="light"
              leftSection={<IconTagOff size={16} />}
              aria-label={t('admin.delistOf', { oneId: l.oneId })}
              onClick={() => delist.open(l)}
            >
              {t('admin.delist')}
            </Button>
          )
        }
      />
      {delist.modal}
    </>
  );
}
