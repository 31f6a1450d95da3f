import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceConnectionView } from '../../../../domain/listing/connections';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import { confirmAction } from '../../../components/confirm-action';
import { useMay } from '../../../stores/permissions';
import {
  useConnectMarketplace,
  useDisconnectMarketplace,
  useMarketplaceConnections,
} from './connections-api';
import { MarketplaceConnectionCard } from './MarketplaceConnectionCard';
import { useConnectOutcome } from './use-connect-outcome';

/** Leaves the app for the consent page; the marketplace sends the browser back to this screen. */
function openConsentPage(url: string): void {
  window.location.href = url;
}

type Problems = Partial<Record<MarketplaceCode, string>>;

/**
 * Seller portal `platformservices/:pageNo?` (issue 25 point 1): connect each marketplace through its
 * OAuth consent (its simulator's own consent page where the simulator is in use), see the
 * connection's state, disconnect. `goTo` is where Connect sends the browser (tests pass their own).
 */
export function PlatformServicesScreen({ goTo = openConsentPage }: { goTo?: (url: string) => void }) {
  const { t } = useTranslation('listing');
  const may = useMay();
  const list = useMarketplaceConnections();
  const connect = useConnectMarketplace();
  const disconnect = useDisconnectMarketplace();
  const [problems, setProblems] = useState<Problems>({});
  useConnectOutcome();

  const setProblem = (marketplace: MarketplaceCode, message: string | undefined) =>
    setProblems((current) => ({ ...current, [marketplace]: message }));

  const refused = (marketplace: MarketplaceCode, error: unknown) => {
    const message = (error as Error).message;
    setProblem(marketplace, message);
    notifications.show({ color: 'red', message });
  };

  const onConnect = async (c: MarketplaceConnectionView) => {
    setProblem(c.marketplace, undefined);
    try {
      goTo(await connect.mutateAsync(c.marketplace));
    } catch (error) {
      refused(c.marketplace, error);
    }
  };

  const onDisconnect = async (c: MarketplaceConnectionView) => {
    if (c.id === null) return;
    const name = t(MARKETPLACE_LABEL[c.marketplace]);
    const ok = await confirmAction('delist', {
      title: t('connections.disconnectTitle', { name }),
      message: t('connections.disconnectText', { name }),
      confirmLabel: t('connections.disconnect'),
    });
    if (!ok) return;
    setProblem(c.marketplace, undefined);
    try {
      const message = await disconnect.mutateAsync(c.id);
      notifications.show({ color: 'green', message: message || t('connection.disconnected') });
    } catch (error) {
      refused(c.marketplace, error);
    }
  };

  const busy = (pending: boolean, variable: unknown, value: unknown) => pending && variable === value;

  return (
    <Stack gap="md" maw={960}>
      <Stack gap={4}>
        <Title order={3}>{t('connections.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('connections.intro')}
        </Text>
      </Stack>
      {list.isError && (
        <Alert color="red" role="alert" title={t('connections.loadFailed')}>
          {list.error.message}
        </Alert>
      )}
      {list.isPending && <Loader size="sm" role="status" aria-label={t('connections.loading')} />}
      {list.data?.map((c) => (
        <MarketplaceConnectionCard
          key={c.marketplace}
          connection={c}
          onConnect={may(BusinessPart.listing, 'add') ? () => void onConnect(c) : undefined}
          onDisconnect={may(BusinessPart.listing, 'delete') ? () => void onDisconnect(c) : undefined}
          connecting={busy(connect.isPending, connect.variables, c.marketplace)}
          disconnecting={busy(disconnect.isPending, disconnect.variables, c.id)}
          problem={problems[c.marketplace] ?? null}
          onDismissProblem={() => setProblem(c.marketplace, undefined)}
        />
      ))}
    </Stack>
  );
}
