import { Button, Group, Stack } from '@mantine/core';
import { IconReload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditPage } from '../../../../domain/kernel/permissions';
import { FLEX_ACTION_LABEL } from '../../../../domain/sourcing/flex';
import type { FlexAction } from '../../../../domain/sourcing/flex';
import type { FlexShipmentDetail } from '../../../../domain/sourcing/flex-shipments';
import { FLEX_AUDIT_PATH } from '../../../routing/flex-paths';
import { useMay } from '../../../stores/permissions';
import { useFlexStep, useRetryFlexLabel } from './flex-api';
import { FlexDetailView } from './FlexDetailView';
import { SaidAlert, useSaid } from './flex-screen-parts';
import { FlexStepModal } from './FlexStepModal';

/** A box label that can be tried again: refused by the carrier (not stopped by a cancel), or never made. */
const labelRetryable = (s: FlexShipmentDetail) =>
  s.state === 'READY_TO_SHIP' &&
  (s.labelProblem !== null || (s.label?.status === 'failed' && !s.label.cancelled));

/**
 * Admin portal `Audit/StockXFlex/Detail?oddNo=` (issue 26 point 5): a shipment with the steps the
 * machine gives an admin (approve or cancel with a reason in review; afterwards what the program's
 * feed or the warehouse missed), each asked first, and a refused box label tried again.
 */
export function FlexAuditDetailScreen() {
  const { t } = useTranslation('sourcing-flex');
  const may = useMay();
  const step = useFlexStep();
  const retry = useRetryFlexLabel();
  const [asking, setAsking] = useState<{ shipment: FlexShipmentDetail; action: FlexAction } | null>(null);
  const { said, answered } = useSaid();
  const take = (action: FlexAction, reason: string) => {
    if (!asking) return;
    step.mutate(
      { id: asking.shipment.id, action, ...(reason ? { reason } : {}) },
      {
        ...answered,
        onSettled: () => setAsking(null),
      },
    );
  };
  const editable = may(AuditPage.flex, 'edit');
  return (
    <Stack gap="md">
      <SaidAlert said={said} />
      <FlexDetailView
        backTo={FLEX_AUDIT_PATH}
        actions={(s) =>
          editable ? (
            <Group gap="xs" wrap="wrap" aria-label={t('audit.steps')} role="group">
              {s.actions.map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'approve' ? 'filled' : action === 'cancel' ? 'light' : 'default'}
                  color={action === 'cancel' ? 'red' : undefined}
                  onClick={() => setAsking({ shipment: s, action })}
                >
                  {t(FLEX_ACTION_LABEL[action])}
                </Button>
              ))}
              {labelRetryable(s) && (
                <Button
                  size="sm"
                  variant="default"
                  leftSection={<IconReload size={14} />}
                  loading={retry.isPending}
                  onClick={() => retry.mutate({ id: s.id }, answered)}
                >
                  {t('audit.retryLabel')}
                </Button>
              )}
            </Group>
          ) : null
        }
      />
      <FlexStepModal
        key={asking ? `${asking.shipment.id}-${asking.action}` : 'closed'}
        oddNo={asking?.shipment.oddNo ?? ''}
        action={asking?.action ?? null}
        busy={step.isPending}
        onClose={() => setAsking(null)}
        onTake={take}
      />
    </Stack>
  );
}
