import { READER_SESSION_STORAGE_KEY } from './session/reader-session-storage.js';
import { SESSION_STORAGE_KEY } from './session/session-storage.js';
import { isNativeShell } from './native-shell.js';

/**
 * When the app takes a prerendered public page over (issue 20, decision 43). A visitor with no
 * session reads the prerendered page as it is: it paints before any script, its links are links,
 * and the framework's evaluation (the longest task of every public page: 270-400 ms at 4x CPU
 * slowdown, 650-1,200 ms on Lighthouse's simulated phone) waits until the visitor shows they will
 * use the page (a tap, a key, a field focused) or until the page has been quiet for a while after
 * loading, whichever comes first. A tap on a button or a form sent before the app is here is kept and done again once it is
 * (`takeRecordedAction`, replayed by takeover.ts), with what was typed (carried over there too).
 *
 * The app takes over at once where its first render differs from the prerendered page: a stored
 * session (parent or reader), a native wrapper (the landing page sends it into the app), an address
 * carrying parameters (an email link's query or fragment).
 */
export function takesOverAtOnce(): boolean {
  if (isNativeShell()) return true;
  if (window.location.search !== '' || window.location.hash.includes('=')) return true;
  return (
    hasStored(() => window.localStorage, [SESSION_STORAGE_KEY, READER_SESSION_STORAGE_KEY]) || hasStored(() => window.sessionStorage, [SESSION_STORAGE_KEY])
  );
}

function hasStored(storage: () => Storage, keys: string[]): boolean {
  try {
    const store = storage();
    return keys.some((key) => store.getItem(key) !== null);
  } catch {
    return false; // storage refused (privacy mode): the app keeps a session in memory only
  }
}

/** How long after the page loaded the app takes it over anyway, when the browser is idle. */
export const QUIET_TAKEOVER_MS = 5_000;
const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** What can be tapped on a prerendered page: the buttons the prerender marked as not ready yet. */
export const PRERENDERED_CONTROLS = 'button, [role="tab"]';

/** A tap or a form sent before the app was here, by position among the page's controls or forms. */
export type RecordedAction = { kind: 'click' | 'submit'; index: number };
let recorded: RecordedAction | null = null;

/** The action kept for the app to do again, once (null when there is none). */
export function takeRecordedAction(): RecordedAction | null {
  const action = recorded;
  recorded = null;
  return action;
}

/** Starts `boot` on the visitor's first sign of use of the page in `root`, or once it has been quiet. */
export function takeOverOnIntent(root: HTMLElement, boot: () => void, quietMs: number = QUIET_TAKEOVER_MS): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) window.removeEventListener(type, onIntent, true);
    boot();
  };
  const onIntent = (event: Event) => {
    // a link works as a link: following it loads the next prerendered page, no app needed
    if (event.type !== 'keydown' && event.target instanceof Element && event.target.closest('a[href]')) return;
    start();
  };
  for (const type of INTENT) window.addEventListener(type, onIntent, { capture: true, passive: true });

  const prerendered = () => document.documentElement.hasAttribute('data-prerendered');
  root.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(PRERENDERED_CONTROLS) : null;
      if (!prerendered() || !control || !root.contains(control)) return;
      event.preventDefault(); // a submit button would post the form: the app sends it instead
      recorded = { kind: 'click', index: [...root.querySelectorAll(PRERENDERED_CONTROLS)].indexOf(control) };
      start();
    },
    true,
  );
  root.addEventListener(
    'submit',
    (event) => {
      if (!prerendered() || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      recorded = { kind: 'submit', index: [...root.querySelectorAll('form')].indexOf(event.target) };
      start();
    },
    true,
  );

  const whenQuiet = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: quietMs });
      else start();
    }, quietMs);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}
