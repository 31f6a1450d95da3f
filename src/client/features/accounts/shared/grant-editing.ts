import { ACTIONS } from '../../../../domain/kernel/permissions';
import type { Action, PermissionGrant } from '../../../../domain/kernel/permissions';

/**
 * Pure edits of a grant list (permissionId + actionList), shared by the role editor and the
 * per-warehouse assignment. Actions stay in catalogue order and empty grants disappear, the
 * same shape the server stores (normalizeGrants).
 */
export function actionsOf(grants: readonly PermissionGrant[], code: string): readonly Action[] {
  return grants.find((g) => g.permissionId === code)?.actionList ?? [];
}

export function setActions(
  grants: readonly PermissionGrant[],
  code: string,
  actions: Iterable<Action>,
): PermissionGrant[] {
  const wanted = new Set(actions);
  const actionList = ACTIONS.filter((a) => wanted.has(a));
  const others = grants.filter((g) => g.permissionId !== code);
  if (actionList.length === 0) return others;
  const at = grants.findIndex((g) => g.permissionId === code);
  const next = { permissionId: code, actionList };
  if (at === -1) return [...others, next];
  return [...grants.slice(0, at), next, ...grants.slice(at + 1)];
}

export function toggleAction(
  grants: readonly PermissionGrant[],
  code: string,
  action: Action,
  on: boolean,
): PermissionGrant[] {
  const current = new Set(actionsOf(grants, code));
  if (on) current.add(action);
  else current.delete(action);
  return setActions(grants, code, current);
}

export type RowState = 'all' | 'some' | 'none';

/** How much of an entry's possible actions are granted: drives its row checkbox (checked, indeterminate). */
export function rowState(
  grants: readonly PermissionGrant[],
  code: string,
  possible: readonly Action[],
): RowState {
  const held = actionsOf(grants, code).filter((a) => possible.includes(a));
  if (held.length === 0) return 'none';
  return held.length === possible.length ? 'all' : 'some';
}

/** Grants or clears every possible action of several entries at once (the "all" shortcuts). */
export function setEvery(
  grants: readonly PermissionGrant[],
  entries: readonly { code: string; actions: readonly Action[] }[],
  on: boolean,
): PermissionGrant[] {
  return entries.reduce<PermissionGrant[]>(
    (acc, e) => setActions(acc, e.code, on ? e.actions : []),
    [...grants],
  );
}
