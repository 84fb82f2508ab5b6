import { FAMILY_MEMBER_MESSAGES } from '../../../../../domain/index.js';

/**
 * The wording of the readers area (spec §8). The family successes come from the domain, which keeps
 * them next to the member rules; the rest the domain does not hold, so they are worded here, verbatim.
 */
export const READER_MESSAGES = {
  familyLoadFailed: 'Failed to load family data',
  memberAdded: FAMILY_MEMBER_MESSAGES.added,
  memberUpdated: FAMILY_MEMBER_MESSAGES.updated,
  memberRemoved: FAMILY_MEMBER_MESSAGES.removed,
  addMemberFailed: 'Failed to add family member',
  updateMemberFailed: 'Failed to update family member',
  removeMemberFailed: 'Failed to remove family member',
  profileCreated: 'Profile Created!',
  profileUpdated: 'Profile Updated!',
  profileSaved: 'Profile saved successfully',
  profileSaveFailed: 'Failed to save profile',
  profileDeleted: 'Profile deleted',
  profileDeleteFailed: 'Failed to delete profile',
  ownProfileDeleteFailedTitle: 'Error',
  ownProfileDeleteFailed: 'Failed to delete profile. Please try again.',
  memberProfileCreateFailed: 'Failed to create family member profile',
  ownProfileCreateFailed: 'Failed to create your reading profile',
  noMemberTitle: 'No member selected',
  noMember: 'Please select a family member or yourself',
  addInformation: 'Please add some information',
  updateFailed: 'Update Failed',
} as const;
