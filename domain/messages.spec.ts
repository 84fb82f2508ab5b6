import { AUTH_MESSAGES } from './accounts/auth-messages.js';
import { CREDENTIALS_MESSAGES } from './accounts/credentials.rules.js';
import { EMAIL_MESSAGES } from './accounts/email.rules.js';
import { NAME_MESSAGES } from './accounts/name.rules.js';
import { PASSWORD_MISMATCH_MESSAGE } from './accounts/password-confirmation.rules.js';
import { PASSWORD_MESSAGES } from './accounts/password.rules.js';
import { SIGN_UP_MESSAGES } from './accounts/sign-up.rules.js';
import { ADMIN_MESSAGES, INSIGHT_MESSAGES } from './admin/admin.rules.js';
import { PARSE_MESSAGES } from './catalog/book-csv.parser.js';
import { EXPORT_MESSAGES } from './catalog/book-export.js';
import { CSV_MESSAGES } from './catalog/csv-row.normalizer.js';
import { IMPORT_MESSAGES } from './catalog/import.rules.js';
import { feedbackStatusMessage } from './feedback/feedback-status.machine.js';
import { FEEDBACK_MESSAGES } from './feedback/feedback.rules.js';
import { tooManyAttemptsMessage } from './rate-limit/sliding-window.policy.js';
import { AGE_MESSAGES } from './readers/age-bounds.js';
import { FAMILY_MEMBER_MESSAGES } from './readers/family-member.rules.js';
import { READING_LIST_MESSAGES } from './reading/reading-list.rules.js';
import { SUBSCRIPTION_MESSAGES } from './subscription/subscription-check.throttle.js';
import { TEXT_MESSAGES } from './text/sanitize-text.js';

/** Every area's wording, each entry the constant that lives next to its rule (server and client import those). */
const MESSAGES = {
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

/** The specifications' wording, verbatim, and where the domain keeps it. */
describe("the message catalogue holds the specifications' exact wording", () => {
  it.each([
    ['Email is required', MESSAGES.email.required],
    ['Please enter a valid email address', MESSAGES.email.invalid],
    ['Email address is too long', MESSAGES.email.tooLong],
    ['Name must be at least 2 characters long', MESSAGES.name.tooShort],
    ['Name must be 100 characters or less', MESSAGES.name.tooLong],
    ['Name contains invalid characters', MESSAGES.name.invalid],
    ['Name contains potentially harmful content', MESSAGES.name.harmful],
    ['Password must be at least 8 characters long', MESSAGES.password.tooShort],
    ['Password must be less than 128 characters', MESSAGES.password.tooLong],
    ['Password contains common weak patterns', MESSAGES.password.weak],
    ['Password cannot contain sequential characters', MESSAGES.password.sequential],
    ['Passwords do not match', MESSAGES.password.mismatch],
    ['You must accept the Terms of Service to create an account', MESSAGES.signUp.terms],
    ['You must provide either an email or phone number and a password', MESSAGES.credentials.missingCredentials],
    ['You must provide either an email or phone number.', MESSAGES.credentials.missingContact],
    ['This email is already registered. Please sign in instead.', MESSAGES.auth.emailTaken],
    ['Invalid email or password', MESSAGES.auth.invalidEmailOrPassword],
    ['An unexpected error occurred', MESSAGES.auth.unexpected],
    ['This field is required', MESSAGES.text.required],
    ['Minimum length is 5 characters', MESSAGES.text.minLength(5)],
    ['Maximum length is 1000 characters', MESSAGES.text.maxLength(1000)],
    ['Input contains potentially dangerous content', MESSAGES.text.dangerous],
    ['Too many special characters detected', MESSAGES.text.specialCharacters],
    ['Please enter a valid URL', MESSAGES.text.url],
    ['Please enter a valid number', MESSAGES.text.number],
    ['Please check your input', MESSAGES.feedback.fallback],
    ['Thank you for your feedback! We appreciate your input.', MESSAGES.feedback.thanks],
    ['Failed to submit feedback. Please try again.', MESSAGES.feedback.failed],
    ['Too many feedback attempts. Please wait 4 minutes.', tooManyAttemptsMessage('feedback', 4)],
    ['Feedback marked as in_review', feedbackStatusMessage('in_review')],
    ['Book already in reading list', MESSAGES.readingList.duplicate],
    ['Already Added', MESSAGES.readingList.alreadyAddedTitle],
    ['This book is already in the reading list.', MESSAGES.readingList.alreadyAdded],
    ['Please log in to add books', MESSAGES.readingList.loginRequired],
    ['must be 18+', MESSAGES.age.adult],
    ['Family member added successfully', MESSAGES.familyMember.added],
    ['Row 4: Could not normalize to 36 fields (got 35). Check for stray commas or unmatched quotes.', `Row 4: ${MESSAGES.csv.fieldCount(35)}`],
    ['Please paste CSV content before importing', MESSAGES.import.emptyContent],
    ['Please paste CSV rows...', MESSAGES.import.emptyRows],
    ['2 rows have field count issues', MESSAGES.import.fieldCountIssues(2)],
    ['Please fix validation errors first', MESSAGES.import.fixErrorsFirst],
    ['Please run Preview & Validate first', MESSAGES.import.previewFirst],
    ['You must be signed in to import.', MESSAGES.import.signInRequired],
    ['No Books Found', MESSAGES.export.noBooks],
    ['Export Failed - Could not export books. Please try again.', MESSAGES.export.failed],
    ['Failed to check subscription status', MESSAGES.subscription.checkFailed],
    ['Failed to create checkout session', MESSAGES.subscription.checkoutFailed],
    ['Failed to open customer portal', MESSAGES.subscription.portalFailed],
    ['Please log in to access the admin panel.', MESSAGES.admin.loginRequired],
    ['Invalid password', MESSAGES.admin.invalidPassword],
    ['Access granted', MESSAGES.admin.accessGranted],
    ['Select a book', MESSAGES.admin.selectBook],
    ['Failed to update feedback status', MESSAGES.admin.feedbackUpdateFailed],
    ['Book data fixed! Please refresh the book scanner page.', MESSAGES.admin.fixed],
    ['Failed to generate all insights', MESSAGES.insight.allFailed],
    ['Failed to get personalized insight', MESSAGES.insight.defaultFailure],
  ])('"%s"', (wording, actual) => {
    expect(actual).toBe(wording);
  });
});
