import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openOneIdDrawer } from '../one-id-drawer';

/**
 * A ONE ID as shown in any list, scan result or order: a link that opens the one-ID drawer.
 *   <OneIdLink oneId={row.oneId} />
 */
export function OneIdLink({ oneId, size = 'sm' }: { oneId: string; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('inventory');
  if (!oneId) return null;
  return (
    <Anchor
      component="button"
      type="button"
      size={size}
      ff="monospace"
      onClick={(event) => {
        event.stopPropagation();
        openOneIdDrawer(oneId);
      }}
      aria-label={t('drawer.openOneId', { oneId })}
      data-testid="one-id-link"
    >
      {oneId}
    </Anchor>
  );
}
