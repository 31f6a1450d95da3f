import { ActionIcon, Table, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from '../touch-target';
import { clickToToggle, sameRow } from './columns';
import type { RowViewProps, ViewProps } from './columns';
import { Fields } from './Fields';
import type { ListLayout } from './use-list-layout';

/** A list as a table (tablet and wide): the shown columns, the folded ones in each row's details. */
export function RowsTable<Row>({
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
  touch,
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
                touch={touch}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
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
  touch,
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
              style={touch ? TOUCH_TARGET : undefined}
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
