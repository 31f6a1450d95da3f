import { Badge } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORECAST_STATUS_LABEL } from '../../../../../domain/inbound-rules';
import type { ForecastStatus } from '../../../../../domain/inbound-rules';

/** A forecast's or parcel's status (spec section 4), with the label the server uses too. */
const COLOR: Record<ForecastStatus, MantineColor> = {
  1: 'blue',
  2: 'yellow',
  3: 'grape',
  4: 'teal',
  9: 'gray',
};

export function ForecastStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = FORECAST_STATUS_LABEL[status as ForecastStatus];
  return (
    <Badge variant="light" color={COLOR[status as ForecastStatus] ?? 'gray'} data-status={status}>
      {key ? t(key) : String(status)}
    </Badge>
  );
}
