import { Box, Button, Center, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from '../touch-target';
import { clickToToggle, labelOf, sameRow } from './columns';
import type { ResponsiveColumn, RowViewProps, ViewProps } from './columns';
import { Fields } from './Fields';

/** A list as cards (phone): one card per row with its 'key' fields, the rest under "More details". */
export function RowCards<Row>({
  rows,
  rowKey,
  rowProps,
  state,
  testId,
  tableProps,
  details,
  rowEqual,
  touch,
  cardsHeader,
  shown,
  folded,
  open,
  toggle,
}: ViewProps<Row>) {
  return (
    <Stack gap="xs" data-testid={testId} data-layout="phone" aria-busy={tableProps?.['aria-busy']}>
      {cardsHeader}
      {state != null && <Center py="md">{state}</Center>}
      {rows.map((row) => {
        const key = rowKey(row);
        return (
          <CardRow
            key={key}
            rowKey={key}
            row={row}
            expanded={open.has(key)}
            toggle={toggle}
            shown={shown}
            folded={folded}
            details={details}
            rowProps={rowProps}
            rowEqual={rowEqual}
            touch={touch}
          />
        );
      })}
    </Stack>
  );
}

function titleOf<Row>(columns: readonly ResponsiveColumn<Row>[]) {
  return columns.find((column) => labelOf(column));
}

function CardTitle<Row>({ columns, row }: { columns: readonly ResponsiveColumn<Row>[]; row: Row }) {
  const title = titleOf(columns);
  const heading = columns.filter((column) => !labelOf(column) || column === title);
  return (
    <Group gap="sm" wrap="nowrap" data-field={title?.id}>
      {heading.map((column) => (
        <Box key={column.id} fw={column === title ? 600 : undefined} miw={0}>
          {column.cell(row)}
        </Box>
      ))}
    </Group>
  );
}

const CardRow = memo(function CardRow<Row>({
  rowKey: key,
  row,
  expanded,
  toggle,
  shown,
  folded,
  details,
  rowProps,
  touch,
}: RowViewProps<Row>) {
  const { t } = useTranslation('common');
  return (
    <Paper
      key={key}
      withBorder
      p="sm"
      radius="md"
      {...clickToToggle(details, () => toggle(key))}
      {...rowProps?.(row)}
    >
      <Stack gap={6}>
        <CardTitle columns={shown} row={row} />
        {shown
          .filter((column) => labelOf(column) && column !== titleOf(shown))
          .map((column) => ({ column, value: column.cell(row) }))
          // A cell with nothing for this row (no action it may take) shows no empty labelled line.
          .filter(({ value }) => value !== null && value !== undefined && value !== false)
          .map(({ column, value }) => (
            <Group key={column.id} justify="space-between" wrap="nowrap" gap="sm" data-field={column.id}>
              <Text size="xs" c="dimmed">
                {labelOf(column)}
              </Text>
              <Box fz="sm" ta="right" miw={0}>
                {value}
              </Box>
            </Group>
          ))}
        {(folded.length > 0 || details) && (
          <>
            <Button
              variant="subtle"
              size="compact-xs"
              w="fit-content"
              style={touch ? TOUCH_TARGET : undefined}
              aria-expanded={expanded}
              rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
              onClick={(event) => {
                event.stopPropagation();
                toggle(key);
              }}
            >
              {details ? details.label(row, expanded) : t(expanded ? 'list.lessDetails' : 'list.moreDetails')}
            </Button>
            <Collapse in={expanded}>
              <Fields columns={folded} row={row} />
              {expanded && details?.content(row)}
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}, sameRow) as <Row>(props: RowViewProps<Row>) => ReactNode;
