import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * How a list screen lays out at the current width, from Mantine's breakpoints:
 * - 'phone' up to sm (48em, where the portal frame swaps its sidebar for a drawer): rows as
 *   cards, filters behind a button;
 * - 'tablet' up to lg (75em, a 1024 px tablet beside the sidebar): low-priority columns move
 *   into each row's details, so the table fits without a sideways scroll;
 * - 'wide' beyond: every column.
 * Read at the first render (not in an effect), so a screen never mounts one layout and then
 * swaps to another, which would throw away what the user typed.
 */
export type ListLayout = 'phone' | 'tablet' | 'wide';

const AT_ONCE = { getInitialValueInEffect: false } as const;

export function useListLayout(): ListLayout {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, AT_ONCE);
  const tablet = useMediaQuery(`(max-width: ${theme.breakpoints.lg})`, false, AT_ONCE);
  if (phone) return 'phone';
  return tablet ? 'tablet' : 'wide';
}
