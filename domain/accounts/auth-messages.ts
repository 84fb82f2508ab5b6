/** The account screens' own wording, and how the auth service's errors are shown to people. */
export const AUTH_MESSAGES = {
  alreadyRegistered: 'User already registered',
  emailTaken: 'This email is already registered. Please sign in instead.',
  invalidCredentials: 'Invalid login credentials',
  invalidEmailOrPassword: 'Invalid email or password',
  unexpected: 'An unexpected error occurred',
  resetLinkSent: 'Password reset link sent! Check your email for further instructions.',
  passwordUpdated: 'Password updated successfully! You can now sign in with your new password.',
  rememberMe: 'Remember me (stay signed in)',
  /** A reset link holds a one-time code bound to the browser that asked for it (PKCE). */
  linkFromOtherBrowser: 'This link was requested in another browser. Open it in the browser where you asked for it, or request a new link.',
} as const;

/** Remember-me starts ticked. */
export const REMEMBER_ME_DEFAULT = true;

/** How sign-up shows a service error: any 'already registered' becomes the sign-in hint; none: the generic text. */
export const signUpErrorMessage = (serviceMessage?: string | null): string => {
  if (!serviceMessage) return AUTH_MESSAGES.unexpected;
  return serviceMessage.includes('already registered') ? AUTH_MESSAGES.emailTaken : serviceMessage;
};

/** How sign-in shows a service error: wrong credentials become 'Invalid email or password'. */
export const signInErrorMessage = (serviceMessage?: string | null): string => {
  if (!serviceMessage) return AUTH_MESSAGES.unexpected;
  return serviceMessage === AUTH_MESSAGES.invalidCredentials ? AUTH_MESSAGES.invalidEmailOrPassword : serviceMessage;
};
