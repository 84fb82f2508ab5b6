/** A stored family member, as the API returns it (snake_case, as the specification's rows). */
export interface FamilyMemberRow {
  readonly id: string;
  readonly user_id: string;
  readonly name: string;
  readonly age: number;
  readonly reading_level: string;
  readonly has_completed_quiz: boolean;
  readonly quiz_data: Record<string, unknown> | null;
  readonly ai_summary: string | null;
  readonly book_filters: unknown;
  readonly content_tolerance: Record<string, number> | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The fields a caller may set; undefined leaves a field as it is. */
export interface FamilyMemberFields {
  name?: string;
  age?: number;
  reading_level?: string;
  has_completed_quiz?: boolean;
  quiz_data?: Record<string, unknown> | null;
  ai_summary?: string | null;
  book_filters?: unknown;
  content_tolerance?: Record<string, number> | null;
}

export type NewFamilyMember = FamilyMemberFields & { name: string; age: number; reading_level: string };

/** The account's family members. Every method takes the owner's id and never crosses it. */
export interface FamilyMemberStore {
  /** Oldest first. */
  list(userId: string): Promise<FamilyMemberRow[]>;
  /** Null when there is none with this id for this owner (also for an id that is not a UUID). */
  find(userId: string, id: string): Promise<FamilyMemberRow | null>;
  add(userId: string, member: NewFamilyMember, now: Date): Promise<FamilyMemberRow>;
  update(userId: string, id: string, fields: FamilyMemberFields, now: Date): Promise<FamilyMemberRow | null>;
  /** False when there was nothing to remove. */
  remove(userId: string, id: string): Promise<boolean>;
}
export const FAMILY_MEMBER_STORE = Symbol('FAMILY_MEMBER_STORE');
