/**
 * One way to render a screen in a component test, as the app does (App.tsx, root-layout.tsx): the
 * app's store (`makeStore(preloadedState)`), MantineProvider with the app's theme (env 'test': no
 * transitions, no portals), the toasts, a MemoryRouter, a signed-in account, and, on request, the
 * real SubscriptionProvider. The server is a FakeApi (fake-api.ts) installed as `fetch`.
 */
import { MantineProvider } from '@mantine/core';
import { queries, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { AuthContext, type AuthContextValue } from '../../../web/src/app/session/auth-context.js';
import { SubscriptionProvider } from '../../../web/src/app/session/subscription-provider.js';
import { makeStore, type AppStore, type RootState } from '../../../web/src/app/store.js';
import { cssVariablesResolver, theme } from '../../../web/src/app/theme.js';
import { ToastHost } from '../../../web/src/app/toast-host.js';
import { FakeApi } from './fake-api.js';

export interface RenderOptions {
  /** The store's starting state, as `makeStore` takes it (e.g. `{ readerSelection: { selectedReaderId: 'm-1' } }`). */
  preloadedState?: Partial<RootState>;
  /** The server's answers; an empty FakeApi (every request 404, listed in `unhandled`) when left out. */
  api?: FakeApi;
  /** The account: signed in as 'Sam' unless said otherwise (see `signedInAs`). */
  auth?: AuthContextValue;
  /** Mounts the app's SubscriptionProvider, which reads GET /api/subscription from `api`. */
  withSubscription?: boolean;
  /** The router's address (default '/book-scanner'). */
  route?: string;
  /** A store made beforehand (`preloadedState` is then unused), e.g. one that asked a page's first answers as boot.tsx does. */
  store?: AppStore;
}

export type Rendered = RenderResult & {
  store: AppStore;
  api: FakeApi;
  /** user-event, set up for this render: `await user.click(button)`. */
  user: UserEvent;
};

const unused = async () => {
  throw new Error('not used by component tests');
};

/**
 * The auth context of a signed-in account. The session machinery itself (AuthProvider) is not
 * rendered: screens read only this value, and the tests do not depend on how sessions are kept.
 */
export function signedInAs(firstName: string | null): AuthContextValue {
  return {
    status: 'signedIn',
    session: null,
    user: { id: 'user-1', email: 'sam@example.com', app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '2026-01-05T10:00:00Z' },
    profile: { id: 'user-1', first_name: firstName, last_name: null, created_at: '2026-01-05T10:00:00Z', is_admin: false },
    firstName,
    signIn: unused,
    signUp: unused,
    signOut: unused,
  };
}

/** The fake servers of the current test; setup.ts checks after each test that they answered every request. */
const servers = new Set<FakeApi>();

/** Throws when a screen asked for something no route answers (a missing fake, or a call the test did not expect). */
export function expectEveryRequestAnswered(): void {
  const unanswered = [...servers].flatMap((api) => api.unhandled.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`));
  servers.clear();
  if (unanswered.length > 0) throw new Error(`Requests with no fake answer (add a route with api.on): ${unanswered.join(', ')}`);
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const store = options.store ?? makeStore(options.preloadedState);
  const api = options.api ?? new FakeApi();
  servers.add(api);
  globalThis.fetch = api.fetch;
  const auth = options.auth ?? signedInAs('Sam');

  function Providers({ children }: { children: ReactNode }) {
    const content = options.withSubscription ? <SubscriptionProvider>{children}</SubscriptionProvider> : children;
    return (
      <Provider store={store}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env="test">
          <ToastHost />
          <MemoryRouter initialEntries={[options.route ?? '/book-scanner']}>
            <AuthContext.Provider value={auth}>{content}</AuthContext.Provider>
          </MemoryRouter>
        </MantineProvider>
      </Provider>
    );
  }

  const user = userEvent.setup();
  return { store, api, user, ...render(ui, { wrapper: Providers, queries }) };
}
