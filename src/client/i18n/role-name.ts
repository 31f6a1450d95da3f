import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_ROLES } from '../../domain/kernel/roles';

export type NamedRole = { id: number; name: string };

const SYSTEM_ROLE_IDS: ReadonlySet<number> = new Set(SYSTEM_ROLES.map((role) => role.id));

/**
 * A role's name in the reader's language. The system roles (src/domain/kernel/roles.ts) are stored with
 * the English name the server seeds and restores at start-up, so they are translated by id; a role
 * an admin made keeps the name the admin gave it. The names are in "common": every home screen
 * shows the user's role, and the accounts area's texts are not needed for it.
 */
export function roleName(role: NamedRole, t: TFunction): string {
  return SYSTEM_ROLE_IDS.has(role.id) ? t(`common:systemRoles.${role.id}`) : role.name;
}

/** roleName for a component: follows the language switch. */
export function useRoleName(): (role: NamedRole) => string {
  const { t } = useTranslation('common');
  return useCallback((role: NamedRole) => roleName(role, t), [t]);
}
