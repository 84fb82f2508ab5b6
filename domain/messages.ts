import { ADMIN_MESSAGES, INSIGHT_MESSAGES } from './admin/admin.rules.js';
import { AUTH_MESSAGES } from './accounts/auth-messages.js';
import { CREDENTIALS_MESSAGES } from './accounts/credentials.rules.js';
import { EMAIL_MESSAGES } from './accounts/email.rules.js';
import { NAME_MESSAGES } from './accounts/name.rules.js';
import { PASSWORD_MISMATCH_MESSAGE } from './accounts/password-confirmation.rules.js';
import { PASSWORD_MESSAGES } from './accounts/password.rules.js';
import { SIGN_UP_MESSAGES } from './accounts/sign-up.rules.js';
import { PARSE_MESSAGES } from './catalog/book-csv.parser.js';
import { EXPORT_MESSAGES } from './catalog/book-export.js';
import { CSV_MESSAGES } from './catalog/csv-row.normalizer.js';
import { IMPORT_MESSAGES } from './catalog/import.rules.js';
import { FEEDBACK_MESSAGES } from './feedback/feedback.rules.js';
import { AGE_MESSAGES } from './readers/age-bounds.js';
import { FAMILY_MEMBER_MESSAGES } from './readers/family-member.rules.js';
import { READING_LIST_MESSAGES } from './reading/reading-list.rules.js';
import { SUBSCRIPTION_MESSAGES } from './subscription/subscription-check.throttle.js';
import { TEXT_MESSAGES } from './text/sanitize-text.js';

/**
 * Every area's wording in one place, so that server and client show the same text. Each entry is
 * the constant that lives next to its rule; nothing is worded here.
 */
export const MESSAGES = {
  email: EMAIL_MESSAGES,
  name: NAME_MESSAGES,
  password: { ...PASSWORD_MESSAGES, mismatch: PASSWORD_MISMATCH_MESSAGE },
  signUp: SIGN_UP_MESSAGES,
  credentials: CREDENTIALS_MESSAGES,
  auth: AUTH_MESSAGES,
  text: TEXT_MESSAGES,
  feedback: FEEDBACK_MESSAGES,
  readingList: READING_LIST_MESSAGES,
  age: AGE_MESSAGES,
  familyMember: FAMILY_MEMBER_MESSAGES,
  csv: CSV_MESSAGES,
  csvParse: PARSE_MESSAGES,
  import: IMPORT_MESSAGES,
  export: EXPORT_MESSAGES,
  subscription: SUBSCRIPTION_MESSAGES,
  admin: ADMIN_MESSAGES,
  insight: INSIGHT_MESSAGES,
} as const;
