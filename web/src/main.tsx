import { registerServiceWorker } from './app/offline/register-service-worker.js';

// The entry is this small loader (issue 20): on a prerendered page the browser paints the HTML
// first, then the app's code is fetched and takes the page over; on the app shell it loads at once.
const boot = () => void import('./boot.js');
if (document.documentElement.hasAttribute('data-prerendered')) requestAnimationFrame(() => setTimeout(boot, 0));
else boot();

// The installable app's service worker (issue 25): registered after load, never in the first paint's way.
registerServiceWorker();
