import type { ReadingStatus } from '../../domain/index.js';

export type Json = Record<string, unknown>;

export interface FamilyMemberRow {
  id: string;
  user_id: string;
  name: string;
  age: number;
  reading_level: string;
  has_completed_quiz: boolean;
  quiz_data: Json | null;
  ai_summary: string | null;
  book_filters: unknown;
  content_tolerance: Record<string, number> | null;
  created_at: string;
  updated_at: string;
}

export type FamilyMemberFields = Partial<Pick<FamilyMemberRow, 'name' | 'age' | 'reading_level' | 'has_completed_quiz' | 'quiz_data' | 'ai_summary' | 'book_filters' | 'content_tolerance'>>;

export interface ReadingProfileRow {
  user_id: string;
  quiz_data: Json | null;
  quiz_completed: boolean;
  reading_filter: string | null;
  content_tolerance: Record<string, number> | null;
  first_name: string | null;
  display_name: string | null;
  full_name: string | null;
  created_at: string;
  updated_at: string;
}

export type ReadingProfileFields = Partial<Omit<ReadingProfileRow, 'user_id' | 'created_at' | 'updated_at'>>;

export interface ReadingListRow {
  id: string;
  user_id: string;
  reader_id: string;
  reader_name: string;
  title: string;
  author: string;
  reading_status: ReadingStatus;
  started_reading_at: string | null;
  completed_reading_at: string | null;
  analysis: Json | null;
  created_at: string;
}

export interface ScanHistoryRow {
  id: string;
  reader_id: string | null;
  reader_name: string | null;
  book_title: string;
  book_author: string | null;
  scan_type: string;
  books_found: number;
  created_at: string;
}

/** Every row here belongs to one account: each method takes the owner's id and never crosses it. */
export interface ReaderDataStore {
  listMembers(userId: string): Promise<FamilyMemberRow[]>;
  findMember(userId: string, id: string): Promise<FamilyMemberRow | null>;
  addMember(userId: string, fields: FamilyMemberFields & { name: string; age: number; reading_level: string }, now: Date): Promise<FamilyMemberRow>;
  updateMember(userId: string, id: string, fields: FamilyMemberFields, now: Date): Promise<FamilyMemberRow | null>;
  deleteMember(userId: string, id: string): Promise<boolean>;

  getValues(userId: string): Promise<Json | null>;
  putValues(userId: string, data: Json, now: Date): Promise<Json>;

  getProfile(userId: string): Promise<ReadingProfileRow | null>;
  putProfile(userId: string, fields: ReadingProfileFields, now: Date): Promise<ReadingProfileRow>;
  deleteProfile(userId: string): Promise<boolean>;

  listReadingList(userId: string, readerId?: string): Promise<ReadingListRow[]>;
  findReadingListItem(userId: string, id: string): Promise<ReadingListRow | null>;
  /** 'duplicate' when the unique index refuses it (a simultaneous add of the same book). */
  addReadingListItem(userId: string, item: Pick<ReadingListRow, 'reader_id' | 'reader_name' | 'title' | 'author' | 'analysis'>, now: Date): Promise<ReadingListRow | 'duplicate'>;
  saveReadingStatus(userId: string, item: Pick<ReadingListRow, 'id' | 'reading_status' | 'started_reading_at' | 'completed_reading_at'>): Promise<ReadingListRow | null>;
  deleteReadingListItem(userId: string, id: string): Promise<boolean>;

  listScanHistory(userId: string, limit: number): Promise<ScanHistoryRow[]>;
  addScanHistory(userId: string, row: Omit<ScanHistoryRow, 'id' | 'created_at'>, now: Date): Promise<ScanHistoryRow>;
  deleteScanHistory(userId: string, id: string): Promise<boolean>;
}
export const READER_DATA_STORE = Symbol('READER_DATA_STORE');
