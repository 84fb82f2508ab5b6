import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { useMediaQueryNow } from './media-query.js';
import { useEffect, useState } from 'react';
import { useMountedAfterFirstCommit } from './after-first-commit.js';

const DIALOG = '[role="dialog"]';

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
 * A toast on screen when the place changes (a dialog saved and closed: "Profile Created!", an
 * account deleted as its dialog goes) moves there at once. Mantine keeps a transition group per
 * place, so moving a toast from one to the other would leave a copy behind, fading out or not yet
 * removed, that the screen and screen readers would show twice. The host is therefore mounted
 * afresh for each place (the key): the old place's toasts leave the page in the same commit, and
 * the new place shows them without an entrance.
 *
 * Mounted after the app's first commit (after-first-commit.ts): a toast shown before then waits in
 * Mantine's store and appears as the host mounts.
 */
export function ToastHost() {
  const mounted = useMountedAfterFirstCommit();
  const phone = useMediaQueryNow('(max-width: 48em)');
  const dialogOpen = useDialogOpen();
  const position: NotificationsProps['position'] = phone ? 'bottom-center' : dialogOpen ? 'bottom-right' : 'top-right';
  if (!mounted) return null;
  return <Notifications key={position} position={position} limit={3} containerWidth={420} />;
}
