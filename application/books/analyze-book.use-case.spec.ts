import { matchBook } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { ScanHistoryRecorder, ScanRecord } from '../scan-history/scan-history-recorder.port.js';
import { AnalyzeBookUseCase } from './analyze-book.use-case.js';
import type { BookAnalysis, BookChoices } from './analysis-answer.js';
import { aBook, aReader, fact } from '../../tests/doubles/books/book-mother.js';
import { FixedReaderDirectory } from '../../tests/doubles/books/fixed-reader-directory.js';
import { InMemoryAnalysisCache } from '../../tests/doubles/books/in-memory-analysis-cache.js';
import { InMemoryBookIntelligence } from '../../tests/doubles/books/in-memory-book-intelligence.js';
import { InMemoryScanQuota } from '../../tests/doubles/books/in-memory-scan-quota.js';
import { profileOf } from './reader-profile.js';
import type { AiGate } from '../ports/ai-gate.port.js';

const actor: Actor = { id: 'user-1', email: 'parent@example.com', isAdmin: false, sessionId: 's-1' };
const mia = aReader({ id: 'mia', name: 'Mia', age: 8, tolerance: { violence: 0 }, preferences: ['fantasy'] });

function setup() {
  const violent = aBook({ title: 'The Arena', categories: [fact('violence', 4)], tags: ['survival'] });
  const gentle = aBook({ title: 'The Garden', tags: ['fantasy'] });
  const potter1 = aBook({ title: 'Wizard School 1', series: 'Wizard School', seriesVolume: 1, categories: [fact('supernatural_whimsical', 2)] });
  const potter2 = aBook({ title: 'Wizard School 2', series: 'Wizard School', seriesVolume: 2, categories: [fact('violence', 3)] });
  const intelligence = new InMemoryBookIntelligence(
    [violent, gentle, potter1, potter2],
    [{ id: null, title: 'Wizard School Cookbook', author: 'Someone', isbn: null, score: 0.5 }],
  );
  const cache = new InMemoryAnalysisCache();
  const quota = new InMemoryScanQuota(3);
  const recorded: ScanRecord[] = [];
  const history: ScanHistoryRecorder = { record: async (entry) => void recorded.push(entry) };
  const readers = new FixedReaderDirectory({ [actor.id]: [mia, aReader({ id: 'self', name: 'Sam', age: 30, tolerance: {}, preferences: [] })] });
  const sut = new AnalyzeBookUseCase(intelligence, readers, cache, quota, history);
  return { sut, intelligence, cache, quota, recorded, violent, gentle };
}

const analysis = (outcome: Awaited<ReturnType<AnalyzeBookUseCase['execute']>>) => {
  if (!outcome.ok) throw new Error(`expected an analysis, got ${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value as BookAnalysis;
};

describe('AnalyzeBookUseCase', () => {
  it('judges the book with the domain for the reader loaded on the server, and takes one scan', async () => {
    const { sut, quota, violent } = setup();
    const result = analysis(await sut.execute({ book: { originalQuery: 'The Arena' }, readerId: 'mia' }, actor));
    const expected = matchBook(violent.facts, profileOf(mia));
    expect(result).toMatchObject({
      title: 'The Arena',
      readerName: 'Mia',
      matchLevel: expected.matchLevel,
      matchScore: expected.matchScore,
      parentAlerts: expected.parentAlerts,
      source: 'starter',
    });
    expect(result.parentAlerts).toEqual(["Violence (level 4 of 5) is above Mia's comfort level: Avoid/zero tolerance"]);
    expect(result.relatedBooks.length).toBeGreaterThan(0);
    expect(quota.used.get(actor.id)).toBe(1);
  });

  it('serves the same reader the cached answer without a scan; forceAnalysis takes one', async () => {
    const { sut, quota } = setup();
    const first = analysis(await sut.execute({ book: { originalQuery: 'The Garden' }, readerId: 'mia' }, actor));
    const second = analysis(await sut.execute({ book: { originalQuery: 'The Garden' }, readerId: 'mia' }, actor));
    expect(second).toEqual(first);
    expect(quota.used.get(actor.id)).toBe(1);
    expect(analysis(await sut.execute({ book: { originalQuery: 'The Garden' }, readerId: 'mia', forceAnalysis: true }, actor))).toEqual(first);
    expect(quota.used.get(actor.id)).toBe(2);
  });

  it('does not share a cached answer between readers with different profiles', async () => {
    const { sut, quota } = setup();
    await sut.execute({ book: { originalQuery: 'The Garden' }, readerId: 'mia' }, actor);
    const sam = analysis(await sut.execute({ book: { originalQuery: 'The Garden' }, readerId: 'self' }, actor));
    expect(sam.readerName).toBe('Sam');
    expect(quota.used.get(actor.id)).toBe(2);
  });

  it('offers the candidates of an ambiguous query with their match for the reader, taking no scan', async () => {
    const { sut, quota } = setup();
    const outcome = await sut.execute({ book: { originalQuery: 'Wizard School' }, readerId: 'mia' }, actor);
    expect(outcome.ok && (outcome.value as BookChoices)).toEqual({
      requiresSelection: true,
      matches: [
        { title: 'Wizard School 1', author: 'An Author', isbn: null, matchScore: 70 }, // within Mia's limits, none of her interests
        { title: 'Wizard School 2', author: 'An Author', isbn: null, matchScore: 39 },
        { title: 'Wizard School Cookbook', author: 'Someone', isbn: null, matchScore: null },
      ],
    });
    expect(quota.used.get(actor.id)).toBeUndefined();
  });

  it('analyses a book the catalog lacks (the intelligence keeps it), taking a scan first', async () => {
    const { sut, intelligence, quota } = setup();
    const result = analysis(await sut.execute({ book: { originalQuery: 'Cookbook' }, readerId: 'mia' }, actor));
    expect(result).toMatchObject({ title: 'Wizard School Cookbook', source: 'ai' });
    expect(quota.used.get(actor.id)).toBe(1);
    expect(intelligence.books.some((b) => b.title === 'Wizard School Cookbook')).toBe(true);
  });

  it.each([
    ['an unknown reader', { book: { originalQuery: 'The Garden' }, readerId: 'someone-else' }, 'not_found', 'Please select a family member or yourself'],
    ['no book named', { book: { title: ' ', originalQuery: '' }, readerId: 'mia' }, 'validation_failed', 'Please enter a title, an author or an ISBN'],
    [
      'a book nobody knows',
      { book: { originalQuery: 'Zzqx' }, readerId: 'mia' },
      'not_found',
      "We couldn't find that book in ShelfCheck's catalog. Check the spelling, or try the title with the author's name.",
    ],
  ])('refuses %s without taking a scan', async (_case, cmd, code, message) => {
    const { sut, quota } = setup();
    const outcome = await sut.execute(cmd, actor);
    expect(outcome.ok ? null : [outcome.error.code, outcome.error.message]).toEqual([code, message]);
    expect(quota.used.get(actor.id)).toBeUndefined();
  });

  it('refuses a fresh analysis with payment_required once the free scans are used, but still serves cached ones', async () => {
    const { sut, quota } = setup();
    await sut.execute({ book: { originalQuery: 'The Garden' }, readerId: 'mia' }, actor);
    quota.used.set(actor.id, 3);
    const refused = await sut.execute({ book: { originalQuery: 'The Arena' }, readerId: 'mia' }, actor);
    expect(refused.ok ? null : [refused.error.code, refused.error.message]).toEqual([
      'payment_required',
      'You have used all 3 free scans. Upgrade to keep scanning.',
    ]);
    expect((await sut.execute({ book: { originalQuery: 'The Garden' }, readerId: 'mia' }, actor)).ok).toBe(true);
  });

  it('gives the scan back when the analysis fails, and lets the failure through', async () => {
    const { sut, intelligence, quota } = setup();
    intelligence.failFacts = new Error('AI outage');
    await expect(sut.execute({ book: { originalQuery: 'Cookbook' }, readerId: 'mia' }, actor)).rejects.toThrow('AI outage');
    expect(quota.used.get(actor.id)).toBe(0);
  });

  it('writes the scan history only when a scan type is given, cached answers included', async () => {
    const { sut, recorded } = setup();
    await sut.execute({ book: { originalQuery: 'The Garden' }, readerId: 'mia' }, actor);
    expect(recorded).toEqual([]);
    await sut.execute({ book: { originalQuery: 'The Garden' }, readerId: 'mia', scanType: 'camera-scan' }, actor);
    expect(recorded).toEqual([
      { reader_id: 'mia', reader_name: null, book_title: 'The Garden', book_author: 'An Author', scan_type: 'camera-scan', books_found: 1 },
    ]);
  });
});

describe('AnalyzeBookUseCase and the AI gate', () => {
  it('asks the intelligence only through the gate, for the asking account', async () => {
    const { intelligence, cache, quota } = setup();
    const admitted: string[] = [];
    const gate: AiGate = { run: (userId, task) => (admitted.push(userId), task()) };
    const readers = new FixedReaderDirectory({ [actor.id]: [mia] });
    const sut = new AnalyzeBookUseCase(intelligence, readers, cache, quota, null, gate);
    analysis(await sut.execute({ book: { originalQuery: 'The Arena' }, readerId: 'mia' }, actor));
    // identify, then related (the facts came with the identification)
    expect(admitted).toEqual([actor.id, actor.id]);
  });
});

describe('AnalyzeBookUseCase: the series warning', () => {
  it('warns when a later volume goes past the reader’s limits although this one fits', async () => {
    const { sut } = setup();
    const result = analysis(await sut.execute({ book: { title: 'Wizard School 1', author: 'An Author' }, readerId: 'mia' }, actor));
    expect(result.parentAlerts).toEqual([]);
    expect(result.seriesWarning).toMatchObject({ title: 'Wizard School 2', volume: 2, categories: ['Violence'] });
    expect(result.seriesWarning?.message).toBe("Later in the series, Wizard School 2 (book 2) has Violence above Mia's comfort levels.");
  });

  it('has no series warning for a book outside a series, or the last volume', async () => {
    const { sut } = setup();
    expect(analysis(await sut.execute({ book: { originalQuery: 'The Garden' }, readerId: 'mia' }, actor)).seriesWarning).toBeNull();
    expect(analysis(await sut.execute({ book: { title: 'Wizard School 2', author: 'An Author' }, readerId: 'self' }, actor)).seriesWarning).toBeNull();
  });
});
