import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { loadInitialReaderSelection } from './app/reader-selection.storage.js';
import { loadInitialReaderSessionState } from './app/session/reader-session-storage.js';
import { loadInitialAuthState } from './app/session/session-storage.js';
import { makeStore } from './app/store.js';

// A stored session starts the app in `restoring`: it is checked with the server before use.
const store = makeStore({ auth: loadInitialAuthState(), readerSession: loadInitialReaderSessionState(Date.now()), readerSelection: loadInitialReaderSelection() });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
