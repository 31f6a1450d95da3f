import { Anchor, Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Props = {
  label: string;
  /** undefined while the board loads. */
  value: ReactNode | undefined;
  /** The list behind the figure. */
  to: string;
  /**
   * What the list shows: the link's description (and its tooltip). Its name stays the visible text,
   * so a spoken command naming what is on screen finds it (WCAG 2.5.3, label in name).
   */
  linkLabel: string;
  testId: string;
};

/** One figure of the board: its label, its value, and a link to the list it counts. */
export function Figure({ label, value, to, linkLabel, testId }: Props) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={28} mt={4} />
      ) : (
        <Anchor
          component={Link}
          to={to}
          title={linkLabel}
          size="xl"
          fw={700}
          underline="hover"
          data-testid={testId}
        >
          {value}
        </Anchor>
      )}
    </Paper>
  );
}

/** A row of a breakdown: its name and its number, the number linking to the list behind it. */
export function FigureRow({ name, value, to, linkLabel, testId }: Omit<Props, 'label'> & { name: string }) {
  return (
    <Anchor
      component={Link}
      to={to}
      title={linkLabel}
      underline="hover"
      c="inherit"
      data-testid={testId}
      style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}
    >
      <Text size="sm" span>
        {name}
      </Text>
      <Text size="sm" fw={600} span>
        {value}
      </Text>
    </Anchor>
  );
}
