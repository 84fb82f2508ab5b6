import type { ReadingStatus } from '../../../../../domain/index.js';

export interface FamilyMember {
  id: string;
  name: string;
  age: number;
  reading_level: string;
  has_completed_quiz: boolean;
  ai_summary: string | null;
}

/** A reader the scanner can judge books for: the account holder ('self') or a family member. */
export interface Reader {
  id: string;
  name: string;
  age: number | null;
  readingLevel: string | null;
  isSelf: boolean;
}

export interface ContentConsideration {
  category: string;
  label: string;
  present: boolean;
  severity: number;
  description: string;
  examples: string[];
  tolerance: number;
  exceedsTolerance: boolean;
  riskLevel: string;
}

export interface Analysis {
  title: string;
  author: string;
  isbn: string | null;
  summary: string;
  readerName?: string;
  matchLevel: 'good' | 'decent' | 'fair' | 'poor' | string;
  matchScore: number;
  matchReason: string[];
  parentAlerts: string[];
  contentConsiderations: ContentConsideration[];
  relatedBooks: { title: string; author: string; isbn: string | null; summary: string; matchScore?: number }[];
  ageRange?: { min: number; max: number | null } | null;
}

export interface BookMatchChoice {
  title: string;
  author: string;
  isbn: string | null;
  matchScore: number | null;
}

export interface ContentExample {
  description: string;
  characters: string;
  quote: string;
  quoteVerified: boolean;
  location: string;
  type: string;
  typeLabel?: string | null;
  context: string;
}

export interface Review {
  source: string;
  rating: number;
  text: string;
  reviewer: string;
}

export interface ReadingListItem {
  id: string;
  reader_id: string;
  reader_name: string;
  title: string;
  author: string;
  reading_status: ReadingStatus;
  started_reading_at: string | null;
  completed_reading_at: string | null;
  analysis: Analysis | null;
  created_at: string;
  ready_for_review: boolean;
}

export interface ScanEntry {
  id: string;
  reader_id: string | null;
  reader_name: string | null;
  book_title: string;
  book_author: string | null;
  scan_type: string;
  books_found: number;
  created_at: string;
}
