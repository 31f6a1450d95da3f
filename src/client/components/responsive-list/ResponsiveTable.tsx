import {
  ActionIcon,
  Box,
  Button,
  Center,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { TableProps, TableTdProps } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useState } from 'react';
import type { CSSProperties, Key, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListLayout } from './use-list-layout';
import type { ListLayout } from './use-list-layout';

/**
 * How much a column matters to a worker:
 * - 'key': shown at every width, and on a phone's card;
 * - 'high': shown in the table on a tablet and wider; on a phone under the card's "More details";
 * - 'low': shown in the table on a wide screen only; on a tablet in the row's details (the
 *   chevron at its end), on a phone under "More details".
 */
export type ColumnPriority = 'key' | 'high' | 'low';

export type ResponsiveColumn<Row> = {
  id: string;
  header: ReactNode;
  /** The column's name on a card or in a row's details when the header is not plain text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  priority: ColumnPriority;
  align?: 'right';
  width?: number;
  cellProps?: Omit<TableTdProps, 'children'>;
};

/** What a row carries at every width (test ids, a click that opens it). */
export type RowAttributes = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  style?: CSSProperties;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

export type RowDetails<Row> = {
  /** The toggles' column heading (read by screen readers). */
  heading: string;
  content: (row: Row) => ReactNode;
  label: (row: Row, expanded: boolean) => string;
  rowClick?: boolean;
};

type Props<Row> = {
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Names a row in its "show more" button (a ONE ID, a username); default its position. */
  rowName?: (row: Row) => string;
  rowProps?: (row: Row) => RowAttributes;
  /** The loading, failed or empty message, shown instead of (before) the rows when set. */
  state?: ReactNode;
  /** On a wide screen the table keeps this width and scrolls sideways inside its box. */
  minWidth?: number;
  testId: string;
  tableProps?: Omit<TableProps, 'children' | 'data'>;
  /**
   * More about a row than its columns (an audit entry's change): shown with the folded columns
   * at every width, behind the toggle named by `label`; `rowClick` lets a click on the row toggle it.
   */
  details?: RowDetails<Row>;
  /** Above a phone's cards: what the table's header row holds for the whole page (select all). */
  cardsHeader?: ReactNode;
  /**
   * When two row values show the same thing although they are new objects (a row built from a
   * cached record and a flag): lets a re-render of the list skip the rows that did not change.
   * Rows are memoised anyway when the same object comes back; with stable `columns`, `rowProps`
   * and `details` (useMemo/useCallback in the screen) a change re-renders only the changed rows.
   */
  rowEqual?: (a: Row, b: Row) => boolean;
};

const SHOWN: Record<ListLayout, readonly ColumnPriority[]> = {
  wide: ['key', 'high', 'low'],
  tablet: ['key', 'high'],
  phone: ['key'],
};

function labelOf<Row>(column: ResponsiveColumn<Row>): ReactNode {
  return column.label ?? column.header;
}

/** The columns a layout leaves out of the table or card, as name and value pairs. */
function Fields<Row>({ columns, row }: { columns: readonly ResponsiveColumn<Row>[]; row: Row }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={6}>
      {columns.map((column) => (
        <Box key={column.id} data-field={column.id}>
          <Text size="xs" c="dimmed">
            {labelOf(column)}
          </Text>
          <Box fz="sm">{column.cell(row)}</Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/**
 * A list's rows, laid out for the width it has (useListLayout): every column on a wide screen;
 * on a tablet the 'key' and 'high' columns with the rest in each row's details, so nothing
 * scrolls sideways; on a phone one card per row with its 'key' fields and the rest under "More
 * details". Screens declare each column's priority; this component alone decides what shows.
 */
export function ResponsiveTable<Row>(props: Props<Row>) {
  const layout = useListLayout();
  const [open, setOpen] = useState<ReadonlySet<Key>>(new Set());
  const toggle = useCallback(
    (key: Key) =>
      setOpen((was) => {
        const next = new Set(was);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const { columns } = props;
  const shown = useMemo(() => columns.filter((c) => SHOWN[layout].includes(c.priority)), [columns, layout]);
  const folded = useMemo(() => columns.filter((c) => !SHOWN[layout].includes(c.priority)), [columns, layout]);
  const view = { ...props, shown, folded, open, toggle };
  return layout === 'phone' ? <Cards {...view} /> : <RowsTable {...view} layout={layout} />;
}

type ViewProps<Row> = Props<Row> & {
  shown: readonly ResponsiveColumn<Row>[];
  folded: readonly ResponsiveColumn<Row>[];
  open: ReadonlySet<Key>;
  toggle: (key: Key) => void;
};

function RowsTable<Row>({
  layout,
  rows,
  rowKey,
  rowName,
  rowProps,
  state,
  minWidth = 0,
  testId,
  tableProps,
  details,
  rowEqual,
  shown,
  folded,
  open,
  toggle,
}: ViewProps<Row> & { layout: ListLayout }) {
  const { t } = useTranslation('common');
  const withDetails = folded.length > 0 || details !== undefined;
  const span = shown.length + (withDetails ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={layout === 'wide' ? minWidth : 0} type="native">
      <Table {...tableProps} data-testid={testId} data-layout={layout}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.id} ta={column.align} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
            {withDetails && (
              <Table.Th w={40}>
                <VisuallyHidden>{details?.heading ?? t('list.moreDetails')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {state != null && (
            <Table.Tr>
              <Table.Td colSpan={span}>{state}</Table.Td>
            </Table.Tr>
          )}
          {rows.map((row, index) => {
            const key = rowKey(row);
            return (
              <TableRow
                key={key}
                rowKey={key}
                row={row}
                name={rowName?.(row) ?? t('list.row', { index: index + 1 })}
                expanded={open.has(key)}
                toggle={toggle}
                shown={shown}
                folded={folded}
                span={span}
                withDetails={withDetails}
                details={details}
                rowProps={rowProps}
                rowEqual={rowEqual}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Cards<Row>({
  rows,
  rowKey,
  rowProps,
  state,
  testId,
  tableProps,
  details,
  rowEqual,
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
          />
        );
      })}
    </Stack>
  );
}

/** A card's first named column: it heads the card, with the unnamed ones (a checkbox) before it. */
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

function clickToToggle<Row>(details: Props<Row>['details'], toggle: () => void): RowAttributes {
  return details?.rowClick ? { onClick: toggle, style: { cursor: 'pointer' } } : {};
}

type RowViewProps<Row> = {
  rowKey: Key;
  row: Row;
  expanded: boolean;
  toggle: (key: Key) => void;
  shown: readonly ResponsiveColumn<Row>[];
  folded: readonly ResponsiveColumn<Row>[];
  details: RowDetails<Row> | undefined;
  rowProps: Props<Row>['rowProps'];
  rowEqual: Props<Row>['rowEqual'];
};

/**
 * Whether a row can keep what it rendered: every prop the same, its row the same object or equal
 * by the screen's rowEqual. A scan that changes one record so re-renders one row, not the page.
 */
function sameRow<P extends RowViewProps<unknown>>(prev: P, next: P): boolean {
  for (const name of Object.keys(next) as (keyof P)[]) {
    if (name === 'row') continue;
    if (!Object.is(prev[name], next[name])) return false;
  }
  return prev.row === next.row || (next.rowEqual?.(prev.row, next.row) ?? false);
}

const TableRow = memo(function TableRow<Row>({
  rowKey: key,
  row,
  name,
  expanded,
  toggle,
  shown,
  folded,
  span,
  withDetails,
  details,
  rowProps,
}: RowViewProps<Row> & { name: string; span: number; withDetails: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Table.Tr {...clickToToggle(details, () => toggle(key))} {...rowProps?.(row)}>
        {shown.map((column) => (
          <Table.Td key={column.id} ta={column.align} {...column.cellProps}>
            {column.cell(row)}
          </Table.Td>
        ))}
        {withDetails && (
          <Table.Td>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-expanded={expanded}
              aria-label={
                details?.label(row, expanded) ?? t(expanded ? 'list.showLess' : 'list.showMore', { name })
              }
              onClick={(event) => {
                // A row that opens on click should not open for its details.
                event.stopPropagation();
                toggle(key);
              }}
            >
              {expanded ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            </ActionIcon>
          </Table.Td>
        )}
      </Table.Tr>
      {withDetails && expanded && (
        <Table.Tr data-row-details>
          <Table.Td colSpan={span}>
            <Fields columns={folded} row={row} />
            {details?.content(row)}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}, sameRow) as <Row>(
  props: RowViewProps<Row> & { name: string; span: number; withDetails: boolean },
) => ReactNode;

const CardRow = memo(function CardRow<Row>({
  rowKey: key,
  row,
  expanded,
  toggle,
  shown,
  folded,
  details,
  rowProps,
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
          .map((column) => (
            <Group key={column.id} justify="space-between" wrap="nowrap" gap="sm" data-field={column.id}>
              <Text size="xs" c="dimmed">
                {labelOf(column)}
              </Text>
              <Box fz="sm" ta="right" miw={0}>
                {column.cell(row)}
              </Box>
            </Group>
          ))}
        {(folded.length > 0 || details) && (
          <>
            <Button
              variant="subtle"
              size="compact-xs"
              w="fit-content"
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
