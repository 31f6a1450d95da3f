import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Said wherever a label from the carrier simulator shows: it is not real postage. */
export function SimulatorNotice() {
  const { t } = useTranslation('labels');
  return (
    <Alert color="grape" icon={<IconFlask size={16} />} data-testid="simulator-notice">
      {t('simulatorNotice')}
    </Alert>
  );
}
