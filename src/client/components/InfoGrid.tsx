import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs (a drawer's section, an order's facts), two columns on a tablet and wider. */
export function InfoGrid({ items }: { items: [label: string, value: ReactNode, testId?: string][] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      {items.map(([label, value, testId]) => (
        <Stack key={label} gap={0} data-testid={testId}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {value === '' || value === null || value === undefined ? '-' : value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
