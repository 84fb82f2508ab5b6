import type { AskForBookDto, ReaderRequestViewDto, ReadingListItemDto, SearchHitDto } from '../../../api/generated.js';

/** The reader's own routes (/api/reader/*): the server's shapes, generated from its OpenAPI document. */

/** GET /api/reader/books/search rows: catalog matches, best first. */
export type CatalogMatch = Pick<SearchHitDto, 'title' | 'author' | 'isbn' | 'score'>;

export type ReaderRequestStatus = ReaderRequestViewDto['status'];

/** A request in the reader's shape (POST and GET /api/reader/requests). */
export type ReaderRequest = ReaderRequestViewDto;

export type NewReaderRequest = AskForBookDto;

/** GET /api/reader/reading-list items (the parent's reading-list item shape; the reader reads only). */
export type ReaderReadingListItem = Pick<ReadingListItemDto, 'id' | 'title' | 'author' | 'reading_status' | 'created_at'>;
