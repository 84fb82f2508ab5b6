import type { BookPreferences } from '../../../../../domain/index.js';
import type { FamilyMemberRowDto, OwnReadingProfileDto, QuizAnswers, WrittenSummaryDto } from '../../../api/generated.js';

/**
 * The quiz answers a finished quiz saves in `quiz_data` (spec §3 "Quiz data"): the server's
 * `QuizAnswers` (generated), every answer given, the pair questions' tags in all five groups.
 */
export type QuizData = Required<
  Pick<
    QuizAnswers,
    'name' | 'age' | 'reading_level' | 'loved_books' | 'favorite_book_character' | 'content_tolerance' | 'additional_content_screening' | 'content_screening'
  >
> & { book_preferences: BookPreferences };

/**
 * GET /api/family-members rows: the server's shape (generated from its OpenAPI document), with
 * `quiz_data`, which the server keeps as the client saved it, read as the quiz's answers.
 */
export type FamilyMember = Omit<FamilyMemberRowDto, 'quiz_data' | 'user_id' | 'book_filters' | 'updated_at'> & { quiz_data: Partial<QuizData> | null };

export type FamilyMemberChanges = Partial<Pick<FamilyMember, 'name' | 'age' | 'reading_level' | 'has_completed_quiz' | 'ai_summary' | 'content_tolerance'>> & {
  quiz_data?: QuizData | null;
};

/** GET /api/reading-profile: the account's own profile (generated shape), or null before the first quiz; `age` is GET's only. */
export type ReadingProfile = Pick<OwnReadingProfileDto, 'quiz_completed' | 'reading_filter' | 'content_tolerance' | 'first_name' | 'display_name'> & {
  quiz_data: Partial<QuizData> | null;
  age?: OwnReadingProfileDto['age'];
};

export type ReadingProfileChanges = Partial<Omit<ReadingProfile, 'quiz_data' | 'age'>> & { quiz_data?: QuizData | null };

/** POST /api/reader-profiles/summary and /update-from-books. */
export type WrittenSummary = WrittenSummaryDto;

/** One reader as the rest of the app sees it: the account holder ('self') or a family member. */
export interface ReaderView {
  id: string;
  name: string;
  age: number | null;
  readingLevel: string | null;
  isSelf: boolean;
  /** The household's adult reader seen by a co-parent or viewer: the account holder's, not theirs. */
  heldByOther?: boolean;
  hasCompletedQuiz: boolean;
  /** 'Name (Age N)' for members, 'Name (You)' for the account holder. */
  displayName: string;
}
