import '@mantine/dates/styles.css';
import { ActionIcon, Autocomplete, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DatesRangeValue } from '@mantine/dates';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditAction, AuditEntity } from '../../../../domain/accounts';
import { dateRangeParams } from '../../../api/date-range';
import { useAuditLog } from '../api/audit-log-list';
import { KeywordFilter } from '../shared/KeywordFilter';
import { ListFooter } from '../shared/ListFooter';
import { ListTable } from '../shared/ListTable';
import type { ListColumn } from '../shared/ListTable';
import { usePagedFilter } from '../shared/use-paged-filter';
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
  const [open, setOpen] = useState<number | null>(null);
  const rows = entries.data?.rows ?? [];
  const actionLabel = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
  const entityLabel = (entity: string) => t(`audit.entities.${entity}`, { defaultValue: entity });
  const columns: ListColumn[] = [
    { width: 40, label: <VisuallyHidden>{t('audit.change')}</VisuallyHidden> },
    ...(['actor', 'action', 'entity', 'entityId', 'requestId', 'time'] as const).map((key) => ({
      label: t(`audit.${key}`),
    })),
  ];

  return (
    <Stack gap="md">
      <Title order={3}>{t('audit.title')}</Title>
      <Group gap="sm" align="flex-end">
        <KeywordFilter
          w={150}
          placeholder={t('audit.actor')}
          label={t('audit.actor')}
          value={list.filter.actor}
          onChange={(actor) => list.change('actor', actor)}
        />
        <Autocomplete
          w={190}
          placeholder={t('audit.action')}
          aria-label={t('audit.action')}
          data={ACTIONS.map((a) => ({ value: a, label: a }))}
          value={list.filter.action}
          onChange={(value) => list.change('action', value)}
        />
        <Autocomplete
          w={130}
          placeholder={t('audit.entity')}
          aria-label={t('audit.entity')}
          data={ENTITIES}
          value={list.filter.entity}
          onChange={(value) => list.change('entity', value)}
        />
        <DatePickerInput
          type="range"
          w={240}
          clearable
          allowSingleDateInRange
          placeholder={t('audit.dateRange')}
          aria-label={t('audit.dateRange')}
          valueFormat="YYYY-MM-DD"
          value={list.filter.range}
          onChange={(value) => list.change('range', value)}
        />
      </Group>
      <ListTable
        testId="audit-log"
        minWidth={740}
        columns={columns}
        query={entries}
        empty={rows.length === 0}
        filtered={list.filtered}
        striped={false}
        headingStyle={{ whiteSpace: 'nowrap' }}
      >
        {rows.map((entry) => {
          const expanded = open === entry.id;
          return (
            <Fragment key={entry.id}>
              <Table.Tr
                data-action={entry.action}
                style={{ cursor: 'pointer' }}
                onClick={() => setOpen(expanded ? null : entry.id)}
              >
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-expanded={expanded}
                    aria-label={t(expanded ? 'audit.hideChange' : 'audit.showChange', {
                      action: actionLabel(entry.action),
                    })}
                  >
                    {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  </ActionIcon>
                </Table.Td>
                <Table.Td>{entry.actorName || t('audit.system')}</Table.Td>
                <Table.Td>
                  <Text size="sm">{actionLabel(entry.action)}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {entry.action}
                  </Text>
                </Table.Td>
                <Table.Td>{entityLabel(entry.entity)}</Table.Td>
                <Table.Td ff="monospace">{entry.entityId}</Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" c="dimmed" maw={130} truncate="end" title={entry.requestId}>
                    {entry.requestId}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm">{entry.gmtCreate}</Table.Td>
              </Table.Tr>
              {expanded && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length} bg="var(--mantine-color-body)">
                    <AuditDiff entry={entry} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </ListTable>
      <ListFooter page={entries.data} onPage={list.setPageNo} />
    </Stack>
  );
}
