import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { grantableCodes } from '../../../../domain/accounts/accounts';
import type { Action, PermissionGrant } from '../../../../domain/kernel/permissions';
import type { CatalogueEntry } from '../api/permission-catalogue';
import { GrantMatrix } from '../shared/GrantMatrix';
import type { GrantRow } from '../shared/GrantMatrix';
import { actionsOf, setEvery } from '../shared/grant-editing';

/**
 * The role editor's tree, built from GET /role/catalogue: the named permissions (dashboard,
 * business, download center) a role of this kind may hold, then for admin roles every module
 * followed by its pages. A module's grant covers its pages, so those cells show as granted.
 */
export function permissionTreeRows(
  catalogue: readonly CatalogueEntry[],
  userType: number,
  grants: readonly PermissionGrant[],
) {
  const allowed = grantableCodes(userType);
  const usable = catalogue.filter((e) => allowed.has(e.permissionId));
  const row = (e: CatalogueEntry, depth = 0, inherited: readonly Action[] = []): GrantRow => ({
    code: e.permissionId,
    title: e.title,
    actions: e.actions,
    depth,
    inherited: inherited.filter((a) => e.actions.includes(a)),
  });
  const named = usable.filter((e) => e.kind === 'named').map((e) => row(e));
  const modules = usable
    .filter((e) => e.kind === 'module')
    .flatMap((m) => [
      row(m),
      ...usable
        .filter((p) => p.kind === 'page' && p.parentId === m.permissionId)
        .map((p) => row(p, 1, actionsOf(grants, m.permissionId))),
    ]);
  return { named, modules };
}

export function PermissionTree({
  catalogue,
  userType,
  grants,
  onChange,
  disabled = false,
}: {
  catalogue: readonly CatalogueEntry[];
  userType: number;
  grants: readonly PermissionGrant[];
  onChange: (next: PermissionGrant[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('accounts');
  const { named, modules } = permissionTreeRows(catalogue, userType, grants);
  const everything = [...named, ...modules].map((r) => ({ code: r.code, actions: r.actions }));
  return (
    <Stack gap="sm" data-testid="permission-tree">
      <Group justify="space-between">
        <Text fw={600}>{t('roles.permissions')}</Text>
        {!disabled && (
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onChange(setEvery(grants, everything, true))}
            >
              {t('roles.grantEverything')}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => onChange(setEvery(grants, everything, false))}
            >
              {t('roles.clearEverything')}
            </Button>
          </Group>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('roles.namedSection')}
      </Text>
      <GrantMatrix
        rows={named}
        grants={grants}
        onChange={onChange}
        disabled={disabled}
        label={t('roles.namedSection')}
      />
      {modules.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('roles.modulesSection')}
          </Text>
          <GrantMatrix
            rows={modules}
            grants={grants}
            onChange={onChange}
            disabled={disabled}
            label={t('roles.modulesSection')}
          />
        </>
      )}
    </Stack>
  );
}
