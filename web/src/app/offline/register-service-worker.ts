/**
 * Registers the service worker (the installable app and its offline shell, issue 25) once the page
 * has loaded, so it never competes with the first paint. A new version waits until the parent says
 * so (the "Update" toast): a parent mid-scan never has the page reloaded under them.
 */
type WaitingListener = (apply: () => void) => void;
let waitingListener: WaitingListener | null = null;
let pendingApply: (() => void) | null = null;

/** The app's toast subscribes here; a version that was already waiting is announced at once. */
export function onUpdateWaiting(listener: WaitingListener): () => void {
  waitingListener = listener;
  if (pendingApply) listener(pendingApply);
  return () => {
    if (waitingListener === listener) waitingListener = null;
  };
}

function announce(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  // the very first install has no controller yet: nothing to update
  if (!waiting || !navigator.serviceWorker.controller) return;
  pendingApply = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  waitingListener?.(pendingApply);
}

export function registerServiceWorker(): void {
  // (the dev server has no /sw.js: the registration fails quietly there)
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        announce(registration);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') announce(registration);
          });
        });
      })
      .catch(() => undefined); // no service worker (private mode, an old browser): the app works online as before
  };
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}
