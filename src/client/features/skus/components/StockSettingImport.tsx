import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIONS, AdminPage, grantsAllow } from '../../../../domain/permissions';
import type { Action } from '../../../../domain/permissions';
import { useSession } from '../../../stores/session';
import { rackListKeys } from '../../warehouses/api/rack-list';
import { shelfListKeys } from '../../warehouses/api/shelf-list';
import { warehouseListKeys } from '../../warehouses/api/warehouse-list';
import type { ImportTarget } from '../api/import-file';
import { ImportModal } from './ImportModal';

function useMayImport(): boolean {
  const permissions = useSession((s) => s.userInfo?.role.permissions);
  return useMemo(() => {
    const grants = (permissions ?? []).map((p) => ({
      permissionId: p.permissionId,
      actionList: p.actionList.filter((a): a is Action => (ACTIONS as readonly string[]).includes(a)),
    }));
    return grantsAllow(grants, AdminPage.stockSetting, 'import');
  }, [permissions]);
}

/** Admin Stock/Setting detail: import a warehouse's racks and shelves from Excel (hidden without the import grant). */
export function StockSettingImport({ wareId }: { wareId: number }) {
  const { t } = useTranslation('skus');
  const mayImport = useMayImport();
  const [opened, setOpened] = useState(false);
  const target = useMemo<ImportTarget>(
    () => ({
      importPath: '/sys_ware_shelves/import',
      templatePath: '/sys_ware_shelves/importTemplate',
      templateName: 'stock-setting-import-template.xlsx',
      query: { wareId },
      refresh: [rackListKeys.all, shelfListKeys.all, warehouseListKeys.all],
    }),
    [wareId],
  );
  if (!mayImport) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileImport size={14} />}
        onClick={() => setOpened(true)}
      >
        {t('import.stockOpen')}
      </Button>
      <ImportModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('import.stockTitle')}
        hint={t('import.stockHint')}
        target={target}
      />
    </>
  );
}
