import { Alert, Anchor, Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import {
  canEditCostAndSource,
  canReassignOwner,
  DRAWER_VISIBILITY,
  drawerViewerOf,
  isAdminWarehousePath,
} from '../../../../domain/inventory/inventory';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import { centsToDollars } from '../../../../domain/kernel/product-rules';
import { ApiError } from '../../../api/http';
import { leadsToUserScreen } from '../../../routing/route-access';
import { sellerPath } from '../../../routing/seller-paths';
import { closeOneIdDrawer } from '../../../components/one-id-drawer/one-id-drawer-store';
import { UploadedImage } from '../../../components/UploadedImage';
import { InventoryStatusBadge } from '../../../components/InventoryStatusBadge';
import { useSession } from '../../../stores/session';
import { useMay } from '../../../stores/permissions';
import { useProductRecord } from '../api/product-record';
import type { ProductRecord } from '../api/product-record';
import { InfoGrid } from '../../../components/InfoGrid';
import { CostSourceEditor } from './CostSourceEditor';
import { EventTimeline } from './EventTimeline';
import { recordLinks } from './navigation-targets';
import { OwnerChange } from './OwnerChange';
import { RecordSections, Section } from './RecordSections';

/**
 * Content of the one-ID drawer (spec sections 2, 3 and 6): product, cost and source, inbound,
 * inspection, shelving and outbound, and the event timeline. What a viewer may see and change
 * follows src/domain/inventory/inventory.ts; the server leaves out the rest anyway.
 */
export function ProductDrawer({ oneId }: { oneId: string }) {
  const { t } = useTranslation('inventory');
  const query = useProductRecord(oneId);
  if (query.isPending) {
    return (
      <Center h={200} data-testid="drawer-loading">
        <Loader role="status" aria-label={t('drawer.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.code === 404;
    return (
      <Alert color={notFound ? 'yellow' : 'red'} data-testid="drawer-load-failed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{notFound ? query.error.message : t('drawer.loadFailed')}</Text>
          {notFound ? null : (
            <Button size="xs" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common:actions.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return <ProductRecordView record={query.data} />;
}

function ProductRecordView({ record }: { record: ProductRecord }) {
  const { t } = useTranslation(['inventory', 'inbound']);
  const { pathname } = useLocation();
  const userType = useSession((s) => s.userInfo?.userType ?? 0);
  const userRoutes = useSession((s) => s.routes);
  // The self-operated warehouse area reads the record on the seller API, as the platform's own seller
  // account: an admin there sees it as that seller would, and its links are the area's (sellerPath).
  const inArea = isAdminWarehousePath(pathname);
  const viewer = inArea ? 'business' : drawerViewerOf(userType);
  const see = DRAWER_VISIBILITY[viewer];
  const [editing, setEditing] = useState(false);
  const may = useMay();
  // A seller's team member works on the cost only with the inventory's edit grant (the server's rule).
  const mayEditCost =
    canEditCostAndSource(viewer, record.status) &&
    (viewer !== 'business' || may(BusinessPart.inventory, 'edit'));
  const mayChangeOwner = canReassignOwner(viewer, record.status, inArea);
  return (
    <Stack gap="md" data-testid="product-drawer">
      <Section title={t('drawer.sections.product')} testId="drawer-product">
        <Group align="flex-start" wrap="nowrap">
          {record.img ? (
            <UploadedImage source={record.img} w={96} h={96} radius="sm" fit="cover" alt={record.remarks} />
          ) : null}
          <Stack gap={4} style={{ flex: 1 }}>
            <Text fw={600}>{record.remarks || record.sku}</Text>
            <Group gap="xs">
              <InventoryStatusBadge status={record.status} data-testid="drawer-status" />
              <Text size="sm" c="dimmed">
                {record.brand}
              </Text>
            </Group>
          </Stack>
        </Group>
        <InfoGrid
          items={[
            [t('drawer.sku'), record.sku],
            [t('drawer.size'), record.spec],
            [t('drawer.owner'), `${record.shopInfo.realname} (${record.shopInfo.uid})`, 'drawer-owner'],
            [t('drawer.relatedOneId'), record.oneidRelated],
          ]}
        />
        <Group gap="sm">
          {mayChangeOwner ? <OwnerChange record={record} /> : null}
          {recordLinks(viewer, record)
            .map((link) => ({ ...link, to: sellerPath(link.to, `#${pathname}`) }))
            .filter((link) => leadsToUserScreen(userRoutes, link.to))
            .map((link) => (
              <Anchor key={link.key} component={Link} to={link.to} size="sm" onClick={closeOneIdDrawer}>
                {t(`drawer.links.${link.key}`)}
              </Anchor>
            ))}
        </Group>
      </Section>
      <Divider />
      <Section title={t('drawer.sections.cost')} testId="drawer-cost">
        {editing ? (
          <CostSourceEditor record={record} onDone={() => setEditing(false)} />
        ) : (
          <Group justify="space-between" align="flex-end">
            <InfoGrid
              items={[
                [t('drawer.cost.costPrice'), centsToDollars(record.costPrice), 'drawer-cost-price'],
                [t('drawer.cost.supply'), record.supply, 'drawer-supply'],
              ]}
            />
            {mayEditCost ? (
              <Button size="xs" variant="light" onClick={() => setEditing(true)} data-testid="cost-edit">
                {t('common:actions.edit')}
              </Button>
            ) : null}
          </Group>
        )}
      </Section>
      <Divider />
      <RecordSections record={record} see={see} />
      <Divider />
      <Section title={t('drawer.sections.events')} testId="drawer-timeline">
        <EventTimeline events={record.eventList} viewer={viewer} see={see} />
      </Section>
    </Stack>
  );
}
