/** Messages of the analysis area (the specification's where it gives them). */
export const BOOK_MESSAGES = {
  analysisFailed: 'Analysis Failed: Could not analyze this book. Please try again.',
  notFound: "We couldn't find that book in ShelfCheck's catalog. Check the spelling, or try the title with the author's name.",
  noReader: 'Please select a family member or yourself',
  quotaUsed: (limit: number) => `You have used all ${limit} free scans. Upgrade to keep scanning.`,
  unknownCategory: (category: string) => `Unknown content category: ${category}`,
  chatFallback: "I can only answer from ShelfCheck's content notes for this book; they don't cover that.",
} as const;
