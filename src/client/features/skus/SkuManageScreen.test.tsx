import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../domain/auth/auth';
import { ACTIONS, WarehousePermission } from '../../../domain/kernel/permissions';
import type { ImportErrors } from '../../../domain/kernel/imports';
import { SkuStatus } from '../../../domain/skus/rules';
import type { SkuRow } from '../../../domain/skus/skus';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { fakeAdminApi, page, renderWithProviders } from '../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { WarehouseSkuManageScreen } from './SkuManageScreen';

spyOnNotifications();

/** A refused import as the server answers it: nothing imported, the bad row and column named. */
const REFUSED = {
  'en-US': {
    msg: 'Row 3, Name: required (1 problem in all; nothing was imported)',
    column: 'Name',
    problem: 'required',
  },
  'zh-CN': { msg: '第 3 行，名称：必填（共 1 个问题；未导入任何数据）', column: '名称', problem: '必填' },
};
const CODES = ['E2E-IMP-1', 'E2E-IMP-2', 'E2E-IMP-3'];

/** The warehouse's SKU catalogue: an import refused until `fixed`, then taken whole; create and disable. */
function fakeCatalogue(locale: keyof typeof REFUSED = 'en-US') {
  const skus: SkuRow[] = [];
  const add = (sku: string, brand: string, name: string, sizes: string[]) => {
    const row = { id: skus.length + 1, sku, brand, name, sizes, image: '', status: SkuStatus.enabled };
    skus.push({ ...row, gmtModify: '2026-12-01T00:00:00.000Z' });
    return skus[skus.length - 1];
  };
  const state = { fixed: false };
  const refused = REFUSED[locale];
  const data: ImportErrors = {
    errors: [{ row: 3, column: refused.column, message: refused.problem }],
    errorCount: 1,
  };
  const api = fakeAdminApi({
    '/api/warehouse/sku/list': (body) => {
      const { keyword } = body as { keyword?: string };
      return { data: page(skus.filter((s) => !keyword || s.sku.includes(keyword))) };
    },
    '/api/warehouse/brand/list': () => ({ data: page([]) }),
    '/api/warehouse/sku/import': () => {
      if (!state.fixed) return { code: 400, msg: refused.msg, data };
      for (const code of CODES) add(code, 'Nike', `${code} name`, ['40']);
      return { msg: 'Import Success', data: { rows: 3, created: { skus: 3 } } };
    },
    '/api/warehouse/sku/create': (body) => {
      const b = body as { sku: string; brand: string; name: string; sizes: string[] };
      return { data: add(b.sku, b.brand, b.name, b.sizes) };
    },
    '/api/warehouse/sku/disable': (body) => {
      const sku = skus.find((s) => s.id === (body as { id: number }).id) as SkuRow;
      sku.status = SkuStatus.disabled;
      return { data: sku };
    },
  });
  return { api, state };
}

function openSkus() {
  const router = createMemoryRouter(
    [{ path: '/warehouse/SKUManage/:type?/:pageNo?', element: <WarehouseSkuManageScreen /> }],
    { initialEntries: ['/warehouse/SKUManage'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

async function importFile(dialogName: string, importName: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['xlsx'], 'skus.xlsx')] } });
  await userEvent.click(within(dialog).getByRole('button', { name: importName }));
  return dialog;
}

async function search(text: string) {
  const box = screen.getByRole('textbox', { name: 'Search SKUs' });
  await userEvent.clear(box);
  await userEvent.paste(text);
  await userEvent.keyboard('{Enter}');
}

const row = (sku: string) => screen.getAllByTestId('sku-row').find((r) => r.textContent?.includes(sku));

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.mocked(notifications.show).mockClear();
  useSession.setState({
    token: 'staff-token',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'warehouse',
    userInfo: { id: 5, roleId: 2, role: { permissions: [] } } as unknown as UserInfo,
    headerWareId: 7,
    warePermissions: [{ permissionId: WarehousePermission.skuManage, actionList: [...ACTIONS] }],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SKUManage in the warehouse portal', () => {
  it('names the bad row of a refused import; the fixed file imports and the list shows its SKUs', async () => {
    const { state } = fakeCatalogue();
    openSkus();
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await importFile('Import SKUs from Excel', 'Import');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Row 3, Name: required');
    const problems = within(dialog).getByTestId('import-errors');
    expect(within(problems).getAllByRole('row')[1].textContent).toMatch(/3\s*Name\s*required/);

    state.fixed = true;
    await importFile('Import SKUs from Excel', 'Import');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Import Success' }));
    await search('E2E-IMP');
    for (const code of CODES) await waitFor(() => expect(row(code)).toBeTruthy());
  });

  it('shows the import and its refusal in Chinese', async () => {
    await i18next.changeLanguage('zh-CN');
    try {
      fakeCatalogue('zh-CN');
      openSkus();
      await userEvent.click(await screen.findByRole('button', { name: '导入' }));
      const dialog = await importFile('从 Excel 导入 SKU', '导入');
      await waitFor(() => expect(within(dialog).getByTestId('import-errors').textContent).toContain('必填'));
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });

  it('makes a SKU with its sizes, then disables it after asking', async () => {
    const { api } = fakeCatalogue();
    openSkus();
    await userEvent.click(await screen.findByRole('button', { name: 'New SKU' }));
    const dialog = await screen.findByRole('dialog', { name: 'New SKU' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    for (const [name, value] of [
      ['SKU', 'E2E-UI-1'],
      ['Brand', 'Asics'],
      ['Name', 'E2E Gel-Lyte'],
    ]) {
      await userEvent.click(field(name));
      await userEvent.paste(value);
    }
    await userEvent.type(field('Sizes'), '40{enter}41{enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New SKU' })).toBeNull());
    expect(api.callsTo('/api/warehouse/sku/create')[0].body).toMatchObject({
      sku: 'E2E-UI-1',
      brand: 'Asics',
      name: 'E2E Gel-Lyte',
      sizes: ['40', '41'],
    });

    await search('E2E-UI-1');
    await waitFor(() => expect(row('E2E-UI-1')?.textContent).toContain('Enabled'));
    await userEvent.click(
      within(row('E2E-UI-1') as HTMLElement).getByRole('button', { name: 'Disable SKU E2E-UI-1' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Disable this SKU?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(row('E2E-UI-1')?.textContent).toContain('Disabled'));
    expect(api.callsTo('/api/warehouse/sku/disable')[0].body).toEqual({ id: 1 });
  });
});
