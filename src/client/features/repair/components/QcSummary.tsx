import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An order's QC so far: how many pairs passed and failed, or a dash before any QC. */
export function QcSummary({ pass, fail }: { pass: number; fail: number }) {
  const { t } = useTranslation('repair-screens');
  if (pass + fail === 0) return <Text size="sm">-</Text>;
  return (
    <Stack gap={0} data-testid="qc-summary">
      {pass > 0 && (
        <Text size="sm" c="green" style={{ whiteSpace: 'nowrap' }}>
          {t('qcCount.pass', { count: pass })}
        </Text>
      )}
      {fail > 0 && (
        <Text size="sm" c="red" style={{ whiteSpace: 'nowrap' }}>
          {t('qcCount.fail', { count: fail })}
        </Text>
      )}
    </Stack>
  );
}
