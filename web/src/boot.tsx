import { startTransition, StrictMode } from 'react';
import { App } from './app/App.js';
import { loadInitialReaderSelection } from './app/reader-selection.storage.js';
import { loadInitialReaderSessionState } from './app/session/reader-session-storage.js';
import { followAuthClient, loadInitialAuthState } from './app/session/session-sync.js';
import { FIRST_ANSWERS_WAIT_MS, nextTask, settledWithin } from './app/first-answers.js';
import { firstAnswersOf, preloadPage } from './app/router.js';
import { prefetchProfile, prefetchSubscription } from './app/session/session.api.js';
import { makeStore, type AppStore } from './app/store.js';
import { prepareTakeover } from './app/takeover.js';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The public pages arrive prerendered (issue 20): the code of this address's page is asked for first,
// so the first render replaces the prerendered HTML with the same page, never with a spinner.
const path = window.location.pathname;
const pageCode = preloadPage(path);

// A stored session starts the app signed in at once (no spinner); the auth client refreshes or ends
// it in the background and Redux follows its events. The chosen reader is remembered across reloads
// (the seed's `selectedMember` key).
function startStore(): AppStore {
  const store = makeStore({
    auth: loadInitialAuthState(),
    readerSession: loadInitialReaderSessionState(Date.now()),
    readerSelection: loadInitialReaderSelection(),
  });
  followAuthClient(store);
  return store;
}

// Signed in, the page's first answers are asked for before its first render (first-answers.ts): the
// account's profile and subscription (every signed-in page reads them) as soon as the store is made,
// the page's own once its code is here.
async function firstAnswers(store: AppStore, accountAnswers: readonly PromiseLike<unknown>[]): Promise<void> {
  const answers = store.getState().auth.status === 'signedIn' ? await firstAnswersOf(path) : null;
  await settledWithin([...accountAnswers, ...(answers?.(store.dispatch) ?? [])], FIRST_ANSWERS_WAIT_MS);
}

// A page whose code fails to load still renders (React.lazy shows its fallback and retries); so does a
// page whose first answers fail (its hooks ask again). Each step ends its task (nextTask), so no two of
// them make one long task (issue 20: Lighthouse counts every task over 50 ms after the first paint):
// this code's evaluation; the store made and the account's answers asked for; the page's code
// evaluated; its first answers asked for; React's client evaluated and the first render begun
// (session 26: Lighthouse's TBT median 373 -> 235 ms; session 28, docs/performance.md).
async function boot(root: HTMLElement): Promise<void> {
  await nextTask();
  const store = startStore();
  const accountAnswers = store.getState().auth.status === 'signedIn' ? [...prefetchProfile(store.dispatch), ...prefetchSubscription(store.dispatch)] : [];
  await pageCode.catch(() => undefined);
  await nextTask();
  await firstAnswers(store, accountAnswers).catch(() => undefined);
  await nextTask();
  // React's client (its module runs when first asked for) is evaluated here, not with the boot's code.
  const { createRoot } = await import('react-dom/client');
  const reactRoot = createRoot(root);
  if (document.documentElement.hasAttribute('data-prerendered')) prepareTakeover(root);
  // A transition renders in slices that yield to the browser, so the page the parent already
  // sees stays responsive while the app takes it over (no long task but the final commit).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
}

void boot(container);
