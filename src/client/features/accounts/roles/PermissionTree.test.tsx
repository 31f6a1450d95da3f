import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PermissionGrant } from '../../../../domain/kernel/permissions';
import { initI18n } from '../../../i18n/setup';
import type { CatalogueEntry } from '../api/permission-catalogue';
import { renderWithProviders } from '../../../../../tests/client/support/admin-test-kit';
import { PermissionTree } from './PermissionTree';

const READ = ['query', 'get', 'export'] as const;
const ALL = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
const catalogue: CatalogueEntry[] = [
  { permissionId: 'dashboard', title: 'Dashboard', kind: 'named', parentId: null, actions: [...READ] },
  { permissionId: 'business', title: 'Merchant area', kind: 'named', parentId: null, actions: [...ALL] },
  { permissionId: 'admin', title: 'Download center', kind: 'named', parentId: null, actions: [...READ] },
  { permissionId: '1100', title: 'Accounts', kind: 'module', parentId: null, actions: [...ALL] },
  { permissionId: '1100001', title: 'Business accounts', kind: 'page', parentId: '1100', actions: [...ALL] },
  { permissionId: '1100005', title: 'Audit log', kind: 'page', parentId: '1100', actions: [...READ] },
  { permissionId: '700101', title: 'Workplace', kind: 'warehouse', parentId: null, actions: [...ALL] },
];

function Harness({
  userType,
  initial = [],
  onChange,
}: {
  userType: number;
  initial?: PermissionGrant[];
  onChange?: (g: PermissionGrant[]) => void;
}) {
  const [grants, setGrants] = useState<PermissionGrant[]>(initial);
  return (
    <PermissionTree
      catalogue={catalogue}
      userType={userType}
      grants={grants}
      onChange={(next) => {
        setGrants(next);
        onChange?.(next);
      }}
    />
  );
}

beforeAll(() => initI18n('en-US'));
afterEach(cleanup);

describe('permission tree', () => {
  it('shows an admin role the modules with their pages, each with only the actions it has', () => {
    renderWithProviders(<Harness userType={1} />);
    const modules = screen.getByRole('table', { name: /Admin modules and pages/ });
    const rows = within(modules)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('data-permission'));
    expect(rows).toEqual(['1100', '1100001', '1100005']);
    const auditLog = within(modules).getAllByRole('row')[3];
    expect(
      within(auditLog)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Audit log: all actions', 'Audit log: Query', 'Audit log: View', 'Audit log: Export']);
    // Warehouse codes are granted per warehouse, never by a role; "business" is the merchants' area.
    expect(screen.queryByText('Workplace')).toBeNull();
    expect(screen.queryByText('Merchant area')).toBeNull();
  });

  it('shows a merchant role only the named permissions a merchant may hold', () => {
    renderWithProviders(<Harness userType={5} />);
    expect(screen.getByText('Merchant area')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Admin modules and pages/ })).toBeNull();
  });

  it('ticks single actions and whole rows', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness userType={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Business accounts: Enable' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Audit log: all actions' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { permissionId: '1100001', actionList: ['enable'] },
      { permissionId: '1100005', actionList: ['query', 'get', 'export'] },
    ]);
    const row = screen.getByRole('checkbox', { name: 'Business accounts: all actions' }) as HTMLInputElement;
    expect(row.checked).toBe(false);
    expect(row.getAttribute('data-indeterminate')).toBe('true');
  });

  it("marks a page's actions granted by its module as granted and not separately editable", () => {
    renderWithProviders(<Harness userType={1} initial={[{ permissionId: '1100', actionList: ['query'] }]} />);
    const inherited = screen.getByRole('checkbox', { name: 'Business accounts: Query' }) as HTMLInputElement;
    expect(inherited.checked).toBe(true);
    expect(inherited.disabled).toBe(true);
    const own = screen.getByRole('checkbox', { name: 'Business accounts: Add' }) as HTMLInputElement;
    expect(own.checked).toBe(false);
    expect(own.disabled).toBe(false);
  });

  it('grants everything a role of this kind may hold in one click', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness userType={4} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Grant everything' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { permissionId: 'dashboard', actionList: ['query', 'get', 'export'] },
      { permissionId: 'admin', actionList: ['query', 'get', 'export'] },
    ]);
  });
});
