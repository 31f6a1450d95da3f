import { ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Content that scrolls inside a box of at most `mah` px once it outgrows it (a JSON diff, a list of
 * import problems). The scrolling viewport is a named region a keyboard user can focus and scroll
 * with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable), even when nothing inside is
 * focusable.
 *   <ScrollBox label={t('audit.before')} mah={360}><Code block>{json}</Code></ScrollBox>
 */
export function ScrollBox({ label, mah, children }: { label: string; mah: number; children: ReactNode }) {
  return (
    <ScrollArea.Autosize
      mah={mah}
      type="auto"
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}
    >
      {children}
    </ScrollArea.Autosize>
  );
}
