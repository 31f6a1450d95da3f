import { Button, Stack } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import { FLEX_LIST_PATH, FLEX_SHIP_PATH } from '../../../routing/flex-paths';
import { useMay } from '../../../stores/permissions';
import { FlexScreenHeader } from './flex-screen-parts';
import { FlexShipmentsPanel } from './FlexShipmentsPanel';

/**
 * Seller portal `stockx-flex/list` (menu "Listings"; issue 26 point 5): the seller's flex shipments
 * by state, each opening its detail; "Ship to Flex" makes another.
 */
export function FlexListScreen() {
  const { t } = useTranslation('sourcing-flex');
  const may = useMay();
  return (
    <Stack gap="md">
      <FlexScreenHeader
        title={t('list.title')}
        intro={t('list.intro')}
        action={
          may(BusinessPart.sourcing, 'add') && (
            <Button component={Link} to={FLEX_SHIP_PATH} leftSection={<IconTruckDelivery size={16} />}>
              {t('list.newShipment')}
            </Button>
          )
        }
      />
      <FlexShipmentsPanel portal="business" basePath={FLEX_LIST_PATH} />
    </Stack>
  );
}
