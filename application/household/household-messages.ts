/** Messages of the household use cases that no domain rule owns. */
export const HOUSEHOLD_MESSAGES = {
  invitationNotFound: 'No such invitation in your household',
  invitationAlreadyAccepted: 'This invitation has already been accepted: remove the member instead.',
  memberNotFound: 'No such member of your household',
  ownerCannotBeRemoved: 'The account holder cannot be removed from their own household.',
  notInAnotherHousehold: 'You are not in another household.',
  mailFailed: 'The invitation email could not be sent, so no invitation was made. Please try again.',
  tokenRequired: 'The invitation token is required',
} as const;
