import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { APPLICATION_KIND_LABEL } from '../../../../domain/wallet/applications';
import type { ApplicationKind, ApplicationRow } from '../../../../domain/wallet/applications';
import { dateRangeParams } from '../../../api/date-range';
import { DEFAULT_PAGE_SIZE } from '../../../api/paging';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import { TablePager } from '../../../components/TablePager';
import { usePageNo } from '../../../components/use-page-no';
import { platformFlowKeys, usePlatformFlow } from '../api/platform-flow';
import { APPLICATION_ROWS, useApplicationColumns } from '../components/application-columns';
import { useFreshWhenShown } from '../api/fresh-figures';
import { applicationDetailPath, linkFiltersOf, PLATFORM_FLOW_PATH } from './platform-flow-paths';
import { NO_PLATFORM_FLOW_FILTERS, PlatformFlowFilters } from './PlatformFlowFilters';
import type { PlatformFlowFilterValues } from './PlatformFlowFilters';

/**
 * The filters a link opens the list with (?kind=&stage=, from Finance/Overview's waiting
 * applications). The screen stays mounted (keepAlive), so a later link with other filters applies
 * them too; paging drops the query from the address but keeps the filters.
 */
function useLinkedFilters() {
  const [search] = useSearchParams();
  const link = linkFiltersOf(search);
  const linkKey = link.kind === null && link.stage === null ? null : `${link.kind}|${link.stage}`;
  const [filters, setFilters] = useState<PlatformFlowFilterValues>({ ...NO_PLATFORM_FLOW_FILTERS, ...link });
  const [applied, setApplied] = useState(linkKey);
  // Adjusting state while rendering (React's "storing information from previous renders").
  if (linkKey !== applied) {
    setApplied(linkKey);
    if (linkKey !== null) setFilters({ ...NO_PLATFORM_FLOW_FILTERS, ...link });
  }
  return [filters, setFilters] as const;
}

/** Finance/PlatformFlow/:pageNo?: every seller's recharge and withdrawal applications, to review. */
export function PlatformFlowScreen() {
  useFreshWhenShown(platformFlowKeys.all);
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [pageNo, setPageNo] = usePageNo(PLATFORM_FLOW_PATH);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useLinkedFilters();
  const list = usePlatformFlow({
    pageNo,
    pageSize,
    kind: filters.kind ?? undefined,
    stage: filters.stage ?? undefined,
    seller: filters.seller || undefined,
    ...dateRangeParams(filters.range),
  });
  const page = list.data;
  const common = useApplicationColumns();
  const columns: ResponsiveColumn<ApplicationRow>[] = [
    common.id,
    {
      id: 'kind',
      header: t('screens.field.kind'),
      priority: 'key',
      cell: (app) => t(APPLICATION_KIND_LABEL[app.kind as ApplicationKind]),
    },
    {
      id: 'seller',
      header: t('screens.field.seller'),
      priority: 'key',
      cell: (app) => (
        <>
          <Text size="sm">{app.sellerUid}</Text>
          <Text size="xs" c="dimmed">
            {app.sellerName}
          </Text>
        </>
      ),
    },
    common.amount,
    common.stage,
    common.appliedAt,
    { id: 'reviewer', header: t('screens.field.reviewer'), priority: 'low', cell: (app) => app.reviewerName },
    {
      id: 'actions',
      header: t('screens.field.actions'),
      priority: 'key',
      width: 60,
      cell: (app) => (
        <RowAction
          label={t('screens.platformFlow.open', { id: app.id })}
          tooltip={t('screens.platformFlow.openShort')}
          icon={IconEye}
          onClick={() => navigate(applicationDetailPath(app.kind, app.id))}
        />
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <PlatformFlowFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPageNo(1);
          }}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {list.isError && (
            <Alert color="red" role="alert">
              {list.error.message}
            </Alert>
          )}
          <ResponsiveTable
            testId="platform-flow"
            tableProps={{ striped: true, highlightOnHover: true }}
            columns={columns}
            rows={page?.rows ?? []}
            {...APPLICATION_ROWS}
            state={page?.rows.length === 0 ? t('screens.empty') : undefined}
          />
          <TablePager
            totalCount={page?.totalCount ?? 0}
            totalPage={page?.totalPage ?? 1}
            pageNo={pageNo}
            pageSize={pageSize}
            onPage={setPageNo}
            onPageSize={(size) => {
              setPageSize(size);
              setPageNo(1);
            }}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
