/** How long a deleted account's data stays (hidden) before it is removed; the server's PURGE_DELAY_DAYS. */
export const PURGE_DAYS = 30;

/** What the export holds and what deletion removes, in the words the page uses for both. */
export const ACCOUNT_DATA_KINDS = [
  'your account details and profile',
  'family members and their reading profiles',
  'your family values and your own reading profile',
  'reading lists, reading goals and scan history',
  'feedback you sent',
  'your subscription state and scan count',
] as const;

export const ACCOUNT_DATA_TEXTS = {
  title: 'Your data',
  intro: 'Everything ShelfCheck keeps about you and your readers is yours. Take a copy with you at any time, or delete your account.',
  downloadTitle: 'Download my data',
  downloadBody: 'One JSON file with everything we hold about your account and your readers. Passwords and sign-in keys are never part of it.',
  downloadButton: 'Download my data',
  downloadFailed: 'We could not prepare your file. Please try again in a moment.',
  deleteTitle: 'Delete my account',
  deleteBody: `You are signed out everywhere at once and your account disappears. Everything is removed for good within ${PURGE_DAYS} days.`,
  deleteButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogLead: 'This cannot be undone.',
  dialogSteps: [
    'You are signed out on every device at once.',
    `Your account is hidden at once, and removed for good within ${PURGE_DAYS} days with everything in it: family members, reading profiles, reading lists and goals, scan history and feedback.`,
    'You may sign up again with the same email; that starts a new, empty account.',
  ],
  passwordLabel: 'Your password',
  passwordHint: 'To be sure it is you, enter your current password.',
  confirmButton: 'Delete my account',
  cancelButton: 'Keep my account',
  subscriptionTitle: 'You have an active subscription',
  subscriptionBody:
    'Deleting your account cancels it with the payment provider first, so it will not renew. If the provider cannot be reached, nothing is deleted and you can try again.',
  manageSubscription: 'Manage subscription',
  deletedTitle: 'Your account has been deleted',
  deletedMessage: `You are signed out, and everything else is removed within ${PURGE_DAYS} days. Thank you for using ShelfCheck.`,
  subscriptionLeftTitle: 'Your subscription is still active',
  subscriptionCancelledTitle: 'Your subscription was cancelled',
  subscriptionCancelledMessage: 'It will not renew.',
  somethingWrong: 'Something went wrong. Please try again.',
} as const;
