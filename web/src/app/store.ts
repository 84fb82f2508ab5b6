import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from './api.js';
import { authSlice } from './session/auth.slice.js';
import { readerSelectionSlice } from './reader-selection.slice.js';
import { registerReaderSelectionListeners } from './reader-selection.storage.js';
import { readerSessionSlice } from './session/reader-session.slice.js';
import { registerSessionListeners } from './session/session-listeners.js';
import { registerOfflineListeners } from './offline/offline-listeners.js';

const rootReducer = combineSlices(baseApi, authSlice, readerSelectionSlice, readerSessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per page (and per component test): `makeStore({ auth: ... })`. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware).concat(baseApi.middleware),
    // The API's answers (RTK Query marks them for batching) reach the screens together: a page that
    // asks for nine things at load renders once or twice as they land, not nine times.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'timer', timeout: 100 } }),
  });
  registerSessionListeners(listener.startListening.withTypes<RootState>());
  registerReaderSelectionListeners(listener.startListening.withTypes<RootState>());
  registerOfflineListeners(listener.startListening.withTypes<unknown>());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
