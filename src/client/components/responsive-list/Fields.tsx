import { Box, SimpleGrid, Text } from '@mantine/core';
import { labelOf } from './columns';
import type { ResponsiveColumn } from './columns';

export function Fields<Row>({ columns, row }: { columns: readonly ResponsiveColumn<Row>[]; row: Row }) {
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
