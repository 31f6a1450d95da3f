import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the board. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** What a part of the board says when it has nothing to count. */
export function Nothing({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Text c="dimmed" size="sm" data-testid={testId}>
      {children}
    </Text>
  );
}

/** A dollar axis value (charts take dollars: cents / 100), whole dollars. */
export const dollarsTick = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
