import { useMemo } from 'react';
import { AdminPage, WarehousePermission } from '../../../domain/kernel/permissions';
import { useMay } from '../../stores/permissions';

/**
 * What the signed-in user may do on SKUManage: admins by their role's grant of the SKU page (or
 * module 1300), warehouse staff by their grant of 700110 in the selected warehouse. Buttons for
 * other actions stay hidden.
 */
export type SkuActions = Record<'add' | 'edit' | 'enable' | 'disable' | 'import', boolean>;

export function useSkuActions(portal: 'admin' | 'warehouse'): SkuActions {
  const may = useMay();
  const code = portal === 'admin' ? AdminPage.skuManage : WarehousePermission.skuManage;
  return useMemo(
    () => ({
      add: may(code, 'add'),
      edit: may(code, 'edit'),
      enable: may(code, 'enable'),
      disable: may(code, 'disable'),
      import: may(code, 'import'),
    }),
    [may, code],
  );
}
