import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../stores/session';

/** How to recharge in USD by bank transfer (spec section 2): what to send, what to write, what to upload. */
export function BankTransferInstructions() {
  const { t } = useTranslation('wallet');
  const uid = useSession((s) => s.userInfo?.uid ?? '');
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} />} title={t('screens.instructions.title')}>
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>{t('screens.instructions.transfer')}</List.Item>
        <List.Item>
          {t('screens.instructions.note')}{' '}
          <Text span fw={700} ff="monospace" data-testid="recharge-merchant-code">
            {uid}
          </Text>
        </List.Item>
        <List.Item>{t('screens.instructions.proof')}</List.Item>
        <List.Item>{t('screens.instructions.review')}</List.Item>
      </List>
    </Alert>
  );
}
