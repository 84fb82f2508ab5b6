import type { InvitationDto, InviteDto } from '../../../api/generated.js';
import { baseApi } from '../../../app/api.js';

/** The account holder's calls: invite, revoke, remove (docs/household.md). */
export const householdAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    inviteToHousehold: build.mutation<InvitationDto, InviteDto>({
      query: (body) => ({ url: '/household/invitations', method: 'POST', body }),
      invalidatesTags: ['Household'],
    }),
    revokeInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `/household/invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Household'],
    }),
    removeHouseholdMember: build.mutation<void, string>({
      query: (userId) => ({ url: `/household/members/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      invalidatesTags: ['Household'],
    }),
  }),
});

export const { useInviteToHouseholdMutation, useRevokeInvitationMutation, useRemoveHouseholdMemberMutation } = householdAdminApi;
