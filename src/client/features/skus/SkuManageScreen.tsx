import { Alert, Button, Group, Paper, Stack, Tabs, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { SkuRow } from '../../../domain/skus/skus';
import { SkuStatus } from '../../../domain/skus/rules';
import { confirmAction } from '../../components/confirm-action';
import { DEFAULT_PAGE_SIZE } from '../../api/paging';
import { useRecentSkus } from '../../stores/recent-skus';
import { TablePager } from '../../components/TablePager';
import type { ImportTarget } from '../../api/import-file';
import { ImportModal } from '../../components/ImportModal';
import { FilterTab } from '../../components/FilterTab';
import { brandListKeys } from './api/brand-list';
import { useSetSkuStatus } from './api/set-sku-status';
import { skuListKeys, useSkuList } from './api/sku-list';
import { RecentSkus } from './components/RecentSkus';
import { SkuFormModal } from './components/SkuFormModal';
import { SkuTable } from './components/SkuTable';
import { ADMIN_SKU_PATH, pageNoOf, SKU_TABS, skuListPath, tabOf, WAREHOUSE_SKU_PATH } from './sku-paths';
import type { SkuTab } from './sku-paths';
import { useSkuActions } from './use-sku-actions';

const SKU_IMPORT: ImportTarget = {
  importPath: '/sku/import',
  templatePath: '/sku/importTemplate',
  templateName: 'sku-import-template.xlsx',
  refresh: [skuListKeys.all, brandListKeys.all],
};

type Dialog = { kind: 'form'; sku: SkuRow | null } | { kind: 'import' } | null;

/** The SKU catalogue: tabs by status, search, create/edit, disable/enable, Excel import, recent SKUs. */
function SkuManage({ portal, base }: { portal: 'admin' | 'warehouse'; base: string }) {
  const { t } = useTranslation('skus');
  const navigate = useNavigate();
  const params = useParams();
  const tab = tabOf(params.type);
  const pageNo = pageNoOf(params.pageNo);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = useSkuActions(portal);
  const remember = useRecentSkus((s) => s.remember);
  const setStatus = useSetSkuStatus();
  const status = tab === 'all' ? undefined : (Number(tab) as SkuStatus);
  const list = useSkuList({ pageNo, pageSize, keyword: keyword.trim(), status });

  const go = (nextTab: SkuTab, nextPage: number) => navigate(skuListPath(base, nextTab, nextPage));
  const search = (text: string) => {
    setTyped(text);
    setKeyword(text);
    go(tab, 1);
  };
  const toggle = async (sku: SkuRow) => {
    if (sku.status === SkuStatus.enabled) {
      const done = await confirmAction('disabledAccount', {
        title: t('confirm.disableTitle'),
        message: t('confirm.disableText', { sku: sku.sku }),
        onConfirm: () => setStatus.mutateAsync({ id: sku.id, status: SkuStatus.disabled }),
      });
      if (done) notifications.show({ color: 'green', message: t('status.disabledDone', { sku: sku.sku }) });
      return;
    }
    try {
      await setStatus.mutateAsync({ id: sku.id, status: SkuStatus.enabled });
      notifications.show({ color: 'green', message: t('status.enabledDone', { sku: sku.sku }) });
    } catch {
      // Already reported by the http client's error notification.
    }
  };

  const page = list.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                search(typed);
              }}
              style={{ flex: '1 1 280px', maxWidth: 420 }}
            >
              <TextInput
                aria-label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                leftSection={<IconSearch size={16} />}
                value={typed}
                onChange={(e) => setTyped(e.currentTarget.value)}
                onBlur={() => typed !== keyword && search(typed)}
              />
            </form>
            <Group gap="xs">
              {actions.import && (
                <Button
                  variant="light"
                  leftSection={<IconFileImport size={16} />}
                  onClick={() => setDialog({ kind: 'import' })}
                >
                  {t('import.open')}
                </Button>
              )}
              {actions.add && (
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setDialog({ kind: 'form', sku: null })}
                >
                  {t('actions.create')}
                </Button>
              )}
            </Group>
          </Group>
          <RecentSkus onPick={search} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Tabs value={tab} onChange={(value) => go(tabOf(value ?? undefined), 1)}>
            <Tabs.List>
              {SKU_TABS.map((key) => (
                <FilterTab key={key} value={key}>
                  {t(`tabs.${key}`)}
                </FilterTab>
              ))}
            </Tabs.List>
          </Tabs>
          {list.isError && (
            <Alert color="red" role="alert">
              {list.error.message}
            </Alert>
          )}
          <SkuTable
            rows={page?.rows ?? []}
            actions={actions}
            onEdit={(sku) => setDialog({ kind: 'form', sku })}
            onToggle={(sku) => void toggle(sku)}
          />
          <TablePager
            totalCount={page?.totalCount ?? 0}
            totalPage={page?.totalPage ?? 1}
            pageNo={pageNo}
            pageSize={pageSize}
            onPage={(n) => go(tab, n)}
            onPageSize={(size) => {
              setPageSize(size);
              go(tab, 1);
            }}
          />
        </Stack>
      </Paper>
      {dialog?.kind === 'form' && (
        <SkuFormModal
          sku={dialog.sku}
          opened
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            remember({ sku: saved.sku, brand: saved.brand, name: saved.name });
            notifications.show({
              color: 'green',
              message: t(dialog.sku ? 'form.saved' : 'form.created', { sku: saved.sku }),
            });
          }}
        />
      )}
      <ImportModal
        opened={dialog?.kind === 'import'}
        onClose={() => setDialog(null)}
        title={t('import.title')}
        hint={t('import.hint')}
        target={SKU_IMPORT}
      />
    </Stack>
  );
}

export function WarehouseSkuManageScreen() {
  return <SkuManage portal="warehouse" base={WAREHOUSE_SKU_PATH} />;
}

export function AdminSkuManageScreen() {
  return <SkuManage portal="admin" base={ADMIN_SKU_PATH} />;
}
