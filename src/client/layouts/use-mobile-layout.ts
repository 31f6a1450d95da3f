import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useSettings } from '../stores/settings';

/**
 * Below the small breakpoint the sidebar becomes a navigation drawer (spec section 2 "mobile
 * layout on small screens"), Mantine's sm: 48em, so portrait tablets get the drawer. The answer is kept in settings.isMobile for screens that adapt too.
 */
export function useMobileLayout(): boolean {
  const theme = useMantineTheme();
  const isMobile = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const stored = useSettings((s) => s.isMobile);
  const setSetting = useSettings((s) => s.setSetting);
  useEffect(() => {
    if (stored !== isMobile) setSetting('isMobile', isMobile);
  }, [isMobile, stored, setSetting]);
  return isMobile;
}
