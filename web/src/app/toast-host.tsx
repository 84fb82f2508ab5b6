import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useLayoutEffect, useState } from 'react';

const DIALOG = '[role="dialog"]';
/** Mantine's own transition, in ms: a toast slides in and fades out. */
const TRANSITION_MS = 250;
/** How long a move keeps transitions off: past the removal of the moved toasts' old copies. */
const SETTLE_MS = 100;

/** True while a dialog or sheet is on the screen (they render into portals under <body>). */
function useDialogOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(document.querySelector(DIALOG) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return open;
}

/**
 * Where toasts appear: bottom-centre on phones (above the bottom navigation, under the thumb, away
 * from every dialog's title), top-right on wider screens, and bottom-right there while a dialog is
 * open so that no toast ever covers a dialog's title or the sticky header.
 *
 * A toast on screen when the place changes (a dialog saved and closed: "Profile Created!") moves
 * there at once. Mantine keeps a transition group per place, so a moved toast would leave behind a
 * copy fading out for 250 ms; the move is made in two renders before the paint, the first turning
 * the transition off where the toasts are (the copy left behind keeps the props of its last render
 * there, so it disappears at once), the second moving them; the transition comes back afterwards.
 */
export function ToastHost() {
  const phone = useMediaQuery('(max-width: 48em)', true, { getInitialValueInEffect: false });
  const dialogOpen = useDialogOpen();
  const target: NotificationsProps['position'] = phone ? 'bottom-center' : dialogOpen ? 'bottom-right' : 'top-right';
  const [shown, setShown] = useState(target);
  const [settling, setSettling] = useState(false);
  useLayoutEffect(() => {
    if (target === shown) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: the first, with the transition off where the toasts are, must be committed before they move
    setShown(target);
    setSettling(true);
  }, [target, shown]);
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setSettling(false), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settling, shown]);
  const moving = settling || target !== shown;
  return <Notifications position={shown} limit={3} containerWidth={420} transitionDuration={moving ? 0 : TRANSITION_MS} />;
}
