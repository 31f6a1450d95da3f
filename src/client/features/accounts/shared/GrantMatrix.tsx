import { Checkbox, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACTIONS } from '../../../../domain/kernel/permissions';
import type { Action, PermissionGrant } from '../../../../domain/kernel/permissions';
import { actionsOf, rowState, setActions, toggleAction } from './grant-editing';

export type GrantRow = {
  code: string;
  title: string;
  /** The actions that exist for this code; the other cells stay empty. */
  actions: readonly Action[];
  /** 0 for a module or a standalone code, 1 for a page under its module. */
  depth?: number;
  /** Actions already granted from above (a module's grant covers its pages). */
  inherited?: readonly Action[];
};

/**
 * A grid of permission codes (rows) by actions (columns) with a checkbox per possible action and
 * one per row for all of its actions. Every checkbox is labelled "<title>: <action>" for screen
 * readers and tests.
 */
export function GrantMatrix({
  rows,
  grants,
  onChange,
  disabled = false,
  label,
}: {
  rows: readonly GrantRow[];
  grants: readonly PermissionGrant[];
  onChange: (next: PermissionGrant[]) => void;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Table.ScrollContainer minWidth={660}>
      <Table withTableBorder verticalSpacing={4} horizontalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('grants.permission')}</Table.Th>
            <Table.Th ta="center" fz="xs">
              {t('grants.all')}
            </Table.Th>
            {ACTIONS.map((action) => (
              <Table.Th key={action} ta="center" fz="xs" style={{ whiteSpace: 'nowrap' }}>
                {t(`permissionActions.${action}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <GrantMatrixRow
              key={row.code}
              row={row}
              grants={grants}
              onChange={onChange}
              disabled={disabled}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function GrantMatrixRow({
  row,
  grants,
  onChange,
  disabled,
}: {
  row: GrantRow;
  grants: readonly PermissionGrant[];
  onChange: (next: PermissionGrant[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('accounts');
  const own = actionsOf(grants, row.code);
  const inherited = row.inherited ?? [];
  const effective = [...new Set([...own, ...inherited])];
  const state = rowState([{ permissionId: row.code, actionList: effective }], row.code, row.actions);
  const open = row.actions.filter((a) => !inherited.includes(a));
  return (
    <Table.Tr data-permission={row.code}>
      <Table.Td pl={row.depth ? 28 : undefined}>
        <Text size="sm" fw={row.depth ? 400 : 600}>
          {row.title}
        </Text>
      </Table.Td>
      <Table.Td>
        <Checkbox
          mx="auto"
          w="fit-content"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={disabled || open.length === 0}
          onChange={(e) => onChange(setActions(grants, row.code, e.currentTarget.checked ? row.actions : []))}
          aria-label={t('grants.rowAll', { title: row.title })}
        />
      </Table.Td>
      {ACTIONS.map((action) => {
        if (!row.actions.includes(action)) return <Table.Td key={action} />;
        const fromAbove = inherited.includes(action);
        const box = (
          <Checkbox
            mx="auto"
            w="fit-content"
            checked={fromAbove || own.includes(action)}
            disabled={disabled || fromAbove}
            onChange={(e) => onChange(toggleAction(grants, row.code, action, e.currentTarget.checked))}
            aria-label={t('grants.cell', { title: row.title, action: t(`permissionActions.${action}`) })}
          />
        );
        return (
          <Table.Td key={action}>
            {fromAbove ? (
              <Tooltip label={t('grants.inherited')} withArrow>
                <div>{box}</div>
              </Tooltip>
            ) : (
              box
            )}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}
