import './styles/first-paint.js';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.js';
import type { AppStore } from './store.js';
import { theme } from './theme.js';
import { ServiceWorkerUpdates } from './offline/service-worker-updates.js';
import { ToastHost } from './toast-host.js';

/** Theme, notifications, the store and the router. `boot.tsx` makes the store. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      {/* The theme's CSS variables and global classes are a style sheet made at build time (decision 55). */}
      <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} defaultColorScheme="light">
        <ToastHost />
        <ServiceWorkerUpdates />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MantineProvider>
    </Provider>
  );
}
