import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { menuIcon } from '../../components/menu-icons';
import { menuLeaves } from '../../components/menu-entries';
import type { MenuEntry } from '../../components/menu-entries';

/** Quick links to every screen of the user's menu except the one being shown. */
export function ScreenLinks({ menu }: { menu: readonly MenuEntry[] }) {
  const { t } = useTranslation('workplace');
  const { pathname } = useLocation();
  const links = menuLeaves(menu).filter((entry) => entry.to.toLowerCase() !== pathname.toLowerCase());
  return (
    <Stack gap="sm" component="section">
      <Title order={4}>{t('links.title')}</Title>
      {links.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="workplace-no-links">
          {t('links.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" data-testid="workplace-links">
          {links.map((entry) => {
            const EntryIcon = menuIcon(entry.icon);
            return (
              <Card key={entry.key} component={Link} to={entry.to} withBorder padding="md" radius="md">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <EntryIcon size={24} stroke={1.6} />
                    <Text fw={500}>{t(entry.title)}</Text>
                  </Group>
                  <IconChevronRight size={18} />
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
