import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 2: the one-ID drawer is 800 px wide. */
export const ONE_ID_DRAWER_WIDTH = 800;

/** The drawer around a ONE ID's detail, loaded the first time a ONE ID is opened. */
export function OneIdDrawerFrame({
  oneId,
  onClose,
  children,
}: {
  oneId: string | null;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <Drawer
      opened={oneId !== null}
      onClose={onClose}
      position="right"
      size={ONE_ID_DRAWER_WIDTH}
      title={oneId ? t('oneId.title', { oneId }) : ''}
    >
      {children}
    </Drawer>
  );
}
