import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isMarketplaceCode, MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';

/**
 * The consent's outcome, as the server's callback sends the browser back (connection-service.ts):
 * `?marketplace=<code>&connected=1`, `?marketplace=<code>&error=denied|exchangeFailed` or
 * `?error=stateInvalid`. Announced once, then taken out of the address so a reload or a bookmark
 * does not announce it again.
 */
const CONNECT_ERRORS = ['denied', 'exchangeFailed', 'stateInvalid'] as const;
type ConnectError = (typeof CONNECT_ERRORS)[number];

const isConnectError = (value: string | null): value is ConnectError =>
  (CONNECT_ERRORS as readonly (string | null)[]).includes(value);

export function useConnectOutcome(): void {
  const { t } = useTranslation('listing');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The search already announced: an effect that runs twice (strict mode) says it once.
  const announced = useRef<string | null>(null);
  const search = params.toString();

  useEffect(() => {
    const connected = params.get('connected');
    const error = params.get('error');
    if (!connected && !error) return;
    if (announced.current === search) return;
    announced.current = search;
    const code = params.get('marketplace');
    const name = isMarketplaceCode(code) ? t(MARKETPLACE_LABEL[code]) : t('connections.marketplace');
    if (connected === '1' && !error) {
      notifications.show({ color: 'green', message: t('connections.outcome.connected', { name }) });
    } else {
      notifications.show({
        color: 'red',
        title: t('connections.outcome.notConnected', { name }),
        message: t(`connections.outcome.${isConnectError(error) ? error : 'failed'}`),
      });
    }
    navigate(pathname, { replace: true });
  }, [params, search, pathname, navigate, t]);
}
