/** What a reading summary is written from. */
export interface SummaryRequest {
  readonly name: string;
  readonly age: number;
  readonly readingLevel: string | null;
  readonly quizData: Record<string, unknown>;
  readonly booksLiked?: string;
  readonly booksDisliked?: string;
  readonly previousSummary?: string | null;
}

/** Writes a reader's reading summary (an AI service, or the local rules). */
export interface ProfileSummaryWriter {
  write(request: SummaryRequest): Promise<string>;
}
export const PROFILE_SUMMARY_WRITER = Symbol('PROFILE_SUMMARY_WRITER');
