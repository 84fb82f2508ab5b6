/**
 * A reader as the analysis sees it, loaded on the server from `reader_id` (a family member's id,
 * or `self` for the account's own reading profile). The client never sends the profile that an
 * analysis is judged against.
 */
export interface ReaderSnapshot {
  /** The family member's id, or 'self'. */
  readonly id: string;
  readonly name: string;
  readonly age: number;
  /** For 'self': where `age` came from (the sign-up birth date, the own quiz, or the default). */
  readonly ageSource?: 'birth_date' | 'quiz' | 'default';
  readonly readingLevel: string | null;
  /** Canonical category id → comfort level 0..5 (from the quiz's content_tolerance). */
  readonly tolerance: Readonly<Record<string, number>>;
  /** Preference tags (genres, themes, settings, characters, tones) from the quiz. */
  readonly preferences: readonly string[];
  /** Canonical categories the parent asked to screen (quiz content_screening). */
  readonly screening: readonly string[];
  /** The AI-written (or local) reading summary, when there is one. */
  readonly summary: string | null;
}

/** Finds a reader of the signed-in account; null when it does not exist or is another account's. */
export interface ReaderDirectory {
  find(userId: string, readerId: string): Promise<ReaderSnapshot | null>;
}
export const READER_DIRECTORY = Symbol('READER_DIRECTORY');
