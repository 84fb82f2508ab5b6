import type { BookRequestStatus, RequestMatch } from '../../../../../domain/index.js';
import type { AnswerRequestDto, ParentRequestViewDto, RequestMatchDto } from '../../../api/generated.js';

export type { BookRequestStatus } from '../../../../../domain/index.js';

/**
 * The match beside a request: level, score and each category above the reader's comfort level; the
 * server's fields (generated), its level read as the domain's (the server's matchBook made it).
 */
export type BookRequestMatch = Omit<RequestMatchDto, 'match_level'> & Pick<RequestMatch, 'match_level'>;

/** GET /api/book-requests rows (newest first): a reader asked for a book; `match` is null when the book is not in the catalog. */
export type BookRequest = Omit<ParentRequestViewDto, 'match'> & { match: BookRequestMatch | null };

export type BookRequestFilter = BookRequestStatus | 'all';

/** POST /api/book-requests/:id/approve and /decline. */
export type BookRequestAnswer = { id: string } & Pick<AnswerRequestDto, 'note'>;
