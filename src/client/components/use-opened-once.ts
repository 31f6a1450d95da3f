import { useEffect, useState } from 'react';

/**
 * True from the first time `opened` is true on. Dialogs most visits never open (the confirmation,
 * the suspended notice, the product drawer, the phone's navigation drawer) are lazy chunks mounted
 * from their first opening, so Mantine's Modal and Drawer stay out of the first load; once mounted
 * they stay, so closing keeps its transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedBefore, setOpenedBefore] = useState(opened);
  useEffect(() => {
    if (opened) setOpenedBefore(true);
  }, [opened]);
  return opened || openedBefore;
}
