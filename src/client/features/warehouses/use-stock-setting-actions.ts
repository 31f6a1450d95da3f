import { useMemo } from 'react';
import { AdminPage } from '../../../domain/kernel/permissions';
import { useMay } from '../../stores/permissions';

/**
 * What the signed-in admin may do on the warehouse settings pages (page 4000003 or module 400):
 * buttons for other actions stay hidden.
 */
export type StockSettingActions = { add: boolean; edit: boolean; enable: boolean; disable: boolean };

export function useStockSettingActions(): StockSettingActions {
  const may = useMay();
  return useMemo(
    () => ({
      add: may(AdminPage.stockSetting, 'add'),
      edit: may(AdminPage.stockSetting, 'edit'),
      enable: may(AdminPage.stockSetting, 'enable'),
      disable: may(AdminPage.stockSetting, 'disable'),
    }),
    [may],
  );
}
