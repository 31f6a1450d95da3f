import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORECAST_STATUS_LABEL } from '../../../../domain/inbound-rules';
import type { ForecastStatus } from '../../../../domain/inbound-rules';

const COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'grape', 4: 'teal', 9: 'gray' };

/** A forecast or parcel status (spec section 4 inbound parcel status, plus cancelled) as a coloured badge. */
export function ForecastStatusBadge({ status, size = 'sm' }: { status: number; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const key = FORECAST_STATUS_LABEL[status as ForecastStatus] as string | undefined;
  return (
    <Badge color={COLOR[status] ?? 'gray'} variant="light" size={size} data-status={status}>
      {key ? t(key) : String(status)}
    </Badge>
  );
}
