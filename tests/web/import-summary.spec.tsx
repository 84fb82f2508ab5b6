/**
 * The admin CSV import's summary (ImportWorkbench and its ImportReportView): Preview & Validate runs
 * a dry-run job (POST /api/admin/books/import-jobs, then GET …/:id until it is done; docs/admin.md,
 * "Import"), and the report it ends with is what the admin sees. One report object drives every
 * count on the screen; a clean preview unlocks the real import; a preview with errors keeps it shut.
 */
import { screen, within } from '@testing-library/react';
import type { ImportJob, ImportReport } from '../../web/src/features/admin/model/admin.types.js';
import { ImportWorkbench } from '../../web/src/features/admin/components/import-workbench.js';
import { FakeApi, type SeenRequest } from './support/fake-api.js';
import { renderWithProviders } from './support/render.js';

const CSV = 'isbn,title,author,summary\n9780316381994,The Wild Robot,Peter Brown,A robot on an island';

const fieldCount = (row: number, got: number) => `Row ${row}: Could not normalize to 36 fields (got ${got}). Check for stray commas or unmatched quotes.`;

/** A dry run's report; the counts a test changes are the ones it is about. */
const report = (counts: Partial<ImportReport>): ImportReport => ({
  success: true,
  dryRun: true,
  mode: 'batch',
  total: 3,
  imported: 0,
  inserted: 0,
  updated: 0,
  valid: 3,
  errors: 0,
  fieldCountErrors: 0,
  validationWarnings: 0,
  autoFixed: 0,
  previewData: [
    { title: 'The Wild Robot', author: 'Peter Brown', isbn: '9780316381994', contentFlags: ['violence', 'death_grief'] },
    { title: 'Frog and Toad', author: 'Arnold Lobel', isbn: '', contentFlags: [] },
  ],
  validationDetails: [],
  errorDetails: [],
  autoFixDetails: [],
  ...counts,
});

const job = (id: string, dryRun: boolean, fields: Partial<ImportJob>): ImportJob => ({
  id,
  state: 'running',
  phase: 'reading',
  processed: 0,
  total: 0,
  dryRun,
  mode: 'batch',
  started_at: '2026-11-25T10:00:00Z',
  finished_at: null,
  ...fields,
});

/** The import-job routes: a preview ends with `preview`, a real import with `imported`. */
function importApi(preview: ImportReport, imported?: ImportReport): FakeApi {
  const dryRunOf = (r: SeenRequest) => r.query.get('dryRun') === 'true';
  return new FakeApi()
    .on('POST', '/api/admin/books/import-jobs', (r) => ({ status: 202, body: job(dryRunOf(r) ? 'preview-1' : 'import-1', dryRunOf(r), {}) }))
    .on('GET', '/api/admin/books/import-jobs/preview-1', { body: job('preview-1', true, { state: 'done', phase: 'done', result: preview }) })
    .on('GET', '/api/admin/books/import-jobs/import-1', { body: job('import-1', false, { state: 'done', phase: 'done', result: imported }) });
}

async function preview(api: FakeApi) {
  const rendered = renderWithProviders(<ImportWorkbench mode="batch" />, { api, route: '/import-book-data' });
  await rendered.user.click(screen.getByLabelText('CSV content'));
  await rendered.user.paste(CSV);
  await rendered.user.click(screen.getByRole('button', { name: 'Preview & Validate' }));
  const region = await screen.findByRole('region', { name: 'Preview result' });
  return { ...rendered, region, result: within(region) };
}

/** A count tile's number: the text just before the tile's label (a details card's title has none before it). */
function tile(region: HTMLElement, label: string): string | undefined {
  const numbers = within(region)
    .getAllByText(label, { selector: 'p' })
    .flatMap((p) => (p.previousElementSibling ? [p.previousElementSibling.textContent ?? ''] : []));
  expect(numbers).toHaveLength(1);
  return numbers[0];
}

describe('Import summary', () => {
  it('a clean dry run says it passed, shows the first books, and unlocks the real import', async () => {
    const { api, user, region, result } = await preview(importApi(report({}), report({ dryRun: false, imported: 3, inserted: 2, updated: 1 })));

    const headline = result.getByRole('alert');
    expect(headline).toHaveTextContent('Preview passed');
    expect(headline).toHaveTextContent('3 books are ready to import.');
    expect(headline).not.toHaveTextContent(/field count/);
    expect([tile(region, 'Rows'), tile(region, 'Valid books'), tile(region, 'Refused'), tile(region, 'Warnings'), tile(region, 'Auto-fixed')]).toEqual([
      '3',
      '3',
      '0',
      '0',
      '0',
    ]);
    expect(result.getByRole('heading', { name: 'First books in the file' })).toBeInTheDocument();
    expect(result.getByText('Peter Brown · ISBN 9780316381994')).toBeInTheDocument();
    expect(result.getByText('death grief')).toBeInTheDocument();
    expect(result.getByText('No content flags')).toBeInTheDocument();
    expect(result.queryByRole('region', { name: 'Refused rows (not imported)' })).not.toBeInTheDocument();
    expect(screen.queryByText('Import Failed')).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/admin/books/import-jobs').map((r) => [r.query.get('dryRun'), r.body])).toEqual([['true', CSV]]);

    // the real import is offered: it runs, and says what it wrote
    await user.click(screen.getByRole('button', { name: 'Import Books' }));
    const done = within(await screen.findByRole('region', { name: 'Import result' }));
    expect(done.getByRole('alert')).toHaveTextContent('Import completeImported 3 books: 2 new, 1 updated.');
    expect(api.calls('POST', '/api/admin/books/import-jobs').map((r) => r.query.get('dryRun'))).toEqual(['true', 'false']);
    expect(screen.queryByText('Please run Preview & Validate first')).not.toBeInTheDocument();
    expect(screen.queryByText('Import Failed')).not.toBeInTheDocument();
  });

  it('a dry run with errors: one count everywhere, the refused rows listed first, and the real import held back', async () => {
    const errors = [fieldCount(3, 38), fieldCount(5, 40), 'Row 8: Title and author are required', fieldCount(9, 37)];
    const failing = report({
      success: false,
      total: 10,
      valid: 6,
      errors: 4,
      fieldCountErrors: 3,
      validationWarnings: 1,
      errorDetails: errors,
      validationDetails: ['Row 4: Unmatched quote'],
    });
    const { api, user, region, result } = await preview(importApi(failing));

    const headline = result.getByRole('alert');
    expect(headline).toHaveTextContent('Preview found errors');
    expect(headline).toHaveTextContent('4 rows will be refused. Fix them in the CSV and preview again.');
    expect(headline).toHaveTextContent(
      '3 rows have field count issues (of the 4 rows refused; 1 for other reasons). Their values are never shifted between columns: put quotes around any text that holds a comma.',
    );
    expect([tile(region, 'Rows'), tile(region, 'Valid books'), tile(region, 'Refused'), tile(region, 'Warnings')]).toEqual(['10', '6', '4', '1']);

    const refused = result.getByRole('region', { name: 'Refused rows (not imported)' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(errors);
    expect(within(refused).queryByText(/Showing the first/)).not.toBeInTheDocument();
    // what needs doing comes before the books
    const books = result.getByRole('heading', { name: 'First books in the file' });
    expect(refused.compareDocumentPosition(books) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import Books' }));
    expect(screen.getByRole('alert', { name: 'Please fix validation errors first' })).toHaveTextContent('Correct the refused rows, then preview again.');
    expect(api.calls('POST', '/api/admin/books/import-jobs')).toHaveLength(1);
  });

  it('field-count errors beyond the listed messages are counted from the summary, not from the list', async () => {
    const listed = Array.from({ length: 10 }, (_, i) => fieldCount(i + 2, 40));
    const { region, result } = await preview(
      importApi(report({ success: false, total: 30, valid: 5, errors: 25, fieldCountErrors: 25, errorDetails: listed })),
    );
    const headline = result.getByRole('alert');
    expect(headline).toHaveTextContent('25 rows will be refused.');
    expect(headline).toHaveTextContent('25 rows have field count issues. Their values');
    expect(headline).not.toHaveTextContent('other reasons');
    expect(tile(region, 'Refused')).toBe('25');
    const refused = within(result.getByRole('region', { name: 'Refused rows (not imported)' }));
    expect(refused.getByText('Showing the first 10 of 25.')).toBeInTheDocument();
    expect(refused.getAllByRole('listitem')).toHaveLength(10);
  });

  it('one row refused for its field count: the singular', async () => {
    const { result } = await preview(
      importApi(report({ success: false, total: 3, valid: 2, errors: 1, fieldCountErrors: 1, errorDetails: [fieldCount(4, 35)] })),
    );
    const headline = result.getByRole('alert');
    expect(headline).toHaveTextContent('1 row will be refused.');
    expect(headline).toHaveTextContent('1 row has field count issues. Their values');
  });

  it('a text no row of which can be read: "Import Failed" with the row messages, and no summary', async () => {
    const messages = [fieldCount(2, 17), fieldCount(3, 12)];
    const api = new FakeApi().on('POST', '/api/admin/books/import-jobs', {
      status: 400,
      body: { code: 'validation_failed', message: 'No row of the CSV could be read', errors: messages },
    });
    const { user } = renderWithProviders(<ImportWorkbench mode="batch" />, { api });
    await user.click(screen.getByLabelText('CSV content'));
    await user.paste('garbage');
    await user.click(screen.getByRole('button', { name: 'Preview & Validate' }));
    const failed = await screen.findByRole('alert', { name: 'Import Failed' });
    expect(failed).toHaveTextContent('No row of the CSV could be read');
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(messages);
    expect(screen.queryByRole('region', { name: 'Preview result' })).not.toBeInTheDocument();
  });
});
