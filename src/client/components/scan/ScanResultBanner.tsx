import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconScan } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ScanStatus = 'ok' | 'warn' | 'error' | 'idle';

const LOOK: Record<ScanStatus, { color: string; icon: typeof IconScan }> = {
  ok: { color: 'green', icon: IconCircleCheck },
  warn: { color: 'yellow', icon: IconAlertTriangle },
  error: { color: 'red', icon: IconCircleX },
  idle: { color: 'gray', icon: IconScan },
};

/**
 * The large colour status of the last scan, readable from an arm's length away, with what it
 * matched in `detail`. data-testid="scan-result" and data-status let tests and the scan benchmark
 * watch it; aria-live reads it out for screen readers.
 */
export function ScanResultBanner({
  status,
  title,
  detail,
  code,
}: {
  status: ScanStatus;
  title: string;
  detail?: ReactNode;
  code?: string;
}) {
  const { color, icon: Icon } = LOOK[status];
  const filled = status !== 'idle';
  return (
    <Paper
      data-testid="scan-result"
      data-status={status}
      data-code={code ?? ''}
      role="status"
      aria-live="assertive"
      radius="md"
      p="md"
      bg={filled ? `var(--mantine-color-${color}-filled)` : undefined}
      withBorder={!filled}
      c={filled ? (status === 'warn' ? 'dark.9' : 'white') : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={48} radius="xl" variant={filled ? 'white' : 'light'} color={color}>
          <Icon size={32} />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fz={26} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {detail ? <div>{detail}</div> : null}
        </Stack>
      </Group>
    </Paper>
  );
}
