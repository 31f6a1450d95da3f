import type { TFunction } from 'i18next';
import { SYSTEM_ROLES } from '../../../domain/roles';

/**
 * A role's name in the reader's language: system roles that still carry their seeded name are
 * translated; roles an admin created or renamed show the name the admin gave them.
 */
export function roleLabel(role: { id: number; name: string } | undefined, t: TFunction): string {
  if (!role) return '';
  const system = SYSTEM_ROLES.find((r) => r.id === role.id);
  return system && system.name === role.name ? t(`workplace:roles.${role.id}`) : role.name;
}
