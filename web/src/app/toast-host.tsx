import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { useMediaQueryNow } from './media-query.js';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMountedAfterFirstCommit } from './after-first-commit.js';
import { useAppSelector } from './hooks.js';
import { selectSession } from './session/auth.slice.js';
import { selectReaderSession } from './session/reader-session.slice.js';

const DIALOG = '[role="dialog"]';

type Container = (typeof import('./toast-container.js'))['ToastContainer'];
let container: Promise<Container> | null = null;

/**
 * The toasts' container: ~8 KiB on the wire (transitions, drag to dismiss) that a page without a
 * toast never needs (docs/performance.md, session 30). Fetched once; a failed fetch is forgotten,
 * so that the next toast tries again.
 */
function loadContainer(): Promise<Container> {
  container ??= import('./toast-container.js').then(
    (m) => m.ToastContainer,
    (error: unknown) => {
      container = null;
      throw error;
    },
  );
  return container;
}

/** Rendered only once loadContainer() has answered, so it never waits for the network nor meets a failed fetch. */
const Notifications = lazy(() => loadContainer().then((c) => ({ default: c })));

/**
 * True once the container's code is here. Asked for with the first toast (Mantine's store holds a
 * toast until a container shows it), and, for a signed-in parent or reader, as soon as the page is
 * quiet: the screens where actions answer with toasts then have it before the first one, offline too.
 */
function useToastContainer(): boolean {
  const { notifications, queue } = useNotifications();
  const waiting = notifications.length + queue.length;
  const signedIn = useAppSelector((state) => selectSession(state) !== null || selectReaderSession(state) !== null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded || (!waiting && !signedIn)) return;
    let live = true;
    // a failed fetch: tried again with the next toast
    const load = () =>
      void loadContainer().then(
        () => live && setLoaded(true),
        () => undefined,
      );
    let idle: number | undefined;
    if (!waiting && 'requestIdleCallback' in window) idle = window.requestIdleCallback(load, { timeout: 3000 });
    else load();
    return () => {
      live = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [loaded, waiting, signedIn]);
  return loaded;
}

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
 * Mounted after the app's first commit (after-first-commit.ts), once the container's code is here
 * (useToastContainer): until then a toast waits in Mantine's store and appears as the host mounts.
 */
export function ToastHost() {
  const mounted = useMountedAfterFirstCommit();
  const phone = useMediaQueryNow('(max-width: 48em)');
  const dialogOpen = useDialogOpen();
  const ready = useToastContainer();
  const position: NotificationsProps['position'] = phone ? 'bottom-center' : dialogOpen ? 'bottom-right' : 'top-right';
  if (!mounted || !ready) return null;
  return (
    <Suspense fallback={null}>
      <Notifications key={position} position={position} limit={3} containerWidth={420} />
    </Suspense>
  );
}
