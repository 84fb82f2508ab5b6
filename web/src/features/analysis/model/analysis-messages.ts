/** The specification's wording for the analysis area (§2, §8), in one place. */
export const ANALYSIS_MESSAGES = {
  loading: 'Analyzing book...',
  cardFailed: 'Failed to analyze book. Please try again.',
  retry: 'Retry Analysis',
  failedTitle: 'Analysis Failed',
  failed: 'Could not analyze this book. Please try again.',
  searchFailed: 'Search failed',
  progressTitle: 'Analyzing Your Book',
  chooseTitle: 'Which book did you mean?',
  noExamples: 'No examples available',
  reviewsTitle: 'User Reviews',
  reviewsPrompt: 'What perspective are you interested in?',
  noReviews: 'No reviews found. Try a different perspective.',
  reviewsError: 'Error: Could not fetch reviews. Please try again.',
  askTitle: 'Ask About This Book',
  askPlaceholder: 'Ask a question about this book...',
  chatError: 'Chat Error: Could not get response. Please try again.',
  /** An empty chat response gets a default answer (§7). */
  chatDefault: "I don't have an answer to that yet. Try asking another way.",
  conflicts: 'Conflicts with preferences',
  similarTitle: 'Similar Books You Might Like',
  /** 'Report a problem' on every consideration (issue 12). */
  reportProblem: 'Report a problem',
  reportProblemWith: (label: string) => `Report a problem with ${label}`,
  reportTitle: (label: string) => `Report a problem: ${label}`,
  reportCurrentFlagged: (severity: number) => `Our notes rate this level ${severity} of 5.`,
  reportCurrentNotRated: 'Our notes do not rate this for this book yet. Found it in the book? Choose “Missing content” and tell us where.',
  reportCurrentNotFlagged: 'Our notes do not flag this for this book. Found it in the book? Choose “Missing content” and tell us where.',
  notFlaggedToggle: (count: number) => `Categories not flagged (${count})`,
  notFlaggedHint: 'Spotted something our notes missed? Report it on its category.',
  notFlagged: 'Not flagged',
  /** Absence of a rating is not a clean bill (issue 18). */
  notRated: 'Not rated',
  notRatedNote: (labels: readonly string[]) =>
    `Not rated for: ${labels.join(', ')}. Our ratings for this book do not cover these categories, so we cannot say they are absent.`,
  noneFlagged: 'No sensitive content is flagged in our notes for this book.',
  noneFlaggedOfRated: 'No sensitive content is flagged among the categories we rated.',
  notFlaggedOrRatedToggle: (count: number) => `Not flagged or not rated (${count})`,
} as const;

/** The perspectives offered as examples in the reviews dialog. */
export const REVIEW_PERSPECTIVES = ['parents', 'teachers', 'fantasy fans', 'reluctant readers'] as const;
