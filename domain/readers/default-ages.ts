/** The age assumed for the account's own profile when scanning, where no birth date or quiz age is known (ownReaderAge). */
export const DEFAULT_SCAN_AGE = 25;
/** The age the own-profile quiz assumes where no birth date is known (ownReaderAge). */
export const DEFAULT_OWN_QUIZ_AGE = 30;
/** The reader age the admin insight test starts with. */
export const DEFAULT_INSIGHT_AGE = 10;
/** The `reader_id` that names the account's own reading profile. */
export const SELF_READER_ID = 'self';
