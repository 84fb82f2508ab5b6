/** The account's own reading profile (user_reading_profiles). */
export interface ReadingProfileRow {
  readonly user_id: string;
  readonly quiz_data: Record<string, unknown> | null;
  readonly quiz_completed: boolean;
  /** The reading summary text (the specification keeps it in this column). */
  readonly reading_filter: string | null;
  readonly content_tolerance: Record<string, number> | null;
  readonly first_name: string | null;
  readonly display_name: string | null;
  readonly full_name: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The fields a caller may set; undefined leaves a field as it is. */
export interface ReadingProfileFields {
  quiz_data?: Record<string, unknown> | null;
  quiz_completed?: boolean;
  reading_filter?: string | null;
  content_tolerance?: Record<string, number> | null;
  first_name?: string | null;
  display_name?: string | null;
  full_name?: string | null;
}

/** One reading profile per account. */
export interface ReadingProfileStore {
  /** Null when the account has none yet (not an error). */
  get(userId: string): Promise<ReadingProfileRow | null>;
  /** Creates the row when missing, then sets the given fields. */
  save(userId: string, fields: ReadingProfileFields, now: Date): Promise<ReadingProfileRow>;
  /** False when there was none. */
  remove(userId: string): Promise<boolean>;
}
export const READING_PROFILE_STORE = Symbol('READING_PROFILE_STORE');
