/**
 * The toasts' host (web/src/app/toast-host.tsx): the container's code is fetched with the first
 * toast for a visitor (a page without a toast never needs it), and at once, before any toast, for a
 * signed-in parent, so that the screens where actions answer with toasts have it offline too.
 */
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import type { Session } from '../../web/src/app/session/session.types.js';
import { renderWithProviders } from './support/render.js';

const container = () => document.querySelector('.mantine-Notifications-root');

const session = {
  access_token: 'access',
  refresh_token: 'refresh',
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'user-1', email: 'sam@example.com', app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '2026-01-05T10:00:00Z' },
} as Session;

afterEach(() => act(() => notifications.clean()));

describe('the toasts’ host', () => {
  it('shows no container to a visitor until the first toast, then shows the toast', async () => {
    renderWithProviders(<p>Page</p>);
    await screen.findByText('Page');
    // the host's first commits are done (it mounts after the app's first one), and no container came
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container()).toBeNull();

    act(() => void notifications.show({ message: 'Added to reading list' }));
    expect(await screen.findByText('Added to reading list')).toBeInTheDocument();
    expect(container()).not.toBeNull();
  });

  it('brings the container to a signed-in parent before any toast', async () => {
    renderWithProviders(<p>Page</p>, { preloadedState: { auth: { status: 'signedIn', session } } });
    await waitFor(() => expect(container()).not.toBeNull());
    act(() => void notifications.show({ message: 'Scan removed from history' }));
    expect(await screen.findByText('Scan removed from history')).toBeInTheDocument();
  });
});
