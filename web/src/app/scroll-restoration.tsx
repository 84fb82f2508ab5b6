import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

// The router is BrowserRouter, not the data router (decision 52), and React Router's
// <ScrollRestoration> works only with the data router. This does what it did, for the window:
// a new page opens at its top (or at its #fragment), Back and Forward return to where the visitor
// was, and so does a reload, from positions kept per history entry in sessionStorage.

const STORAGE_KEY = 'shelfcheck-scroll-positions';

/** The positions saved in this tab, by history entry key (none when storage is refused or spoiled). */
function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved !== null && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {}; // unreadable: start again, nothing to restore
  }
}

function writePositions(positions: Record<string, number>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // storage refused (privacy mode, quota): Back still restores, from memory, until a reload
  }
}

/**
 * Whether this document was opened by a reload or by Back/Forward. A fresh visit's first entry
 * has the key 'default', like every other first entry, so what was saved under it is not its own.
 */
function reopened(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Restores the window's scroll position per history entry; rendered once, in RootLayout. */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  // the entry on screen, whose position a scroll records (it changes only once its page is shown)
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const saved = (positions.current ??= readPositions());
    const save = () => {
      if (shown.current === null) return;
      saved[shown.current] = window.scrollY;
      writePositions(saved);
    };
    let frame = 0;
    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        save();
      });
    };
    // leaving the document, the browser restores it on its own when it comes back (a reload paints
    // a prerendered page at once, long before the app is here); in the app, this component does
    const onPageHide = () => {
      save();
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', onScroll, { passive: true });
    // a link followed or Back pressed: the position at that moment, before the next page shows
    window.addEventListener('click', save, true);
    window.addEventListener('popstate', save, true);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('click', save, true);
      window.removeEventListener('popstate', save, true);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current === key) return; // the same entry (StrictMode runs effects twice)
    const first = shown.current === null;
    shown.current = key;
    const saved = (positions.current ??= readPositions())[key];
    if (first) {
      // the app takes over a page already on screen (often prerendered): it stays where it is,
      // unless a reload or Back opened it at the top while it has a position of its own
      if (saved !== undefined && reopened() && window.scrollY === 0) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponentSafely(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}

/** A fragment as an element id, or as written when it is not valid percent-encoding. */
function decodeURIComponentSafely(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
