import { useEffect, useState } from 'react';

/**
 * A dialog is mounted the first time it opens, not with its page: closed, Mantine's Modal and
 * Drawer still mount a portal, an overlay, a content box and two transitions, and the portal
 * renders them again right after mounting, a long task on the scanner's first render (it holds a
 * dozen closed dialogs). On that first opening the dialog mounts closed and opens at the next
 * task, so it animates in as before; once mounted it stays (it closes with its animation). A
 * dialog open from the start mounts open, as Mantine's does.
 */
export function useFirstOpen(opened: boolean): { mounted: boolean; opened: boolean } {
  const [stage, setStage] = useState<'never' | 'mounting' | 'mounted'>(opened ? 'mounted' : 'never');
  if (opened && stage === 'never') setStage('mounting'); // adjusted while rendering
  useEffect(() => {
    if (stage !== 'mounting') return undefined;
    const timer = setTimeout(() => setStage('mounted'), 0);
    return () => clearTimeout(timer);
  }, [stage]);
  return { mounted: stage !== 'never', opened: stage === 'mounted' && opened };
}
