import { Badge, Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListLayout } from './use-list-layout';

/**
 * A list screen's filters. On a phone they fold behind a "Filters" button that counts the
 * filters set, so the first row shows without scrolling; wider, they show as they are. The tree
 * is the same at every width (only the button comes and goes before the fold), so the fields stay
 * mounted when folded and when a tablet turns between portrait and landscape: nothing typed is lost.
 */
export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('common');
  const phone = useListLayout() === 'phone';
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <Stack gap="xs" data-testid={phone ? 'filter-panel' : undefined}>
      {phone && (
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          leftSection={<IconFilter size={14} />}
          rightSection={active > 0 ? <Badge size="sm">{active}</Badge> : null}
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={toggle}
          data-testid="filter-toggle"
        >
          {t('list.filters')}
        </Button>
      )}
      <Collapse in={!phone || opened} id={panelId} transitionDuration={phone ? undefined : 0}>
        {children}
      </Collapse>
    </Stack>
  );
}

/**
 * A filter field's width: its own beside the others on a tablet or wider, the whole line on a
 * phone (Mantine's responsive style prop, so no layout code of our own).
 */
export function filterWidth(px: number) {
  return { base: '100%', sm: px };
}

/** How many of a filter form's values are set: text not blank, a choice made, a date picked. */
export function countSetFilters(values: Record<string, unknown>): number {
  return Object.values(values).filter((value) => {
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.some((v) => v !== null && v !== undefined);
    return value !== null && value !== undefined;
  }).length;
}
