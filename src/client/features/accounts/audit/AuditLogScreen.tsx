import { Autocomplete, Group, Stack, Text, Title } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { AuditAction, AuditEntity } from '../../../../domain/accounts/accounts';
import { dateRangeParams } from '../../../api/date-range';
import { useAuditLog } from '../api/audit-log-list';
import type { AuditEntry } from '../api/audit-log-list';
import { KeywordFilter } from '../shared/KeywordFilter';
import { ListFooter } from '../shared/ListFooter';
import { ListTable } from '../shared/ListTable';
import { usePagedFilter } from '../shared/use-paged-filter';
import { DayRangeInput } from '../../../components/DayRangeInput';
import { AuditDiff } from './AuditDiff';

type AuditFilterValues = { actor: string; action: string; entity: string; range: DatesRangeValue<string> };

const ACTIONS = Object.values(AuditAction);
const ENTITIES = Object.values(AuditEntity);

/** Account/AuditLog: who did what and when, newest first; a row opens its before and after. */
export function AuditLogScreen() {
  const { t } = useTranslation('accounts');
  const list = usePagedFilter<AuditFilterValues>({ actor: '', action: '', entity: '', range: [null, null] }, [
    'actor',
    'action',
    'entity',
  ]);
  const { range, ...text } = list.query;
  const entries = useAuditLog({ ...text, ...dateRangeParams(range) });
  const rows = entries.data?.rows ?? [];
  const actionLabel = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
  const entityLabel = (entity: string) => t(`audit.entities.${entity}`, { defaultValue: entity });

  return (
    <Stack gap="md">
      <Title order={3}>{t('audit.title')}</Title>
      <FilterPanel active={list.active}>
        <Group gap="sm" align="flex-end">
          <KeywordFilter
            w={filterWidth(150)}
            placeholder={t('audit.actor')}
            label={t('audit.actor')}
            value={list.filter.actor}
            onChange={(actor) => list.change('actor', actor)}
          />
          <Autocomplete
            w={filterWidth(190)}
            placeholder={t('audit.action')}
            aria-label={t('audit.action')}
            data={ACTIONS.map((a) => ({ value: a, label: a }))}
            value={list.filter.action}
            onChange={(value) => list.change('action', value)}
          />
          <Autocomplete
            w={filterWidth(130)}
            placeholder={t('audit.entity')}
            aria-label={t('audit.entity')}
            data={ENTITIES}
            value={list.filter.entity}
            onChange={(value) => list.change('entity', value)}
          />
          <DayRangeInput
            w={filterWidth(240)}
            placeholder={t('audit.dateRange')}
            aria-label={t('audit.dateRange')}
            value={list.filter.range}
            onChange={(value) => list.change('range', value)}
          />
        </Group>
      </FilterPanel>
      <ListTable<AuditEntry>
        testId="audit-log"
        minWidth={740}
        columns={[
          {
            id: 'actor',
            header: t('audit.actor'),
            priority: 'key',
            cell: (entry) => entry.actorName || t('audit.system'),
          },
          {
            id: 'action',
            header: t('audit.action'),
            priority: 'key',
            cell: (entry) => (
              <>
                <Text size="sm">{actionLabel(entry.action)}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {entry.action}
                </Text>
              </>
            ),
          },
          {
            id: 'entity',
            header: t('audit.entity'),
            priority: 'high',
            cell: (entry) => entityLabel(entry.entity),
          },
          {
            id: 'entityId',
            header: t('audit.entityId'),
            priority: 'low',
            cellProps: { ff: 'monospace' },
            cell: (entry) => entry.entityId,
          },
          {
            id: 'requestId',
            header: t('audit.requestId'),
            priority: 'low',
            cell: (entry) => (
              <Text size="xs" ff="monospace" c="dimmed" maw={130} truncate="end" title={entry.requestId}>
                {entry.requestId}
              </Text>
            ),
          },
          {
            id: 'time',
            header: t('audit.time'),
            priority: 'key',
            cellProps: { fz: 'sm' },
            cell: (entry) => entry.gmtCreate,
          },
        ]}
        rows={rows}
        rowKey={(entry) => entry.id}
        rowProps={(entry) => ({ 'data-action': entry.action })}
        details={{
          heading: t('audit.change'),
          content: (entry) => <AuditDiff entry={entry} />,
          label: (entry, expanded) =>
            t(expanded ? 'audit.hideChange' : 'audit.showChange', { action: actionLabel(entry.action) }),
          rowClick: true,
        }}
        query={entries}
        filtered={list.filtered}
        striped={false}
        noWrapHeadings
      />
      <ListFooter page={entries.data} onPage={list.setPageNo} />
    </Stack>
  );
}
