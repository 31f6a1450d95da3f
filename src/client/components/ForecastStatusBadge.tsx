import { Badge } from '@mantine/core';
import type { BadgeProps, MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORECAST_STATUS_LABEL } from '../../domain/inbound/rules';
import type { ForecastStatus } from '../../domain/inbound/rules';

/**
 * A forecast's or parcel's status (spec section 4, plus cancelled), with the label the server uses
 * too, in one colour per status on every screen (seller and admin lists, receiving, inspection).
 */
const COLOR: Record<ForecastStatus, MantineColor> = {
  1: 'blue',
  2: 'yellow',
  3: 'grape',
  4: 'teal',
  9: 'gray',
};

type ForecastStatusBadgeProps = { status: number; size?: BadgeProps['size']; 'data-testid'?: string };

export function ForecastStatusBadge({ status, size, 'data-testid': testId }: ForecastStatusBadgeProps) {
  const { t } = useTranslation();
  const key = FORECAST_STATUS_LABEL[status as ForecastStatus] as string | undefined;
  return (
    <Badge
      variant="light"
      color={COLOR[status as ForecastStatus] ?? 'gray'}
      size={size}
      data-status={status}
      data-testid={testId}
    >
      {key ? t(key) : String(status)}
    </Badge>
  );
}
