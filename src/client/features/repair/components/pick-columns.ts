import type { ColumnPriority, ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';

/** A column as a repair list defines it once; each list gives it the priority it has for its reader. */
export type NamedColumn<Row> = Omit<ResponsiveColumn<Row>, 'priority'>;

/** The columns a list shows, in its order, each with how much it matters to the list's reader. */
export function pickColumns<Row, Name extends string>(
  all: Record<Name, NamedColumn<Row>>,
  picked: readonly (readonly [Name, ColumnPriority])[],
): ResponsiveColumn<Row>[] {
  return picked.map(([name, priority]) => ({ ...all[name], priority }));
}
