import { Badge } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FLEX_OUTCOME_LABEL } from '../../../../domain/sourcing/flex';
import type { FlexOutcome } from '../../../../domain/sourcing/flex';

/** Our side in blue, the box on its way in cyan, the program's checks in yellow, its ends in their own. */
const STATE_COLOR: Record<FlexOutcome, MantineColor> = {
  PENDING_CREATE: 'blue',
  READY_TO_SHIP: 'indigo',
  SHIPPING: 'cyan',
  IN_TRANSIT: 'cyan',
  DELIVERED: 'teal',
  RECEIVED: 'teal',
  NOT_RECEIVED: 'red',
  RETURNED: 'orange',
  AUTHENTICATING: 'yellow',
  LISTED: 'green',
  cancelled: 'gray',
};

export function FlexStateBadge({ state }: { state: FlexOutcome }) {
  const { t } = useTranslation('sourcing-flex');
  return (
    <Badge color={STATE_COLOR[state]} variant={state === 'LISTED' ? 'filled' : 'light'} data-state={state}>
      {t(FLEX_OUTCOME_LABEL[state])}
    </Badge>
  );
}
