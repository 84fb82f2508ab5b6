/**
 * The one age assumed for the account holder's own profile where neither a birth date nor a quiz
 * age is known (ownReaderAge): the analyses, the own quiz and the reading summary all use it, so the
 * profile never has two ages (issue 18; it used to be 25 in scans and 30 in the quiz and summary).
 */
export const DEFAULT_OWN_AGE = 30;
/** The reader age the admin insight test starts with. */
export const DEFAULT_INSIGHT_AGE = 10;
/** The `reader_id` that names the account's own reading profile. */
export const SELF_READER_ID = 'self';
