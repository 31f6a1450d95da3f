import { Badge } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STAGE_LABEL } from '../../../../domain/wallet/applications';
import type { ApplicationStage } from '../../../../domain/wallet/applications';

/** An application's stage (spec section 4), one colour per stage on the seller's and the admin's lists. */
const COLOR: Record<ApplicationStage, MantineColor> = {
  1: 'blue',
  2: 'cyan',
  3: 'yellow',
  4: 'teal',
  5: 'teal',
  6: 'red',
  7: 'gray',
};

export function ApplicationStageBadge({ stage }: { stage: number }) {
  const { t } = useTranslation('wallet');
  const key = APPLICATION_STAGE_LABEL[stage as ApplicationStage] as string | undefined;
  return (
    <Badge variant="light" color={COLOR[stage as ApplicationStage] ?? 'gray'} data-stage={stage}>
      {key ? t(key) : String(stage)}
    </Badge>
  );
}
