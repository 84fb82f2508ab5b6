import './styles/first-paint.js';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.js';
import type { AppStore } from './store.js';
import { cssVariablesResolver, theme } from './theme.js';
import { ServiceWorkerUpdates } from './offline/service-worker-updates.js';
import { ToastHost } from './toast-host.js';

/** Theme, notifications, the store and the router. `main.tsx` makes the store. */
export function App({ store }: { store: AppStore }) {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastHost />
        <ServiceWorkerUpdates />
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>
  );
}
