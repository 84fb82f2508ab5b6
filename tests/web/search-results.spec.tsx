/**
 * The search results judged for a reader ('Which book did you mean?'), from GET /api/books/search
 * with reader_id (docs/book-intelligence.md, "Discovery for a reader"): the fit of each book, the
 * count of books hidden for the reader (the X-Hidden-Count header) and 'Show them', the book typed
 * pinned first, and the fallback when the search fails.
 */
import { screen, within } from '@testing-library/react';
import type { SearchHit } from '../../web/src/features/analysis/model/analysis.types.js';
import { SearchResults } from '../../web/src/features/analysis/components/search-results.js';
import { FakeApi, type FakeAnswer } from './support/fake-api.js';
import { renderWithProviders } from './support/render.js';

const violence = { category: 'violence', label: 'Violence', zero_tolerance: true };
const scary = { category: 'scary_horror', label: 'Scary/Horror Content', zero_tolerance: false };

const hit = (title: string, fit: SearchHit['fit'], extra: Partial<SearchHit> = {}): SearchHit => ({
  title,
  author: 'A. Author',
  isbn: null,
  score: 0.8,
  fit,
  ...extra,
});
const fits = (level: NonNullable<SearchHit['fit']>['match_level'], score: number, conflicts: (typeof violence)[] = []): SearchHit['fit'] => ({
  match_level: level,
  match_score: score,
  conflicts,
  exceeds_zero_tolerance: conflicts.some((c) => c.zero_tolerance),
});

const CHARLOTTE = hit("Charlotte's Web", fits('good', 85), { author: 'E. B. White', isbn: '9780064400558' });
const STUART = hit('Stuart Little', fits('fair', 55, [scary]), { author: 'E. B. White' });
const HUNGER = hit('The Hunger Games', fits('poor', 30, [violence]));

/** GET /api/books/search: the array API.md fixes, the hidden count in its header (show_all: every book, count 0). */
function searchApi(shown: SearchHit[], hidden: SearchHit[]): FakeApi {
  return new FakeApi().on('GET', '/api/books/search', ({ query }): FakeAnswer => {
    const all = query.get('show_all') === 'true';
    return { body: all ? [...shown, ...hidden] : shown, headers: { 'X-Hidden-Count': String(all ? 0 : hidden.length) } };
  });
}

function renderResults(api: FakeApi, readerName = 'Mia', onChoose = jest.fn()) {
  const rendered = renderWithProviders(
    <SearchResults
      query="white"
      readerId="member-mia"
      readerName={readerName}
      fallback={[{ title: 'Fallback Book', author: 'F. Allback', isbn: null, matchScore: null }]}
      onChoose={onChoose}
    />,
    { api },
  );
  return { ...rendered, onChoose };
}

/** The result rows, in order (each row is one button: tap to analyse the book). */
const rows = () => screen.getAllByRole('button').filter((b) => !/^(Show|Hide) them$/.test(b.textContent ?? ''));

describe('Search results for a reader', () => {
  it('lists each book with its fit for the reader, asking for that reader', async () => {
    const { api } = renderResults(searchApi([CHARLOTTE, STUART], []));
    const charlotte = await screen.findByRole('button', { name: /Charlotte's Web/ });
    expect(within(charlotte).getByText('E. B. White · ISBN 9780064400558')).toBeInTheDocument();
    expect(within(charlotte).getByText('85% match · Good fit')).toBeInTheDocument();
    const stuart = screen.getByRole('button', { name: /Stuart Little/ });
    expect(within(stuart).getByText('55% match · Fair fit')).toBeInTheDocument();
    expect(within(stuart).getByText('Above comfort level: Scary/Horror Content')).toBeInTheDocument();
    // nothing hidden: no count, no 'Show them'
    expect(screen.queryByText(/hidden for/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show them' })).not.toBeInTheDocument();
    const [request] = api.calls('GET', '/api/books/search');
    expect(Object.fromEntries(request.query)).toEqual({ q: 'white', reader_id: 'member-mia' });
  });

  it.each([
    [1, 'Mia', '1 book hidden for Mia'],
    [3, 'Mia', '3 books hidden for Mia'],
    [2, 'You', '2 books hidden for you'],
  ])('%i hidden for %s: "%s" and Show them', async (count, reader, notice) => {
    const hidden = Array.from({ length: count }, (_, i) => hit(`Hidden ${i + 1}`, fits('poor', 30, [violence])));
    renderResults(searchApi([CHARLOTTE], hidden), reader);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show them' })).toHaveAttribute('aria-expanded', 'false');
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining("Charlotte's Web")]);
  });

  it('Show them asks again with show_all and marks the books above the limits', async () => {
    const { api, user } = renderResults(searchApi([CHARLOTTE], [HUNGER, hit('Divergent', fits('poor', 20, [violence]))]));
    await user.click(await screen.findByRole('button', { name: 'Show them' }));
    expect(await screen.findByText("2 books above Mia's limits, shown")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide them' })).toHaveAttribute('aria-expanded', 'true');
    // the rows may show a render after the count line: wait for them
    const hunger = await screen.findByRole('button', { name: /The Hunger Games/ });
    expect(within(hunger).getByText('30% match · Poor fit')).toBeInTheDocument();
    expect(within(hunger).getByText("Above Mia's limits: Violence")).toBeInTheDocument();
    expect(api.calls('GET', '/api/books/search').map((r) => r.query.get('show_all'))).toEqual([null, 'true']);
  });

  it('pins the book typed first, marked, even above the limits, and does not count it as hidden', async () => {
    const typed = { ...HUNGER, typed: true as const };
    renderResults(searchApi([typed, CHARLOTTE], [hit('Divergent', fits('poor', 20, [violence]))]));
    expect(await screen.findByText('1 book hidden for Mia')).toBeInTheDocument();
    const [first, second] = rows();
    expect(within(first).getByText('The book you searched for')).toBeInTheDocument();
    expect(within(first).getByText('The Hunger Games')).toBeInTheDocument();
    expect(within(first).getByText("Above Mia's limits: Violence")).toBeInTheDocument();
    expect(within(second).getByText("Charlotte's Web")).toBeInTheDocument();
    expect(within(second).queryByText('The book you searched for')).not.toBeInTheDocument();
  });

  it('a tap chooses the book for analysis', async () => {
    const { user, onChoose } = renderResults(searchApi([CHARLOTTE], []));
    await user.click(await screen.findByRole('button', { name: /Charlotte's Web/ }));
    expect(onChoose).toHaveBeenCalledWith({ title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', matchScore: 85 });
  });

  it('when the search fails, the analysis’s own choices are shown instead', async () => {
    renderResults(new FakeApi().on('GET', '/api/books/search', { status: 500, body: { code: 'internal', message: 'Something went wrong' } }));
    expect(await screen.findByRole('button', { name: /Fallback Book/ })).toBeInTheDocument();
    expect(screen.queryByText(/hidden for/)).not.toBeInTheDocument();
  });
});
