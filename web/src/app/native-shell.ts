/** What the detection looks at; `window` satisfies it, tests pass a plain object. */
export interface NativeShellProbe {
  navigator?: { userAgent?: string; standalone?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
  Capacitor?: unknown;
  ReactNativeWebView?: unknown;
}

/** User-agent markers: our wrapper app's own token, and Android's WebView flag "; wv)". */
const NATIVE_USER_AGENT = /ShelfCheckApp|\bwv\b/i;

/**
 * True when the page runs inside a native mobile wrapper or as an installed home-screen app:
 * a wrapper user agent, a wrapper bridge global (Capacitor, React Native WebView) or standalone
 * display mode. Such shells skip the marketing page and open the app itself.
 *
 * @example isNativeShell({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14; wv)' } }) // true
 */
export function isNativeShell(probe: NativeShellProbe | undefined = globalThis): boolean {
  if (!probe) return false;
  if (NATIVE_USER_AGENT.test(probe.navigator?.userAgent ?? '')) return true;
  if (probe.Capacitor != null || probe.ReactNativeWebView != null) return true;
  if (probe.navigator?.standalone === true) return true; // iOS home-screen web app
  try {
    return probe.matchMedia?.('(display-mode: standalone)').matches === true;
  } catch {
    return false; // matchMedia missing or refusing the query: treat as a plain browser
  }
}
