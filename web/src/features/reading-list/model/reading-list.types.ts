import type { ReadingStatus } from '../../../../../domain/index.js';
import type {
  AddToReadingListDto,
  BookAnalysisDto,
  ContentConsiderationDto,
  ImportReadingHistoryDto,
  ReadingGoalDto,
  ReadingGoalViewDto,
  ReadingHistoryImportReportDto,
  ReadingListItemDto,
} from '../../../api/generated.js';

/**
 * A reading_list row as GET /api/reading-list returns it (newest first): the server's shape
 * (generated), with the saved analysis (kept as sent) read as the part the dialog shows.
 */
export type ReadingListItem = Omit<ReadingListItemDto, 'analysis' | 'user_id' | 'ready_for_review'> & {
  analysis: SavedAnalysis | null;
  /** Currently reading and started more than 24 hours ago (the server's clock). */
  ready_for_review?: boolean;
};

/**
 * The part of an analysis the detail dialog shows: the analysis answer's own fields (generated),
 * every one possibly missing in an old row, since the server keeps what the client saved.
 */
export type SavedAnalysis = Partial<Pick<BookAnalysisDto, 'matchScore' | 'summary' | 'matchReason' | 'parentAlerts'>> & {
  /** As saved; an old row may hold a level the card no longer knows (shown as unknown). */
  matchLevel?: BookAnalysisDto['matchLevel'] | (string & {});
  contentConsiderations?: (Pick<ContentConsiderationDto, 'category'> &
    Partial<Pick<ContentConsiderationDto, 'label' | 'present' | 'severity' | 'description' | 'exceedsTolerance'>>)[];
};

/** POST /api/reading-list as the client adds a book (a reader's name and the book's author always known). */
export type NewReadingListItem = Pick<AddToReadingListDto, 'reader_id' | 'title' | 'analysis'> & {
  reader_name: NonNullable<AddToReadingListDto['reader_name']>;
  author: NonNullable<AddToReadingListDto['author']>;
};

/** GET/PUT /api/reading-goals/:reader_id; `target` is null until one is set for that year. */
export type ReadingGoal = ReadingGoalViewDto;

export const STATUS_LABELS: Readonly<Record<ReadingStatus, string>> = {
  to_read: 'To Read',
  currently_reading: 'Reading',
  completed: 'Completed',
};

export const STATUS_HEADINGS: Readonly<Record<ReadingStatus, string>> = {
  to_read: 'To Read',
  currently_reading: 'Currently Reading',
  completed: 'Completed',
};

/** The body of POST /api/reading-list/import (preview or not, always said). */
export type ReadingHistoryImport = Required<ImportReadingHistoryDto>;

/** GET/PUT /api/reading-goals/:reader_id?year=… as the screen asks them. */
export type ReadingGoalKey = { readerId: string; year: number };
export type ReadingGoalChange = ReadingGoalKey & ReadingGoalDto;

/** The server's per-row report of an import or a preview. */
export type ReadingHistoryImportReport = ReadingHistoryImportReportDto;
export type ReadingHistoryRowOutcome = ReadingHistoryImportReport['rows'][number]['outcome'];
