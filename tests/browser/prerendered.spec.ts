import type { Page, Route } from 'playwright-core';
import { signUp } from '../support/test-app.js';
import { type BrowserHarness, describeInBrowser, harnessForSuite, PHONE, signedInWithReader } from '../support/browser.js';

describeInBrowser('the prerendered sign-in page before and after the app takes it over (issue 20)', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it('shows the form before any script runs, keeps what was typed and unticked meanwhile, and signs in once the app is there', async () => {
    const u = await signUp(h.app, 'prerendered');
    const page = await h.newPage(PHONE);
    const boot = await holdBoot(page); // until the visitor has typed, as a slow phone network would
    await page.goto('/auth');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await page.locator('html[data-prerendered]').count()).toBe(1);
    const button = page.getByRole('button', { name: 'Sign In', exact: true });
    expect(await button.getAttribute('aria-disabled')).toBe('true'); // nothing to press yet
    expect(await page.locator('form[method="post"]').count()).toBeGreaterThanOrEqual(1); // never a password in the address
    await page.getByLabel('Email').pressSequentially(u.email);
    await page.getByLabel('Password', { exact: true }).pressSequentially(u.password);
    const remember = page.getByLabel('Remember me (stay signed in)');
    expect(await remember.isChecked()).toBe(true);
    await remember.click(); // a shared phone: this tab only
    await boot.asked(); // the app's code has been asked for
    await boot.release();
    await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' }); // the app has taken over
    expect(await page.getByLabel('Email').inputValue()).toBe(u.email);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(u.password);
    expect(await remember.isChecked()).toBe(false); // the untick survived the takeover
    await button.click();
    await page.waitForURL('**/book-scanner');
    const stored = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    expect(stored.session).toContain('shelfcheck.auth.session');
    expect(stored.local).not.toContain('shelfcheck.auth.session');
    await page.context().close();
  });

  /** The app's code asked for by this page so far (the loader's import of boot.js). */
  function bootRequests(page: Page): () => number {
    let asked = 0;
    page.on('request', (r) => {
      if (/\/assets\/boot-[^/]+\.js$/.test(new URL(r.url()).pathname)) asked++;
    });
    return () => asked;
  }

  it('lets a visitor with no session read the page without the app, and does their first tap once it is there (decision 43)', async () => {
    const page = await h.newPage(PHONE);
    const asked = bootRequests(page);
    await page.goto('/help', { waitUntil: 'load' });
    await page.waitForTimeout(1_000); // reading: no tap, no key
    expect(asked()).toBe(0);
    expect(await page.locator('html[data-prerendered]').count()).toBe(1);
    // a tap on the first question (a finger, not a script: the prerendered control says it is not ready)
    const control = page.locator('.mantine-Accordion-control').first();
    expect(await control.getAttribute('aria-expanded')).toBe('false');
    const box = (await control.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' });
    expect(asked()).toBe(1);
    // the same tap, done again by the app: the answer opens
    await page.locator('.mantine-Accordion-control[aria-expanded="true"]').first().waitFor();
    expect(await page.locator('.mantine-Accordion-control').first().getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });

  it('takes a quiet page over on its own, and shows the tab tapped before the app was there', async () => {
    const page = await h.newPage(PHONE);
    await page.goto('/');
    await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' }); // nobody touched it
    await page
      .getByRole('link', { name: 'Get Started Free' })
      .or(page.getByRole('button', { name: 'Get Started Free' }))
      .first()
      .waitFor();
    // the app's code for this page, and nothing a page without a toast does not need (toast-host.tsx)
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect(scripts.some((path) => /^\/assets\/boot-[^/]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /toast-container/.test(path))).toEqual([]);
    await page.context().close();

    // the Sign Up tab tapped before the app is here: the app shows the sign-up form
    const auth = await h.newPage(PHONE);
    const asked = bootRequests(auth);
    await auth.goto('/auth', { waitUntil: 'load' });
    const tab = auth.getByRole('tab', { name: 'Sign Up' });
    const box = (await tab.boundingBox())!;
    await auth.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await auth.getByLabel('First name').waitFor();
    expect(asked()).toBe(1);
    expect(await auth.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await auth.context().close();
  });

  it('signs in with what was typed when Enter was pressed before the app was here', async () => {
    const u = await signUp(h.app, 'early-enter');
    const page = await h.newPage(PHONE);
    const boot = await holdBoot(page);
    await page.goto('/auth');
    await page.getByLabel('Email').pressSequentially(u.email);
    await page.getByLabel('Password', { exact: true }).pressSequentially(u.password);
    await page.keyboard.press('Enter'); // the form is sent while the app's code is still on its way
    await boot.asked();
    expect(page.url()).toMatch(/\/auth$/); // not posted: kept for the app
    await boot.release();
    await page.waitForURL('**/book-scanner');
    await page.context().close();
  });

  it('takes over at once for a visitor with a stored session (the page they get may differ)', async () => {
    const page = await h.newPage(PHONE);
    // the page never turns quiet here (no idle callback ever comes): only "at once" can take it over
    await page.addInitScript(() => (window.requestIdleCallback = () => 0));
    await page.goto('/help', { waitUntil: 'load' });
    await page.evaluate(() => localStorage.setItem('shelfcheck.reader.session', '{}'));
    const asked = bootRequests(page);
    await page.reload({ waitUntil: 'load' });
    await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' });
    expect(asked()).toBe(1);
    await page.context().close();
  });

  it("gives every script of the signed-in scanner V8's compile hint as its first line (decision 44)", async () => {
    const u = await signUp(h.app, 'compile-hints');
    expect((await h.app.http().post('/api/family-members').set(u.auth).send({ name: 'Leo', age: 9, reading_level: 'Elementary' })).status).toBe(201);
    const { page } = await signedInWithReader(h, PHONE, u, 'Leo (Age 9)');
    const scripts: Promise<[string, string]>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/assets/')) scripts.push(r.text().then((t) => [r.url(), t]));
    });
    await page.reload();
    await page.getByText('Leo, Age 9').waitFor();
    // the toasts' container comes once the page is quiet (toast-host.tsx): wait for it, so that no response is read after the page closed
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/toast-container-[^/]+\.js$/.test(e.name)));
    const loaded = await Promise.all(scripts);
    expect(loaded.map(([url]) => url).some((url) => /\/assets\/framework-[^/]+\.js$/.test(url))).toBe(true);
    for (const [url, text] of loaded) expect([url, text.split('\n', 1)[0]]).toEqual([url, '//# allFunctionsCalledOnLoad']);
    await page.context().close();
  });

  it("asks for the scanner's first answers before its first render, once each (first-answers.ts)", async () => {
    const u = await signUp(h.app, 'first-answers');
    expect((await h.app.http().post('/api/family-members').set(u.auth).send({ name: 'Mia', age: 8, reading_level: 'Elementary' })).status).toBe(201);
    const { page, problems } = await signedInWithReader(h, PHONE, u, 'Mia (Age 8)');
    // the next load: when the app's first commit lands, note the time (the prerendered marker goes)
    await page.addInitScript(() => {
      let prerendered = false; // the script runs before the page's <html> is parsed
      new MutationObserver((_, observer) => {
        const html = document.documentElement;
        if (html?.hasAttribute('data-prerendered')) prerendered = true;
        if (!html || !prerendered || html.hasAttribute('data-prerendered')) return;
        (window as unknown as { takenOverAt: number }).takenOverAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
    });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && r.method() === 'GET') asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await page.reload();
    await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' });
    await page.getByText('Mia, Age 8').waitFor();
    const firstAnswers = [
      '/api/profile',
      '/api/family-members',
      '/api/reading-profile',
      '/api/household',
      '/api/scan-history',
      '/api/reading-list?limit=100&offset=0',
      '/api/book-requests?status=pending',
      '/api/catalog-requests',
    ];
    const started = await page.evaluate(() => ({
      takenOverAt: (window as unknown as { takenOverAt: number }).takenOverAt,
      requests: performance.getEntriesByType('resource').map((e) => ({ url: e.name.replace(location.origin, ''), at: e.startTime })),
    }));
    for (const url of firstAnswers) {
      expect(asked.filter((a) => a === url)).toEqual([url]); // once: the hooks found the request on its way
      expect(started.requests.find((r) => r.url === url)?.at).toBeLessThan(started.takenOverAt); // before the first render, not after it
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("asks for the scanner's first answers before React's client is evaluated (session 28)", async () => {
    const u = await signUp(h.app, 'boot-steps');
    expect((await h.app.http().post('/api/family-members').set(u.auth).send({ name: 'Noa', age: 9, reading_level: 'Elementary' })).status).toBe(201);
    const { page, problems } = await signedInWithReader(h, PHONE, u, 'Noa (Age 9)');
    // the next load records, in order, each API request as it is asked for and the moment React's
    // client module runs (it announces itself to the devtools hook when it is evaluated)
    await page.addInitScript(() => {
      const w = window as unknown as { bootSteps: string[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      w.bootSteps = [];
      const fetchBefore = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname.startsWith('/api/')) w.bootSteps.push(url.pathname);
        return fetchBefore(input, init);
      };
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        inject: () => (w.bootSteps.push("React's client"), 1),
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      };
    });
    await page.reload();
    await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' });
    await page.getByText('Noa, Age 9').waitFor();
    const steps = await page.evaluate(() => (window as unknown as { bootSteps: string[] }).bootSteps);
    const react = steps.indexOf("React's client");
    expect(react).toBeGreaterThan(0);
    // the account's answers and the page's own are all on their way before React's client runs (it
    // ran with the boot's code, in the same long task, before session 28)
    for (const url of ['/api/profile', '/api/subscription', '/api/family-members', '/api/reading-list', '/api/scan-history']) {
      expect([url, steps.indexOf(url) >= 0 && steps.indexOf(url) < react]).toEqual([url, true]);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("takes the theme's variables and Mantine's global classes from the first style sheet, none from the page (decision 55)", async () => {
    const page = await h.newPage(PHONE);
    const html = await (await page.request.get('/help')).text();
    expect(html).not.toContain('data-mantine-styles="true"'); // the prerendered HTML carries no copy
    await page.goto('/help', { waitUntil: 'load' });
    await page.mouse.move(5, 5); // a visitor's first move: the app takes the page over
    await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const seen = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'mantine-visible-from-sm'; // hidden below Mantine's sm breakpoint (a phone)
      document.body.append(probe);
      const result = {
        sheetsInPage: document.querySelectorAll('style[data-mantine-styles="true"], style[data-mantine-styles="classes"]').length,
        body: getComputedStyle(document.body).backgroundColor,
        primary: getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
        dimmed: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-dimmed').trim(),
        probe: getComputedStyle(probe).display,
      };
      probe.remove();
      return result;
    });
    // theme.ts's warm paper, terracotta shade 7 and darker dimmed text, and the global classes at work
    expect(seen).toEqual({ sheetsInPage: 0, body: 'rgb(255, 250, 245)', primary: '#b94f1f', dimmed: '#5f5650', probe: 'none' });
    await page.context().close();
  });

  it('holds the signed-in scanner still until the app is there, and adds its portals after its first commit (decision 54)', async () => {
    const u = await signUp(h.app, 'calm-takeover');
    expect((await h.app.http().post('/api/family-members').set(u.auth).send({ name: 'Ada', age: 7, reading_level: 'Elementary' })).status).toBe(201);
    const signedIn = await signedInWithReader(h, PHONE, u, 'Ada (Age 7)');
    // the next visit, in a fresh browser with the stored session: nothing cached, no service worker
    const context = await h.browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 1,
      baseURL: h.baseUrl,
      serviceWorkers: 'block',
      storageState: await signedIn.page.context().storageState(),
    });
    await signedIn.page.context().close();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    // in the task of the app's first commit (the prerendered marker goes), is there a portal?
    await page.addInitScript(() => {
      let prerendered = false;
      new MutationObserver((_, observer) => {
        const html = document.documentElement;
        if (html?.hasAttribute('data-prerendered')) prerendered = true;
        if (!html || !prerendered || html.hasAttribute('data-prerendered')) return;
        (window as unknown as { portalAtTakeover: boolean }).portalAtTakeover = document.querySelector('[data-portal]') !== null;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
    });
    const boot = await holdBoot(page);
    await page.goto('/book-scanner', { waitUntil: 'load' });
    await boot.asked();
    // the prerendered page while the app's code is on its way: the reader's placeholder is there, and nothing moves
    expect(await page.locator('.mantine-Skeleton-root').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.getAnimations().map((a) => (a as CSSAnimation).animationName ?? 'an animation'))).toEqual([]);
    await boot.release();
    await page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' });
    await page.getByText('Ada, Age 7').waitFor();
    // Mantine's Portal sets state in a layout effect: in the first commit it would make React run every
    // passive effect and render again in the takeover's task. The page's portals (its menus; the
    // toasts' container once a toast is shown) come in a later one.
    expect(await page.evaluate(() => (window as unknown as { portalAtTakeover: boolean }).portalAtTakeover)).toBe(false);
    await page.locator('[data-portal]').waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/** Holds the app's code (the loader's import of boot.js) on its way, as a slow phone network would. */
async function holdBoot(page: Page): Promise<{ asked: () => Promise<void>; release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    asked: async () => {
      while (held.length === 0) await page.waitForTimeout(50);
    },
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
