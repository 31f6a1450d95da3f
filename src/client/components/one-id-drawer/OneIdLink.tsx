import { Anchor, Group } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { openOneIdDrawer } from './one-id-drawer-store';

/**
 * A ONE ID as shown in any list, scan result or order: a link that opens the one-ID drawer.
 *   <OneIdLink oneId={row.oneId} />
 *   <OneIdLink oneId={line.oneId} style={TOUCH_TARGET} />   // a row's action on a scan screen
 */
export function OneIdLink({
  oneId,
  size = 'sm',
  style,
}: {
  oneId: string;
  size?: 'xs' | 'sm' | 'md' | 'inherit';
  style?: CSSProperties;
}) {
  const { t } = useTranslation('inventory');
  if (!oneId) return null;
  return (
    <Anchor
      component="button"
      type="button"
      size={size === 'inherit' ? undefined : size}
      fz={size === 'inherit' ? 'inherit' : undefined}
      ff="monospace"
      style={style}
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

/**
 * Several ONE IDs (an op's list, say), each a link; anything that is not a list of texts shows nothing.
 * `style` goes on each link (TOUCH_TARGET on a scan screen).
 */
export function OneIdLinks({ oneIds, style }: { oneIds: unknown; style?: CSSProperties }) {
  if (!Array.isArray(oneIds)) return null;
  return (
    <Group gap={6}>
      {oneIds
        .filter((id): id is string => typeof id === 'string')
        .map((oneId) => (
          <OneIdLink key={oneId} oneId={oneId} style={style} />
        ))}
    </Group>
  );
}
