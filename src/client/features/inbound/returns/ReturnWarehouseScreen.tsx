import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RETURN_ONE_IDS_MAX } from '../../../../domain/inbound/rules';
import { WarehousePermission } from '../../../../domain/kernel/permissions';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { useClaimScans } from '../../../components/one-id-drawer/scan-claim';
import { CameraScanButton } from '../../../components/scan/CameraScanButton';
import { ManualCodeForm } from '../../../components/scan/ManualCodeForm';
import { ScanResultBanner } from '../../../components/scan/ScanResultBanner';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { useScanListener } from '../../../components/scan/useScanListener';
import { selectedWareId, useSession } from '../../../stores/session';
import { useMay } from '../../../stores/permissions';
import { ReturnsReceivedList } from './ReturnsReceivedList';
import { useReturnScan } from './use-return-scan';

export const RETURN_REMARK_MAX = 500;

/**
 * /warehouse/ReturnWarehouse/ReturnWarehouse/:pageNo? — a parcel a platform sent back, received
 * against the ONE IDs it holds: scan its tracking number, then each ONE ID, add a remark, submit.
 * The receipt is a receiveReturn op in the outbox, so it works offline; the list below shows the
 * returns of this tablet (with their sync state) and, where the user may read them, the server's.
 */
export function ReturnWarehouseScreen() {
  const { t } = useTranslation('inbound');
  const wareId = useSession((s) => s.headerWareId) ?? selectedWareId();
  const canReceive = useMay()(WarehousePermission.returns, 'add');
  const scan = useReturnScan();
  // This screen's scans are its own: a ONE ID scanned here must not open the one-ID drawer.
  useClaimScans(canReceive);
  useScanListener((code) => void scan.handleScan(code), { enabled: canReceive });
  const { draft, feedback } = scan;
  const trackingStep = draft.logNo === null;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{t('title')}</Title>
        {canReceive ? <CameraScanButton onScan={(code) => void scan.handleScan(code)} /> : null}
      </Group>
      {canReceive ? (
        <>
          <ScanResultBanner
            status={feedback?.tone ?? 'idle'}
            title={
              feedback
                ? t(feedback.key, feedback.values)
                : trackingStep
                  ? t('scan.idleTracking')
                  : t('scan.idleOneIds')
            }
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Card withBorder padding="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>{t('tracking.title')}</Text>
                  {draft.logNo ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      style={TOUCH_TARGET}
                      leftSection={<IconRefresh size={14} />}
                      onClick={scan.startOver}
                    >
                      {t('startOver')}
                    </Button>
                  ) : null}
                </Group>
                {draft.logNo ? (
                  <Badge size="xl" variant="light" data-testid="return-tracking">
                    {draft.logNo}
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('tracking.none')}
                  </Text>
                )}
                <ManualCodeForm
                  label={trackingStep ? t('manual.tracking') : t('manual.oneId')}
                  submitLabel={t('manual.submit')}
                  testId="return-manual"
                  onCode={(code) => void scan.handleScan(code)}
                />
                <Textarea
                  label={t('remark.label')}
                  placeholder={t('remark.placeholder')}
                  value={scan.remark}
                  onChange={(e) => scan.setRemark(e.currentTarget.value)}
                  maxLength={RETURN_REMARK_MAX}
                  autosize
                  minRows={2}
                  maxRows={4}
                  styles={{ input: TOUCH_TARGET }}
                />
                <Button
                  onClick={() => void scan.submit()}
                  disabled={!draft.logNo || draft.oneIds.length === 0}
                  style={TOUCH_TARGET}
                  data-testid="return-submit"
                >
                  {t('submit.button', { count: draft.oneIds.length })}
                </Button>
              </Stack>
            </Card>
            <Card withBorder padding="md">
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{t('oneIds.title')}</Text>
                <Text size="sm" c="dimmed">
                  {t('oneIds.count', { count: draft.oneIds.length, max: RETURN_ONE_IDS_MAX })}
                </Text>
              </Group>
              {draft.oneIds.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('oneIds.empty')}
                </Text>
              ) : (
                <Stack gap={4} data-testid="return-one-ids">
                  {draft.oneIds.map((oneId) => (
                    <Group key={oneId} justify="space-between" wrap="nowrap">
                      <Group gap="xs">
                        <OneIdLink oneId={oneId} style={TOUCH_TARGET} />
                        {draft.warnings[oneId] ? (
                          <Badge color="yellow" variant="light">
                            {t('oneIds.check')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Tooltip label={t('oneIds.remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          style={TOUCH_TARGET}
                          aria-label={t('oneIds.remove')}
                          onClick={() => scan.remove(oneId)}
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  ))}
                </Stack>
              )}
            </Card>
          </SimpleGrid>
        </>
      ) : (
        <Text c="dimmed">{t('readOnly')}</Text>
      )}
      <ReturnsReceivedList wareId={wareId} />
    </Stack>
  );
}
