import { AI_TIMEOUT_MESSAGE } from '../../adapters/intelligence/openai-json-client.js';

/** Answers and errors of the book routes, for the OpenAPI document. */
const error = (code: string, message: string, ...more: string[]) => ({ code, message, errors: [message, ...more] });

export const SEARCH_EXAMPLE = [
  { title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', score: 0.824 },
  { title: 'Charlie and the Chocolate Factory', author: 'Roald Dahl', isbn: '9780142410318', score: 0.412 },
];

/** GET /api/books/search?q=dahl&reader_id=… for a reader who avoids violence (X-Hidden-Count: 1). */
export const SEARCH_FOR_READER_EXAMPLE = [
  {
    title: 'Matilda',
    author: 'Roald Dahl',
    isbn: '9780142410370',
    score: 0.9,
    fit: { match_level: 'good', match_score: 85, conflicts: [], exceeds_zero_tolerance: false },
  },
  {
    title: 'The BFG',
    author: 'Roald Dahl',
    isbn: '9780142410387',
    score: 0.9,
    fit: {
      match_level: 'fair',
      match_score: 59,
      conflicts: [{ category: 'scary_horror', label: 'Scary & Horror', zero_tolerance: false }],
      exceeds_zero_tolerance: false,
    },
  },
];

export const ANALYSIS_EXAMPLE = {
  title: 'The Hunger Games',
  author: 'Suzanne Collins',
  isbn: '9780439023528',
  summary: 'In a dystopian future, Katniss Everdeen volunteers to take her sister’s place in a televised fight to the death.',
  readerName: 'Mia',
  ageRange: { min: 12, max: 16 },
  series: { name: 'The Hunger Games', volume: 1 },
  matchLevel: 'poor',
  matchScore: 0,
  matchReason: ["Shares none of Mia's listed interests", "Content above Mia's comfort levels: Violence, Death & Grief"],
  parentAlerts: ["Violence (level 4 of 5) is above Mia's comfort level: Avoid/zero tolerance"],
  contentConsiderations: [
    {
      category: 'violence',
      label: 'Violence',
      present: true,
      severity: 4,
      description: 'Teenagers are forced to kill one another in an arena; deaths are described briefly but directly.',
      examples: ['Teenagers are forced to kill one another in an arena; deaths are described briefly but directly.'],
      tolerance: 0,
      exceedsTolerance: true,
      riskLevel: 'High',
      exampleType: null,
      exampleTypeLabel: null,
    },
  ],
  relatedBooks: [
    {
      title: 'The Giver',
      author: 'Lois Lowry',
      isbn: '9780544336261',
      summary: 'Jonas lives in a community without pain or choice…',
      matchScore: 59,
      fit: {
        matchLevel: 'fair',
        matchScore: 59,
        conflicts: [{ category: 'death_grief', label: 'Death & Grief', zeroTolerance: false }],
        exceedsZeroTolerance: false,
      },
    },
  ],
  hiddenRelatedBooks: [
    {
      title: 'Divergent',
      author: 'Veronica Roth',
      isbn: '9780062024039',
      summary: 'In a city divided into factions, Tris discovers she fits none of them.',
      matchScore: 30,
      fit: { matchLevel: 'poor', matchScore: 30, conflicts: [{ category: 'violence', label: 'Violence', zeroTolerance: true }], exceedsZeroTolerance: true },
    },
  ],
  /** Categories nobody rated for this book ("Not rated" on the card, never counted as clean); [] for catalog books. */
  notRated: [],
  source: 'starter',
  /** Where the ratings come from: source starter | import | ai | correction, updated_at (ISO), model (AI only, when known). */
  provenance: { source: 'starter', updated_at: '2026-03-02T10:00:00.000Z' },
  /** The book's preference tags: with contentConsiderations and notRated, what an offline device re-scores with (docs/offline.md). */
  bookTags: ['dystopian', 'coming_of_age'],
};

/** The provenance and not-rated categories of an AI analysis whose answer left a category out. */
export const AI_PROVENANCE_EXAMPLE = {
  provenance: { source: 'ai', updated_at: '2026-11-25T09:30:00.000Z', model: 'gpt-4o-mini' },
  notRated: [{ category: 'body_image', label: 'Body Image & Eating', zeroTolerance: false }],
};

/** 504 when the AI provider does not answer within OPENAI_TIMEOUT_MS (retries included); nothing was stored. */
export const AI_TIMEOUT_EXAMPLE = { code: 'ai_timeout', message: AI_TIMEOUT_MESSAGE, errors: [AI_TIMEOUT_MESSAGE] };

export const SELECTION_EXAMPLE = {
  requiresSelection: true,
  matches: [
    { title: "Harry Potter and the Sorcerer's Stone", author: 'J. K. Rowling', isbn: '9780590353427', matchScore: 85 },
    { title: 'Harry Potter and the Chamber of Secrets', author: 'J. K. Rowling', isbn: '9780439064873', matchScore: 70 },
  ],
};

export const EXAMPLES_EXAMPLE = {
  examples: [
    {
      description: 'Teenagers are forced to kill one another in an arena; deaths are described briefly but directly.',
      characters: '',
      quote: '',
      quoteVerified: false,
      location: '',
      type: 'violence',
      typeLabel: null,
      context: "Violence, level 4 of 5 in ShelfCheck's content notes (a paraphrase, not a quotation)",
    },
  ],
};

export const REVIEWS_EXAMPLE = {
  reviews: [
    {
      source: 'ShelfCheck catalog',
      rating: 4,
      text: 'In a dystopian future, Katniss Everdeen volunteers… For parents: It is usually read from age 12 to 16. Our notes flag violence (level 4), death & grief (level 3).',
      reviewer: 'ShelfCheck (written from our catalog notes, not a reader review)',
    },
  ],
};

export const CHAT_EXAMPLE = {
  response: "Violence: level 4 of 5. Teenagers are forced to kill one another in an arena. That is above Mia's comfort level (Avoid/zero tolerance).",
};

export const REQUIRED_EXAMPLE = error('validation_failed', 'This field is required');
export const UNKNOWN_CATEGORY_EXAMPLE = error('bad_request', 'Unknown content category: knitting');
export const NO_READER_EXAMPLE = error('not_found', 'Please select a family member or yourself');
export const BOOK_NOT_FOUND_EXAMPLE = error(
  'not_found',
  "We couldn't find that book in ShelfCheck's catalog. Check the spelling, or try the title with the author's name.",
);
export const QUOTA_EXAMPLE = error('payment_required', 'You have used all 500 free scans. Upgrade to keep scanning.');
export const UPSTREAM_EXAMPLE = error(
  'upstream_failed',
  'Analysis Failed: Could not analyze this book. Please try again.',
  'The AI service could not be reached.',
);
