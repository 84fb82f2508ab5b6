/** Everything a reading summary is written from; the reader is loaded on the server. */
export interface SummaryRequest {
  readonly name: string;
  readonly age: number;
  readonly readingLevel: string | null;
  /** The quiz answers as the client saved them (free JSON: name, loved_books, book_preferences...). */
  readonly quizData: Readonly<Record<string, unknown>>;
  readonly booksLiked?: string;
  readonly booksDisliked?: string;
  /** The summary being rewritten, when books liked and not liked update it. */
  readonly previousSummary?: string | null;
}

/** Where a summary came from: the AI service, or the local rules (the specification's fallback). */
export type SummarySource = 'ai' | 'local';

/** Writes a reader's reading summary with 8 to 12 book recommendations. */
export interface ProfileSummaryWriter {
  readonly source: SummarySource;
  /** The summary text; throws when the service fails (the caller falls back). */
  write(request: SummaryRequest): Promise<string>;
}

/** The writer the server is configured with: the AI writer when OPENAI_API_KEY is set, else the local one. */
export const PROFILE_SUMMARY_WRITER = Symbol('PROFILE_SUMMARY_WRITER');
/** The local writer, always there, used when the configured writer fails or answers nothing. */
export const LOCAL_PROFILE_SUMMARY_WRITER = Symbol('LOCAL_PROFILE_SUMMARY_WRITER');
