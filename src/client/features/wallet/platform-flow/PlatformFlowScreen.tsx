import { Alert, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { APPLICATION_KIND_LABEL } from '../../../../domain/wallet-applications';
import type { ApplicationKind } from '../../../../domain/wallet-applications';
import { dateRangeParams } from '../../../api/date-range';
import { DEFAULT_PAGE_SIZE } from '../../../api/paging';
import { RowAction } from '../../../components/RowAction';
import { TablePager } from '../../../components/TablePager';
import { usePageNo } from '../../../components/use-page-no';
import { platformFlowKeys, usePlatformFlow } from '../api/platform-flow';
import { ApplicationStageBadge } from '../components/ApplicationStageBadge';
import { applicationAmountText } from '../components/money';
import { useFreshWhenShown } from '../api/fresh-figures';
import { applicationDetailPath, PLATFORM_FLOW_PATH } from './platform-flow-paths';
import { NO_PLATFORM_FLOW_FILTERS, PlatformFlowFilters } from './PlatformFlowFilters';
import type { PlatformFlowFilterValues } from './PlatformFlowFilters';

/** Finance/PlatformFlow/:pageNo?: every seller's recharge and withdrawal applications, to review. */
export function PlatformFlowScreen() {
  useFreshWhenShown(platformFlowKeys.all);
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [pageNo, setPageNo] = usePageNo(PLATFORM_FLOW_PATH);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<PlatformFlowFilterValues>(NO_PLATFORM_FLOW_FILTERS);
  const list = usePlatformFlow({
    pageNo,
    pageSize,
    kind: filters.kind ?? undefined,
    stage: filters.stage ?? undefined,
    seller: filters.seller || undefined,
    ...dateRangeParams(filters.range),
  });
  const page = list.data;
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
          <ScrollArea type="auto">
            <Table striped highlightOnHover miw={820} data-testid="platform-flow">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('screens.field.id')}</Table.Th>
                  <Table.Th>{t('screens.field.kind')}</Table.Th>
                  <Table.Th>{t('screens.field.seller')}</Table.Th>
                  <Table.Th>{t('screens.field.amount')}</Table.Th>
                  <Table.Th>{t('screens.field.stage')}</Table.Th>
                  <Table.Th>{t('screens.field.appliedAt')}</Table.Th>
                  <Table.Th>{t('screens.field.reviewer')}</Table.Th>
                  <Table.Th w={60}>{t('screens.field.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page?.rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={8}>
                      <Text c="dimmed" ta="center" py="md">
                        {t('screens.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {page?.rows.map((app) => (
                  <Table.Tr key={app.id} data-application={app.id}>
                    <Table.Td>{app.id}</Table.Td>
                    <Table.Td>{t(APPLICATION_KIND_LABEL[app.kind as ApplicationKind])}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{app.sellerUid}</Text>
                      <Text size="xs" c="dimmed">
                        {app.sellerName}
                      </Text>
                    </Table.Td>
                    <Table.Td fw={600} data-testid="application-amount">
                      {applicationAmountText(app)}
                    </Table.Td>
                    <Table.Td>
                      <ApplicationStageBadge stage={app.stage} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{app.gmtCreate}</Text>
                    </Table.Td>
                    <Table.Td>{app.reviewerName}</Table.Td>
                    <Table.Td>
                      <RowAction
                        label={t('screens.platformFlow.open', { id: app.id })}
                        tooltip={t('screens.platformFlow.openShort')}
                        icon={IconEye}
                        onClick={() => navigate(applicationDetailPath(app.kind, app.id))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
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
