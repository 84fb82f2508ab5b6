import type { HouseholdRole } from './household-roles.js';

/**
 * What a signed-in adult can do with the household's data. Every data route of the API names one
 * of these (the `@HouseholdAction` decorator), and the web client asks the same table before it
 * shows an edit control.
 */
export const HOUSEHOLD_ACTIONS = [
  'view_readers',
  'edit_readers',
  'manage_reader_codes',
  'view_reading_lists',
  'edit_reading_lists',
  'view_scan_history',
  'edit_scan_history',
  'check_books',
  'view_book_requests',
  'answer_book_requests',
  'view_subscription',
  'manage_billing',
  'view_household',
  'manage_household',
  'leave_household',
] as const;
export type HouseholdAction = (typeof HOUSEHOLD_ACTIONS)[number];

const VIEWER_CANNOT =
  'As a viewer you can see the readers, their verdicts and reading lists, but not change them. Ask the account holder to make you a co-parent.';

/**
 * The one rule table: action × role → allowed. A refusal carries the message the person sees
 * (403 `forbidden_role`); `true` means allowed.
 */
const PERMISSIONS: { readonly [A in HouseholdAction]: { readonly [R in HouseholdRole]: true | string } } = {
  view_readers: { owner: true, co_parent: true, viewer: true },
  edit_readers: { owner: true, co_parent: true, viewer: VIEWER_CANNOT },
  manage_reader_codes: { owner: true, co_parent: true, viewer: 'Only the account holder and co-parents can manage reader sign-in codes.' },
  view_reading_lists: { owner: true, co_parent: true, viewer: true },
  edit_reading_lists: { owner: true, co_parent: true, viewer: VIEWER_CANNOT },
  view_scan_history: { owner: true, co_parent: true, viewer: true },
  edit_scan_history: { owner: true, co_parent: true, viewer: VIEWER_CANNOT },
  check_books: { owner: true, co_parent: true, viewer: true },
  view_book_requests: { owner: true, co_parent: true, viewer: true },
  answer_book_requests: { owner: true, co_parent: true, viewer: 'Only the account holder and co-parents can answer book requests.' },
  view_subscription: { owner: true, co_parent: true, viewer: true },
  manage_billing: {
    owner: true,
    co_parent: 'Only the account holder can manage billing. The subscription covers everyone in the household.',
    viewer: 'Only the account holder can manage billing. The subscription covers everyone in the household.',
  },
  view_household: { owner: true, co_parent: true, viewer: true },
  manage_household: {
    owner: true,
    co_parent: 'Only the account holder can invite or remove adults in the household.',
    viewer: 'Only the account holder can invite or remove adults in the household.',
  },
  leave_household: {
    owner: 'The account holder cannot leave their own household. Remove the other adults, or delete the account to end it.',
    co_parent: true,
    viewer: true,
  },
};

/** Whether a role may take an action: `can('viewer', 'edit_readers')` → false. */
export const can = (role: HouseholdRole, action: HouseholdAction): boolean => PERMISSIONS[action][role] === true;

/** The message a refused role sees for an action, or null when the role is allowed. */
export function refusalMessage(role: HouseholdRole, action: HouseholdAction): string | null {
  const rule = PERMISSIONS[action][role];
  return rule === true ? null : rule;
}
