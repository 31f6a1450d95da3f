import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';

/** A flex screen's title and what it is for, with its main button beside them. */
export function FlexScreenHeader({
  title,
  intro,
  action,
}: {
  title: string;
  intro: string;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Title order={3}>{title}</Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}

export type Said = { ok: boolean; text: string } | null;

/**
 * The server's word on the last step taken on a screen (its success message, or its refusal as it
 * is), and the mutation callbacks that keep it.
 */
export function useSaid() {
  const [said, setSaid] = useState<Said>(null);
  const answered = useMemo(
    () => ({
      onSuccess: (answer: string | { message: string }) =>
        setSaid({ ok: true, text: typeof answer === 'string' ? answer : answer.message }),
      onError: (error: Error) => setSaid({ ok: false, text: error.message }),
    }),
    [],
  );
  return { said, answered };
}

export function SaidAlert({ said }: { said: Said }) {
  if (!said) return null;
  return (
    <Alert color={said.ok ? 'green' : 'red'} role={said.ok ? 'status' : 'alert'}>
      {said.text}
    </Alert>
  );
}
