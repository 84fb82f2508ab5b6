/**
 * The analysis card: a book's verdict for one reader. The answers are made as the server makes them
 * (docs/book-intelligence.md, "The analysis answer"): the verdict, reasons, alerts and
 * considerations are the domain's `matchBook` for the book's facts and the reader, so each level
 * and each conflict below is the one the rules give, and the card is checked for saying it.
 */
import { screen, within } from '@testing-library/react';
import { matchBook, type BookFacts, type ContentFact, type RatingsProvenance, type ReaderProfile } from '../../domain/index.js';
import { AnalysisCard } from '../../web/src/features/analysis/components/analysis-card.js';
import type { Analysis } from '../../web/src/features/analysis/model/analysis.types.js';
import { renderWithProviders } from './support/render.js';

const MIA: ReaderProfile = { name: 'Mia', age: 9, preferences: ['fantasy', 'found_family'] };

const fact = (category: ContentFact['category'], severity: number, description = ''): ContentFact => ({
  category,
  present: severity > 0,
  severity,
  description,
});

/** The analysis answer for a book and a reader, as POST /api/books/analyze sends it. */
function analysisOf(book: Omit<BookFacts, 'title' | 'author'>, reader: ReaderProfile = MIA, extra: Partial<Analysis> = {}): Analysis {
  const facts: BookFacts = { title: 'The Wild Robot', author: 'Peter Brown', ...book };
  const match = matchBook(facts, reader);
  return {
    title: facts.title,
    author: facts.author,
    isbn: '9780316381994',
    summary: 'A robot learns to survive on a wild island.',
    readerName: reader.name,
    matchLevel: match.matchLevel,
    matchScore: match.matchScore,
    matchReason: [...match.matchReason],
    parentAlerts: [...match.parentAlerts],
    contentConsiderations: match.contentConsiderations.map((c) => ({ ...c, examples: [...c.examples], exampleType: null, exampleTypeLabel: null })),
    notRated: [...match.notRated],
    relatedBooks: [],
    hiddenRelatedBooks: [],
    ageRange: null,
    series: null,
    ...extra,
  };
}

function renderCard(analysis: Analysis) {
  return renderWithProviders(<AnalysisCard analysis={analysis} readerName="Mia" readerId="member-mia" busy={false} onAnalyzeSimilar={jest.fn()} />);
}

const card = () => within(screen.getByRole('article', { name: 'The Wild Robot' }));
const reasons = () =>
  within(screen.getByRole('region', { name: 'Why This Book Matches for Mia' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Analysis card', () => {
  it.each([
    ['good', 'Good Match', 85, { categories: [fact('violence', 1)], tags: ['fantasy'] }, "Matches Mia's interests: fantasy"],
    ['decent', 'Decent Match', 70, { categories: [fact('violence', 1)], tags: ['mystery'] }, "Shares none of Mia's listed interests"],
    ['fair', 'Fair Match', 59, { categories: [fact('violence', 3)], tags: ['fantasy'] }, "Content above Mia's comfort levels: Violence"],
    [
      'poor',
      'Poor Match',
      10,
      { categories: [fact('violence', 5), fact('scary_horror', 4)], tags: ['fantasy'] },
      "Content above Mia's comfort levels: Violence, Scary & Horror",
    ],
  ] as const)('%s: the badge says "%s" with the score %i%%, and the first reason says why', (level, label, score, book, firstReason) => {
    const analysis = analysisOf(book);
    expect([analysis.matchLevel, analysis.matchScore]).toEqual([level, score]); // the rules' verdict for this book
    renderCard(analysis);
    expect(card().getByText(label)).toBeInTheDocument();
    expect(card().getByLabelText(`Match score ${score} percent`)).toHaveTextContent(`${score}%`);
    expect(card().getByText('by Peter Brown')).toBeInTheDocument();
    expect(reasons()[0]).toBe(firstReason);
  });

  it('a level the client does not know reads "Unknown Match"', () => {
    // a level newer than this client: the wire may carry one the generated type does not know
    renderCard({ ...analysisOf({ categories: [] }), matchLevel: 'excellent' as never });
    expect(card().getByText('Unknown Match')).toBeInTheDocument();
  });

  it('a zero-tolerance category present: Poor Match, and the conflict is said first, in the reasons and above the content', () => {
    const screened: ReaderProfile = { ...MIA, screening: ['violence'] };
    renderCard(
      analysisOf(
        { categories: [fact('violence', 2, 'Animals fight for survival. Later a storm.'), fact('death_grief', 1)], tags: ['fantasy', 'found_family'] },
        screened,
      ),
    );

    expect(card().getByText('Poor Match')).toBeInTheDocument();
    // dealbreakers dominate the words: the conflict comes before the shared interests
    expect(reasons()).toEqual(["Content above Mia's comfort levels: Violence", "Matches Mia's interests: fantasy, found family"]);

    const conflicts = card().getByRole('alert', { name: 'Conflicts with preferences' });
    expect(within(conflicts).getByRole('listitem')).toHaveTextContent("Violence (level 2 of 5) is on Mia's screening list");

    // the flagged category says its level and that it conflicts; the conflict alert comes before it
    const violence = card().getByRole('button', { name: /^Violence/ });
    expect(within(violence).getByText('Level 2 of 5')).toBeInTheDocument();
    expect(within(violence).getByText('Conflicts with preferences')).toBeInTheDocument();
    expect(within(violence).getByText('Animals fight for survival.')).toBeInTheDocument();
    expect(conflicts.compareDocumentPosition(violence) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // a category within the limits is listed without the conflict mark
    const death = card().getByRole('button', { name: /^Death & Grief/ });
    expect(within(death).queryByText('Conflicts with preferences')).not.toBeInTheDocument();
  });

  it('content above the reader’s comfort (not ruled out): Fair Match at best, the alert names the level and the comfort', () => {
    // Mia is 9: her comfort for violence is the age default, 2 (Low); the interests cannot lift the book
    renderCard(analysisOf({ categories: [fact('violence', 4)], tags: ['fantasy', 'found_family'] }));
    expect(card().getByText('Fair Match')).toBeInTheDocument();
    expect(reasons()[0]).toBe("Content above Mia's comfort levels: Violence");
    const conflicts = card().getByRole('alert', { name: 'Conflicts with preferences' });
    expect(within(conflicts).getByRole('listitem')).toHaveTextContent("Violence (level 4 of 5) is above Mia's comfort level: Low");
    expect(within(card().getByRole('button', { name: /^Violence/ })).getByText('Level 4 of 5')).toBeInTheDocument();
  });

  it('no conflict: no alert, and the flagged content is said to be within the limits', () => {
    renderCard(analysisOf({ categories: [fact('violence', 1)], tags: ['fantasy'] }));
    expect(card().queryByRole('alert', { name: 'Conflicts with preferences' })).not.toBeInTheDocument();
    expect(reasons()).toContain("All flagged content is within Mia's comfort levels");
  });

  it.each<[string, string, RatingsProvenance]>([
    ['the catalog', "Rated by ShelfCheck's editors, March 2026", { source: 'starter', updated_at: '2026-03-02T10:00:00Z' }],
    ['an imported list', "Rated by ShelfCheck's editors from an imported list, November 2026", { source: 'import', updated_at: '2026-11-20T10:00:00Z' }],
    ['a correction', "Corrected by ShelfCheck's editors, January 2027", { source: 'correction', updated_at: '2027-01-15T10:00:00Z' }],
    [
      'AI, model known',
      'Estimated by AI (gpt-4o-mini, November 2026) — not reviewed',
      { source: 'ai', updated_at: '2026-11-20T10:00:00Z', model: 'gpt-4o-mini' },
    ],
    ['AI, model unknown', 'Estimated by AI (November 2026) — not reviewed', { source: 'ai', updated_at: '2026-11-20T10:00:00Z' }],
  ])('provenance from %s: "%s"', (_from, words, provenance) => {
    renderCard(analysisOf({ categories: [fact('violence', 1)] }, MIA, { provenance }));
    expect(card().getByText(words)).toBeInTheDocument();
  });

  it('an answer without provenance (stored before it existed) says nothing of who rated it', () => {
    renderCard(analysisOf({ categories: [fact('violence', 1)] }));
    expect(card().queryByText(/Rated by|Corrected by|Estimated by AI/)).not.toBeInTheDocument();
  });

  it('categories nobody rated say "Not rated", never "not flagged", and one the reader rules out asks the parent to check', async () => {
    const reader: ReaderProfile = { ...MIA, screening: ['sexual_content'] };
    const { user } = renderCard(analysisOf({ categories: [fact('violence', 0)], unrated: ['sexual_content', 'profanity'], tags: ['fantasy'] }, reader));

    const note = card().getByRole('alert', { name: 'Not rated' });
    expect(note).toHaveTextContent(
      'Not rated for: Sexual Content, Profanity & Crude Language. Our ratings for this book do not cover these categories, so we cannot say they are absent.',
    );
    expect(card().getByText('No sensitive content is flagged among the categories we rated.')).toBeInTheDocument();
    expect(card().queryByText('No sensitive content is flagged in our notes for this book.')).not.toBeInTheDocument();
    expect(reasons()).toEqual([
      "Matches Mia's interests: fantasy",
      'Not rated for: Sexual Content, Profanity & Crude Language',
      "Not rated for Sexual Content, which Mia's limits rule out: check this book yourself",
    ]);
    expect(reasons()).not.toContain('No flagged content');

    // the folded list of quiet categories: every category but none lost, unrated ones marked so
    const toggle = card().getByRole('button', { name: 'Not flagged or not rated (20)' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') as string) as HTMLElement;
    const statusOf = (label: string) => within(list).getByText(label).parentElement?.textContent;
    expect(statusOf('Sexual Content')).toBe('Sexual ContentNot rated');
    expect(statusOf('Profanity & Crude Language')).toBe('Profanity & Crude LanguageNot rated');
    expect(statusOf('Violence')).toBe('ViolenceNot flagged');
    expect(within(list).getAllByText('Not rated')).toHaveLength(2);
  });

  it('every category rated and none flagged: "No sensitive content is flagged in our notes", the toggle says "not flagged"', () => {
    renderCard(analysisOf({ categories: [fact('violence', 0)], tags: ['fantasy'] }));
    expect(card().getByText('No sensitive content is flagged in our notes for this book.')).toBeInTheDocument();
    expect(card().queryByRole('alert', { name: 'Not rated' })).not.toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Categories not flagged (20)' })).toBeInTheDocument();
  });
});
