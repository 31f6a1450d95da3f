import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../../domain/kernel/permissions';
import { useMay } from '../../../stores/permissions';
import { rackListKeys } from '../api/rack-list';
import { shelfListKeys } from '../api/shelf-list';
import { warehouseListKeys } from '../api/warehouse-list';
import type { ImportTarget } from '../../../api/import-file';
import { ImportModal } from '../../../components/ImportModal';

/** Admin Stock/Setting detail: import a warehouse's racks and shelves from Excel (hidden without the import grant). */
export function StockSettingImport({ wareId }: { wareId: number }) {
  const { t } = useTranslation('skus');
  const mayImport = useMay()(AdminPage.stockSetting, 'import');
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
