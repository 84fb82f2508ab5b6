import type { BookPreferences } from '../../../../../domain/index.js';

/** The quiz answers as stored in `quiz_data` (spec §3 "Quiz data"). */
export interface QuizData {
  name: string;
  age: number;
  reading_level: string;
  loved_books: string;
  book_preferences: BookPreferences;
  favorite_book_character: string;
  /** Comfort-question id → 0 (avoid) .. 5 (any level). */
  content_tolerance: Record<string, number>;
  additional_content_screening: string;
  /** Screening keys the analysis should always flag (the categories answered 'Avoid'). */
  content_screening: string[];
}

/** GET /api/family-members rows. */
export interface FamilyMember {
  id: string;
  name: string;
  age: number;
  reading_level: string;
  has_completed_quiz: boolean;
  quiz_data: Partial<QuizData> | null;
  ai_summary: string | null;
  content_tolerance: Record<string, number> | null;
  created_at: string;
}

export type FamilyMemberChanges = Partial<Pick<FamilyMember, 'name' | 'age' | 'reading_level' | 'has_completed_quiz' | 'ai_summary' | 'content_tolerance'>> & {
  quiz_data?: QuizData | null;
};

/** GET /api/reading-profile: the account's own profile, or null before the first quiz. */
export interface ReadingProfile {
  quiz_data: Partial<QuizData> | null;
  quiz_completed: boolean;
  /** The reading summary text (the specification keeps it in this column). */
  reading_filter: string | null;
  content_tolerance: Record<string, number> | null;
  first_name: string | null;
  display_name: string | null;
  /** The age the analyses use: from the sign-up birth date when known (GET only). */
  age?: number | null;
}

export type ReadingProfileChanges = Partial<Omit<ReadingProfile, 'quiz_data' | 'age'>> & { quiz_data?: QuizData | null };

/** POST /api/reader-profiles/summary and /update-from-books. */
export interface WrittenSummary {
  summary: string;
  source: 'ai' | 'local';
}

/** One reader as the rest of the app sees it: the account holder ('self') or a family member. */
export interface ReaderView {
  id: string;
  name: string;
  age: number | null;
  readingLevel: string | null;
  isSelf: boolean;
  hasCompletedQuiz: boolean;
  /** 'Name (Age N)' for members, 'Name (You)' for the account holder. */
  displayName: string;
}
