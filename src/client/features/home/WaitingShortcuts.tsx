import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { waitingShortcuts } from '../../../domain/home/home';
import type { HomeSummary } from '../../../domain/home/home';

/** What waits for the seller (orders to pay, cash-outs to accept, forecasts on the way...), each a shortcut. */
export function WaitingShortcuts({ summary }: { summary: HomeSummary | undefined }) {
  const { t } = useTranslation('home');
  const shortcuts = summary ? waitingShortcuts(summary.waiting) : [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-waiting-title">
      <Title order={4} id="home-waiting-title">
        {t('waiting.title')}
      </Title>
      {!summary ? (
        <Skeleton h={48} radius="md" />
      ) : shortcuts.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="home-nothing-waiting">
          {t('waiting.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="home-waiting">
          {shortcuts.map((s) => (
            <Card
              key={s.key}
              component={Link}
              to={s.to}
              withBorder
              padding="sm"
              radius="md"
              data-testid={`home-waiting-${s.key}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <Badge size="lg" circle={s.count < 10} variant="filled">
                    {s.count}
                  </Badge>
                  <Text fw={500}>{t(s.label, { count: s.count })}</Text>
                </Group>
                <IconChevronRight size={18} />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
