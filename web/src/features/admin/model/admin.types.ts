import type { CatalogFlag, FeedbackAction, FeedbackStatus, InsightType } from '../../../../../domain/index.js';

/** GET /api/admin/profiles: one row of the profile list. */
export interface AdminProfile {
  id: string;
  first_name: string | null;
  last_name: string | null;
  created_at: string;
  is_admin: boolean;
}

/** GET /api/admin/feedback: one feedback row. */
export interface AdminFeedback {
  id: string;
  user_id: string | null;
  category: string | null;
  status: FeedbackStatus;
  feedback_text: string;
  rating: number | null;
  email: string | null;
  page_url: string | null;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
}

export interface FeedbackStatusChange {
  id: string;
  action: FeedbackAction;
}

/** PATCH /api/admin/feedback/:id */
export interface FeedbackStatusChanged {
  feedback: AdminFeedback;
  message: string;
}

/** POST /api/admin/unlock */
export interface AdminUnlocked {
  unlocked_until: string;
  message: string;
}

/** A catalog row as GET /api/admin/books lists it. */
export interface AdminBook {
  id: string;
  isbn: string;
  title: string;
  author: string;
  summary: string;
  flags: Partial<Record<CatalogFlag, boolean>>;
  examples: Partial<Record<CatalogFlag, string>>;
  created_at: string;
  updated_at: string;
}

export interface AdminBookPage {
  /** The database's count of the matches (not of this page). */
  total: number;
  items: AdminBook[];
}

export interface BookSearch {
  q: string;
  limit: number;
}

export interface ImportPreviewBook {
  title: string;
  author: string;
  isbn: string;
  contentFlags: string[];
  /** Only when the file has series columns: the row's series (null when left blank). */
  series?: { name: string; volume: number | null } | null;
}

/** The answer of both imports (dry run or real). */
export interface ImportReport {
  success: boolean;
  dryRun: boolean;
  mode: 'batch' | 'clean';
  total: number;
  imported: number;
  inserted: number;
  updated: number;
  valid: number;
  errors: number;
  /** Of `errors`, the rows refused for their field count (over every row). */
  fieldCountErrors: number;
  validationWarnings: number;
  autoFixed: number;
  previewData: ImportPreviewBook[];
  validationDetails: string[];
  errorDetails: string[];
  autoFixDetails: string[];
}

export type ImportMode = 'batch' | 'clean';

export interface ImportJobRequest {
  csvContent: string;
  dryRun: boolean;
  mode: ImportMode;
}

/** GET /api/admin/books/import-jobs/:id */
export interface ImportJob {
  id: string;
  state: 'running' | 'done' | 'failed';
  phase: 'reading' | 'writing' | 'done';
  processed: number;
  total: number;
  dryRun: boolean;
  mode: ImportMode;
  started_at: string;
  finished_at: string | null;
  result?: ImportReport;
  error?: { code: string; message: string; errors: string[] };
}

/** POST /api/admin/books/:isbn/fix */
export interface BookFixed {
  book: AdminBook;
  changes: { field: string; before: string | boolean; after: string | boolean }[];
  notes: string[];
  message: string;
}

export type InsightRequestType = InsightType | 'all';

export interface InsightRequest {
  isbn: string;
  readerAge: number;
  insightType: InsightRequestType;
}

/** POST /api/admin/insights */
export interface InsightAnswer {
  insight?: string;
  insights?: Record<InsightType, string>;
  reader: { age: number; reading_level: string };
  match: { matchLevel: string; matchScore: number };
  source: string;
}
