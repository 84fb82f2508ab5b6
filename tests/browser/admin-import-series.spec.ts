import { CATALOG_FLAGS, CSV_HEADER, toCsvLine } from '../../domain/index.js';
import { sql } from '../integration/admin-auth.helper.js';
import { bookPrefix } from '../integration/admin-books.helper.js';
import { signUp } from '../support/test-app.js';
import { BOTH_WIDTHS, type BrowserHarness, describeInBrowser, harnessForSuite, signInThroughForm, screenVisible as screen } from '../support/browser.js';

jest.setTimeout(180_000);

describeInBrowser('the admin import with series columns in a real browser', () => {
  let h: BrowserHarness;
  harnessForSuite((started) => (h = started));

  it.each(BOTH_WIDTHS)('previews the series of each book on the %s', async (_name, viewport) => {
    const admin = await signUp(h.app, 'series-admin', { first_name: 'Ada', last_name: 'Admin', user_type: 'parent' });
    await sql(h.app, 'update profiles set is_admin = true where id = $1', [admin.id]);
    const until = new Date(h.app.clock.now().getTime() + 30 * 60_000).toISOString();
    await sql(
      h.app,
      'insert into admin_unlocks (user_id, unlocked_until) values ($1, $2) on conflict (user_id) do update set unlocked_until = excluded.unlocked_until',
      [admin.id, until],
    );

    const p = bookPrefix('ui-series');
    const row = (title: string, series: string, volume: string) =>
      toCsvLine([
        '',
        `${title} ${p}`,
        'Ada Vale',
        'A lantern-lit adventure under the city.',
        ...CATALOG_FLAGS.flatMap((flag) => (flag === 'violence' && volume === '2' ? ['yes', 'A fight in the tunnels.'] : ['no', ''])),
        series,
        volume,
      ]);
    const csv = [
      toCsvLine([...CSV_HEADER, 'series', 'series_volume']),
      row('Lantern Keepers', 'Lantern Keepers', '1'),
      row('The Dark Tunnels', 'Lantern Keepers', '2'),
    ].join('\n');

    const page = await h.newPage(viewport);
    await signInThroughForm(page, admin);
    await page.goto('/import-book-data');
    await page.getByRole('heading', { name: 'Import Book Data' }).waitFor();
    await page.getByLabel('CSV content').fill(csv);
    await page.getByRole('button', { name: 'Preview & Validate' }).click();
    await page.getByText('Preview passed').waitFor();
    const first = page
      .getByRole('region', { name: 'Preview result' })
      .locator('.mantine-Card-root')
      .filter({ hasText: `Lantern Keepers ${p}` });
    await first.getByText('Series: Lantern Keepers, book 1').waitFor();
    const second = page
      .getByRole('region', { name: 'Preview result' })
      .locator('.mantine-Card-root')
      .filter({ hasText: `The Dark Tunnels ${p}` });
    await second.getByText('Series: Lantern Keepers, book 2').waitFor();
    await second.getByText('violence').waitFor();
    expect(await sql(h.app, 'select 1 from book_content_analysis where title like $1', [`%${p}`])).toHaveLength(0); // a preview writes nothing
    await first.scrollIntoViewIfNeeded();
    await screen(page, 'admin-import-series');
    await page.context().close();
  });
});
