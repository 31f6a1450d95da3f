import { Badge } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTING_STATE_LABEL } from '../../../../domain/listing/listings';
import type { ListingState } from '../../../../domain/listing/listings';

const STATE_COLOR: Record<ListingState, MantineColor> = {
  submitting: 'blue',
  pending: 'yellow',
  active: 'teal',
  failed: 'red',
  delisting: 'orange',
  inactive: 'gray',
  sold: 'violet',
};

export function ListingStateBadge({ state }: { state: ListingState }) {
  const { t } = useTranslation('listing');
  return (
    <Badge color={STATE_COLOR[state]} variant={state === 'active' ? 'filled' : 'light'} data-state={state}>
      {t(LISTING_STATE_LABEL[state])}
    </Badge>
  );
}
