import { Alert, Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import { IconRulerMeasure } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dimensionSurchargeWarning, parcelProblems } from '../../../../domain/labels/rules';
import type { ParcelSize } from '../../../../domain/labels/rules';

type Props = { value: ParcelSize; onChange: (next: ParcelSize) => void; showErrors: boolean };

const FIELDS = ['weightOz', 'lengthIn', 'widthIn', 'heightIn'] as const;

/** Weight and dimensions, checked against the carriers' bounds, with the dimension surcharge warning as text. */
export function ParcelFields({ value, onChange, showErrors }: Props) {
  const { t } = useTranslation('labels');
  const problems = parcelProblems(value);
  const warning = problems.length === 0 ? dimensionSurchargeWarning(value) : null;
  return (
    <Fieldset legend={t('center.buy.parcel')} data-testid="parcel">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {FIELDS.map((name) => {
          const problem = problems.find((p) => p.field === name);
          return (
            <NumberInput
              key={name}
              label={t(`center.buy.${name}`)}
              withAsterisk
              min={0}
              decimalScale={1}
              value={value[name] || ''}
              error={showErrors && problem ? t(problem.key, problem.params) : undefined}
              data-testid={`parcel-${name}`}
              onChange={(v) => onChange({ ...value, [name]: typeof v === 'number' ? v : Number(v) || 0 })}
            />
          );
        })}
      </SimpleGrid>
      {warning && (
        <Alert mt="xs" color="yellow" icon={<IconRulerMeasure size={16} />} data-testid="surcharge-warning">
          {t(warning)}
        </Alert>
      )}
    </Fieldset>
  );
}
