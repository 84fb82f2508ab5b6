/** How long a reader's sign-in lasts (no refresh token: the reader types the code again). */
export const READER_SESSION_SECONDS = 7 * 24 * 60 * 60;

/** The form name in `Too many {form} attempts. Please wait {n} minutes.` */
export const READER_CODE_FORM = 'sign-in';
/** New codes are drawn again when one collides with another member's (vanishingly rare). */
export const READER_CODE_DRAWS = 5;
