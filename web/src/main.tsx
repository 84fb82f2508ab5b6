import { registerServiceWorker } from './app/offline/register-service-worker.js';
import { takeOverOnIntent, takesOverAtOnce } from './app/takeover-intent.js';

// The entry is this small loader (issue 20): on a prerendered page the browser paints the HTML
// first, then the app's code is fetched and takes the page over (for a visitor with no session,
// once they use the page or it has been quiet a while: takeover-intent.ts); on the app shell it
// loads at once.
const boot = () => void import('./boot.js');
const root = document.getElementById('root');
if (!document.documentElement.hasAttribute('data-prerendered') || !root) boot();
else if (takesOverAtOnce()) requestAnimationFrame(() => setTimeout(boot, 0));
else takeOverOnIntent(root, boot);

// The installable app's service worker (issue 25): registered after load, never in the first paint's way.
registerServiceWorker();
