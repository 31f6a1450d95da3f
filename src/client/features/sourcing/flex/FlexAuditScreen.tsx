import { Button, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuditPage } from '../../../../domain/kernel/permissions';
import { FLEX_AUDIT_PATH } from '../../../routing/flex-paths';
import { useMay } from '../../../stores/permissions';
import { useReadFlexFeed } from './flex-api';
import { FlexScreenHeader, SaidAlert, useSaid } from './flex-screen-parts';
import { FlexShipmentsPanel } from './FlexShipmentsPanel';

/**
 * Admin portal `Audit/StockXFlex` (issue 26 point 5): every seller's flex shipments, newest first, by
 * seller and state (pending create: those to review), each opening its detail with the steps an
 * admin may take; the program's feed can be read at once instead of at its next minute.
 */
export function FlexAuditScreen() {
  const { t } = useTranslation('sourcing-flex');
  const may = useMay();
  const feed = useReadFlexFeed();
  const { said, answered } = useSaid();
  return (
    <Stack gap="md">
      <FlexScreenHeader
        title={t('audit.title')}
        intro={t('audit.intro')}
        action={
          may(AuditPage.flex, 'edit') && (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={feed.isPending}
              onClick={() => feed.mutate(undefined, answered)}
            >
              {t('audit.readFeed')}
            </Button>
          )
        }
      />
      <SaidAlert said={said} />
      <FlexShipmentsPanel portal="admin" basePath={FLEX_AUDIT_PATH} />
    </Stack>
  );
}
