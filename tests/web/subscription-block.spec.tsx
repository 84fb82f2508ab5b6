/**
 * The subscription panel of the Profiles sheet (SubscriptionBlock), fed by the app's
 * SubscriptionProvider from GET /api/subscription (docs/billing.md): what a parent sees on the free
 * plan, at the free limit, as a subscriber, after cancelling, and in test mode.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { prefetchSubscription } from '../../web/src/app/session/session.api.js';
import { useSubscription } from '../../web/src/app/session/subscription-context.js';
import type { SubscriptionStatus } from '../../web/src/app/session/session.types.js';
import { makeStore } from '../../web/src/app/store.js';
import { SubscriptionBlock } from '../../web/src/features/subscription/index.js';
import { FakeApi } from './support/fake-api.js';
import { renderWithProviders } from './support/render.js';

const FREE: Required<SubscriptionStatus> = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  scans_used: 3,
  scans_limit: 500,
  cancel_at_period_end: false,
  test_mode: false,
};
const PERIOD_END = '2026-12-25T12:00:00.000Z';
const SUBSCRIBER: Required<SubscriptionStatus> = {
  ...FREE,
  subscribed: true,
  subscription_tier: 'premium_monthly',
  subscription_end: PERIOD_END,
  scans_limit: null,
};

/** The period's end as the parent's browser writes it (the panel uses the browser's locale). */
const periodEnd = new Date(PERIOD_END).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

function renderPanel(status: Required<SubscriptionStatus>) {
  const api = new FakeApi().on('GET', '/api/subscription', { body: status });
  return renderWithProviders(<SubscriptionBlock />, { api, withSubscription: true });
}

/**
 * The panel, found by its heading. The free plan's heading shows before the check answers (nothing
 * known yet reads as "not subscribed"), so free-plan tests then wait for the scan count.
 */
async function panel(heading: 'Free plan' | 'Your plan') {
  const title = await screen.findByRole('heading', { name: heading });
  return within(title.closest('section') as HTMLElement);
}

describe('Subscription panel', () => {
  it('free with scans left: the scans used of the limit, and Upgrade with a choice of period', async () => {
    renderPanel(FREE);
    const free = await panel('Free plan');
    expect(await free.findByText('3 of 500 free scans used')).toBeInTheDocument();
    expect(free.getByRole('progressbar', { name: '3 of 500 free scans used' })).toHaveAttribute('aria-valuenow', '0.6');
    expect(free.getByText('Upgrade for unlimited book checks for the whole family.')).toBeInTheDocument();
    expect(free.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(free.getByRole('button', { name: 'Upgrade' })).toBeEnabled();
    expect(free.queryByRole('button', { name: /Manage|Resume/ })).not.toBeInTheDocument();
    expect(free.queryByText('Test mode: no card is charged.')).not.toBeInTheDocument();
  });

  it('free at the limit: every free scan used, the bar full, Upgrade offered', async () => {
    renderPanel({ ...FREE, scans_used: 500 });
    const free = await panel('Free plan');
    expect(await free.findByText('500 of 500 free scans used')).toBeInTheDocument();
    expect(free.getByRole('progressbar', { name: '500 of 500 free scans used' })).toHaveAttribute('aria-valuenow', '100');
    expect(free.getByRole('button', { name: 'Upgrade' })).toBeEnabled();
  });

  it('Upgrade asks for a checkout of the period chosen and opens the payment page', async () => {
    const tab = { closed: false, opener: {}, document: { title: '', body: { textContent: '' } }, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { api, user } = renderPanel(FREE);
    api.on('POST', '/api/billing/checkout', { body: { url: 'https://checkout.example/session-1', destination: 'checkout' } });
    const free = await panel('Free plan');
    await free.findByText('3 of 500 free scans used');
    await user.click(free.getByRole('radio', { name: 'Annual' }));
    await user.click(free.getByRole('button', { name: 'Upgrade' }));
    await screen.findByRole('button', { name: 'Upgrade' });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.calls('POST', '/api/billing/checkout').map((r) => JSON.parse(r.body))).toEqual([{ plan: 'annual' }]);
    expect(tab.location.href).toBe('https://checkout.example/session-1');
    open.mockRestore();
  });

  it('a checkout that fails closes the blank tab and says so', async () => {
    const tab = { closed: false, opener: {}, document: { title: '', body: { textContent: '' } }, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { api, user } = renderPanel(FREE);
    api.on('POST', '/api/billing/checkout', { status: 502, body: { code: 'upstream_failed', message: 'Failed to create checkout session' } });
    const free = await panel('Free plan');
    await free.findByText('3 of 500 free scans used');
    await user.click(free.getByRole('button', { name: 'Upgrade' }));
    // a toast: Mantine's notification is an alert without a name, so it is found by its words
    const toast = (await screen.findByText('Failed to create checkout session')).closest('[role="alert"]');
    expect(toast).toHaveTextContent(/^ErrorFailed to create checkout session$/);
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('active subscriber: the plan, Active, the renewal date and Manage; no free-scan count, no Upgrade', async () => {
    renderPanel(SUBSCRIBER);
    const plan = await panel('Your plan');
    expect(plan.getByText('Premium Monthly')).toBeInTheDocument();
    expect(plan.getByText('Active')).toBeInTheDocument();
    expect(plan.getByText(`Renews on ${periodEnd}`)).toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Manage' })).toBeEnabled();
    expect(plan.queryByText(/free scans used/)).not.toBeInTheDocument();
    expect(plan.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(plan.queryByText('Cancelled')).not.toBeInTheDocument();
  });

  it('the page load’s check, asked for before the first render (boot.tsx), shows in that render and is not asked again', async () => {
    const api = new FakeApi().on('GET', '/api/subscription', { body: SUBSCRIBER });
    globalThis.fetch = api.fetch;
    const store = makeStore();
    await Promise.all(prefetchSubscription(store.dispatch));
    const seen: boolean[] = []; // what each render of the page knew: subscribed or not
    function Seen() {
      seen.push(useSubscription().subscribed);
      return null;
    }
    renderWithProviders(
      <>
        <Seen />
        <SubscriptionBlock />
      </>,
      { api, store, withSubscription: true },
    );
    // the first render already: never 'Free plan' (nothing known yet) before the answer
    expect(seen[0]).toBe(true);
    expect(seen).not.toContain(false);
    expect(screen.getByRole('heading', { name: 'Your plan' })).toBeInTheDocument();
    // the provider's page-load check takes that answer; a second request would be on its way by now
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.calls('GET', '/api/subscription')).toHaveLength(1);
    expect(screen.getByText('Premium Monthly')).toBeInTheDocument();
  });

  it('cancelled at the period end: "Active until <date>. It will not renew." and Resume', async () => {
    renderPanel({ ...SUBSCRIBER, cancel_at_period_end: true });
    const plan = await panel('Your plan');
    expect(plan.getByText('Cancelled')).toBeInTheDocument();
    expect(plan.getByText(`Active until ${periodEnd}. It will not renew.`)).toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(plan.queryByText(/Renews on/)).not.toBeInTheDocument();
    expect(plan.queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();
  });

  it('Resume opens the payment provider’s portal, where the cancellation is taken back', async () => {
    const tab = { closed: false, opener: {}, document: { title: '', body: { textContent: '' } }, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { api, user } = renderPanel({ ...SUBSCRIBER, cancel_at_period_end: true });
    api.on('POST', '/api/billing/portal', { body: { url: 'https://portal.example/p-1' } });
    const plan = await panel('Your plan');
    await user.click(plan.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(tab.location.href).toBe('https://portal.example/p-1'));
    expect(api.calls('POST', '/api/billing/portal')).toHaveLength(1);
    open.mockRestore();
  });

  it.each([
    ['on the free plan', FREE, 'Free plan'],
    ['for a subscriber', SUBSCRIBER, 'Your plan'],
  ] as const)('test mode %s: "Test mode: no card is charged."', async (_case, status, heading) => {
    renderPanel({ ...status, test_mode: true });
    const shown = await panel(heading);
    expect(await shown.findByText('Test mode: no card is charged.')).toBeInTheDocument();
  });
});
