import type { Plan } from '../../domain/index.js';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const PLAN_NAMES: Record<Plan, string> = { monthly: 'Monthly', annual: 'Annual' };

// One style tag (allowed by our CSP); no scripts, fonts or images, so the page works offline and on a phone.
const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f6f8; color: #1b1f24; line-height: 1.5; }
  main { max-width: 32rem; margin: 0 auto; padding: 1.25rem; }
  .banner { background: #fff3bf; border: 2px solid #e67700; color: #5c2d00; border-radius: .5rem; padding: .75rem 1rem; font-weight: 700; margin: 0 0 1.25rem; }
  .card { background: #fff; border-radius: .75rem; padding: 1.25rem; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .5rem 1rem; margin: 0 0 1.25rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  form { margin: 0 0 1rem; }
  button { width: 100%; min-height: 3rem; font-size: 1.05rem; font-weight: 600; border: 0; border-radius: .5rem; padding: .75rem 1rem; cursor: pointer; color: #fff; background: #1971c2; }
  button.danger { background: #c92a2a; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f08c00; outline-offset: 2px; }
  a { color: #1864ab; }
  .secondary { display: block; text-align: center; padding: .75rem; font-size: 1rem; }
  .note { font-size: .9rem; color: #495057; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ShelfCheck</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note">TEST MODE — no real payment, no card is charged. This page stands in for the payment provider.</p>
${body}
</main>
</body>
</html>`;
}

const minutesLeft = (expiresAt: Date, now: Date) => Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));

/** The stand-in for the provider's checkout: the plan, a price placeholder, confirm or cancel. */
export function testCheckoutPage(input: { action: string; plan: Plan; expiresAt: Date; now: Date }): string {
  return page(
    'Test checkout',
    `<section class="card" aria-labelledby="title">
<h1 id="title">Confirm your ShelfCheck subscription</h1>
<dl>
  <dt>Plan</dt><dd>${PLAN_NAMES[input.plan]}</dd>
  <dt>Price</dt><dd>Placeholder — no charge in test mode</dd>
  <dt>Renews</dt><dd>${input.plan === 'annual' ? 'Every year' : 'Every month'} (test mode: never charged)</dd>
</dl>
<form method="post" action="${escapeHtml(input.action)}">
  <button type="submit" aria-describedby="confirm-note">Confirm test subscription</button>
</form>
<p id="confirm-note" class="note">Confirming activates the subscription on this server only. This link works once and expires in ${minutesLeft(input.expiresAt, input.now)} minutes.</p>
<a class="secondary" href="/cancel">Cancel</a>
</section>`,
  );
}

const DAY = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The stand-in for the provider's customer portal. Like the provider's: cancelling keeps the paid
 * period (active until its end), and a cancelled subscription can be resumed until then.
 */
export function testPortalPage(input: { basePath: string; expiresAt: Date; now: Date; periodEnd: Date | null; cancelling: boolean }): string {
  const until = input.periodEnd ? DAY.format(input.periodEnd) : null;
  const expires = `This link works once and expires in ${minutesLeft(input.expiresAt, input.now)} minutes.`;
  const form = input.cancelling
    ? `<p>Your subscription is cancelled and stays active until <strong>${until ?? 'the end of the paid period'}</strong>.</p>
<form method="post" action="${escapeHtml(`${input.basePath}/resume`)}">
  <button type="submit" aria-describedby="change-note">Resume subscription (test mode)</button>
</form>
<p id="change-note" class="note">Resuming keeps the subscription going after that date. ${expires}</p>`
    : `${until ? `<p>Active, renews on <strong>${until}</strong>.</p>` : ''}
<form method="post" action="${escapeHtml(`${input.basePath}/cancel`)}">
  <button type="submit" class="danger" aria-describedby="change-note">Cancel subscription (test mode)</button>
</form>
<p id="change-note" class="note">Cancelling keeps unlimited scans until ${until ?? 'the end of the paid period'}; you can resume before then. ${expires}</p>`;
  return page(
    'Test billing portal',
    `<section class="card" aria-labelledby="title">
<h1 id="title">Manage your ShelfCheck subscription</h1>
${form}
<a class="secondary" href="/book-scanner">Back to the book scanner</a>
</section>`,
  );
}

/** An unknown, used or expired link. */
export function unusableLinkPage(message: string): string {
  return page(
    'Link no longer valid',
    `<section class="card" aria-labelledby="title">
<h1 id="title">This link can no longer be used</h1>
<p>${escapeHtml(message)}</p>
<a class="secondary" href="/book-scanner">Back to the book scanner</a>
</section>`,
  );
}
