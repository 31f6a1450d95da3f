import { Alert, Anchor, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useApplicationDetail } from '../api/platform-flow';
import { ApplicationFacts } from './ApplicationFacts';
import { PLATFORM_FLOW_PATH } from './platform-flow-paths';
import { ReviewActions } from './ReviewActions';

/** Finance/ChargeDetail and Finance/WithdrawalDetail (?id=): one application and the actions it allows now. */
export function ApplicationDetailScreen() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const detail = useApplicationDetail(Number.isInteger(id) ? id : 0);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PLATFORM_FLOW_PATH} size="sm">
        {t('screens.platformFlow.back')}
      </Anchor>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={4}>
            {t(
              detail.data?.kind === 1
                ? 'screens.platformFlow.chargeDetail'
                : 'screens.platformFlow.withdrawalDetail',
            )}
          </Title>
          {!(id > 0) && <Alert color="red">{t('screens.platformFlow.noId')}</Alert>}
          {detail.isError && (
            <Alert color="red" role="alert">
              {detail.error.message}
            </Alert>
          )}
          {detail.isPending && id > 0 && <Skeleton h={160} />}
          {detail.data && (
            <>
              <ApplicationFacts app={detail.data} />
              <ReviewActions app={detail.data} />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
