import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { loadInitialReaderSelection } from './app/reader-selection.storage.js';
import { loadInitialReaderSessionState } from './app/session/reader-session-storage.js';
import { followAuthClient, loadInitialAuthState } from './app/session/session-sync.js';
import { FIRST_ANSWERS_WAIT_MS, nextTask, settledWithin } from './app/first-answers.js';
import { firstAnswersOf, preloadPage } from './app/router.js';
import { prefetchProfile, prefetchSubscription } from './app/session/session.api.js';
import { makeStore } from './app/store.js';
import { prepareTakeover } from './app/takeover.js';

// A stored session starts the app signed in at once (no spinner); the auth client refreshes or ends
// it in the background and Redux follows its events. The chosen reader is remembered across reloads
// (the seed's `selectedMember` key).
const store = makeStore({
  auth: loadInitialAuthState(),
  readerSession: loadInitialReaderSessionState(Date.now()),
  readerSelection: loadInitialReaderSelection(),
});
followAuthClient(store);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Signed in, the page's first answers are asked for before its first render (first-answers.ts):
// the account's profile and subscription (every signed-in page reads them) at once, the page's own
// once its code is here.
const signedIn = store.getState().auth.status === 'signedIn';
const path = window.location.pathname;
const accountAnswers = signedIn ? [...prefetchProfile(store.dispatch), ...prefetchSubscription(store.dispatch)] : [];
const firstAnswers = async () => {
  const answers = signedIn ? await firstAnswersOf(path) : null;
  await settledWithin([...accountAnswers, ...(answers?.(store.dispatch) ?? [])], FIRST_ANSWERS_WAIT_MS);
};

// The public pages arrive prerendered (issue 20): load the code of this address's page first, so
// the first render replaces the prerendered HTML with the same page, never with a spinner. A page
// whose code fails to load still renders (React.lazy shows its fallback and retries); so does a page
// whose first answers fail (its hooks ask again). Each step ends its task (nextTask): the page's
// code evaluated, its first answers asked for, and the first render begun were one long task each
// time two of them met (session 26: Lighthouse's TBT median 373 -> 235 ms, docs/performance.md).
void preloadPage(path)
  .then(nextTask)
  .then(firstAnswers)
  .catch(() => undefined)
  .then(nextTask)
  .then(() => {
    const root = createRoot(container);
    if (document.documentElement.hasAttribute('data-prerendered')) prepareTakeover(container);
    // A transition renders in slices that yield to the browser, so the page the parent already
    // sees stays responsive while the app takes it over (no long task but the final commit).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} />
        </StrictMode>,
      ),
    );
  });
