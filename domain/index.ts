/**
 * ShelfCheck's domain: every rule of the two specifications as pure functions over plain data.
 * No framework, no I/O, no clock, no randomness: callers pass `now` in. See README.md for the
 * rule book: which file holds which rule.
 */
export * from './shared/result.js';
export * from './shared/validation.js';
export * from './shared/instant.js';

export * from './accounts/email.rules.js';
export * from './accounts/name.rules.js';
export * from './accounts/password.rules.js';
export * from './accounts/password-confirmation.rules.js';
export * from './accounts/sign-up.rules.js';
export * from './accounts/sign-in.rules.js';
export * from './accounts/reset-password.rules.js';
export * from './accounts/credentials.rules.js';
export * from './accounts/auth-messages.js';
export * from './accounts/age-from-birth-date.js';
export * from './accounts/sign-up-age.rules.js';

export * from './text/sanitize-text.js';
export * from './text/dangerous-patterns.js';
export * from './text/special-characters.js';
export * from './text/strip-html.js';
export * from './text/first-sentence.js';
export * from './text/count-noun.js';

export * from './feedback/feedback.rules.js';
export * from './feedback/feedback-status.machine.js';
export * from './catalog-requests/catalog-request.rules.js';
export * from './rate-limit/sliding-window.policy.js';

export * from './reading/reading-status.machine.js';
export * from './reading/reading-list.rules.js';
export * from './reading-list/reading-history-format.js';
export * from './reading-list/unwrap-spreadsheet-text.js';
export * from './reading-list/reading-history-status.js';
export * from './reading-list/reading-history-date.js';
export * from './reading-list/reading-history-row.js';
export * from './reading-list/reading-history-admission.js';
export * from './reading-list/reading-history-limits.js';
export * from './reading-list/reading-goal.rules.js';

export * from './readers/reading-levels.js';
export * from './readers/reading-level-for-age.js';
export * from './readers/age-bounds.js';
export * from './readers/quiz-length.js';
export * from './readers/default-ages.js';
export * from './readers/own-reader-age.js';
export * from './readers/family-member.rules.js';
export * from './readers/preference-tags.js';
export * from './readers/preference-tally.js';
export * from './readers/quiz-answers.js';
export * from './readers/reader-display-name.js';

export * from './taxonomy/content-categories.js';
export * from './taxonomy/quiz-comfort.js';
export * from './taxonomy/catalog-flags.js';
export * from './taxonomy/analysis-categories.js';
export * from './taxonomy/screening-keys.js';
export * from './taxonomy/category-resolver.js';
export * from './taxonomy/tolerance-scale.js';
export * from './taxonomy/example-types.js';
export * from './taxonomy/catalog-example-type.js';
export * from './taxonomy/risk-level.js';

export * from './matching/book-facts.js';
export * from './matching/default-tolerance.js';
export * from './matching/match-level.js';
export * from './matching/match-score.js';
export * from './matching/dealbreakers.js';
export * from './matching/ratings-provenance.js';
export * from './matching/match-book.js';
export * from './matching/reader-profile.js';
export * from './matching/catalog-facts.js';
export * from './matching/series-warning.js';
export * from './matching/reader-fit.js';
export * from './matching/discovery-order.js';

export * from './catalog/isbn.js';
export * from './catalog/catalog-notes-review.js';
export * from './catalog/book-record.js';
export * from './catalog/csv-header.js';
export * from './catalog/csv-series-columns.js';
export * from './catalog/csv-flag.js';
export * from './catalog/csv.tokenizer.js';
export * from './catalog/csv-row.aligner.js';
export * from './catalog/csv-row.normalizer.js';
export * from './catalog/book-csv.parser.js';
export * from './catalog/csv-formula.js';
export * from './catalog/csv-row.writer.js';
export * from './catalog/csv-template.js';
export * from './catalog/import.rules.js';
export * from './catalog/book-export.js';
export * from './catalog/title-words.js';
export * from './catalog/title-match.js';
export * from './catalog/identify-book.rule.js';
export * from './catalog/identify-cover.rule.js';
export * from './catalog/cover-text-words.js';

export * from './scanning/scan-progress.js';
export * from './scanning/scan-history.js';
export * from './scanning/scan-quota.js';
export * from './scanning/book-barcode.js';
export * from './subscription/subscription-check.throttle.js';
export * from './subscription/is-subscribed.js';
export * from './subscription/plan-period.js';
export * from './rate-limit/sign-in-throttle.js';
export * from './admin/admin.rules.js';

export * from './corrections/correction-kinds.js';
export * from './corrections/correction.rules.js';
export * from './corrections/correction-status.machine.js';
export * from './corrections/correction-acceptance.js';

export * from './requests/request-messages.js';
export * from './requests/reader-code.js';
export * from './requests/book-request-status.machine.js';
export * from './requests/book-request.rules.js';
export * from './requests/request-match.js';
export * from './sharing/share-link.rules.js';
export * from './sharing/share-token.js';
export * from './sharing/first-name.js';
export * from './sharing/comfort-words.js';
export * from './sharing/verdict-words.js';
export * from './sharing/printed-card.js';

export * from './web/web-routes.js';
export * from './limits/account-limits.js';

export * from './shelf/shelf-session.rules.js';
export * from './offline/offline-queue.js';
export * from './offline/saved-analyses.js';
export * from './offline/rescore-saved-answer.js';
export * from './household/household-roles.js';
export * from './household/household-permissions.js';
export * from './household/household-invitation.rules.js';
