import type { HouseholdAction, HouseholdRole, InvitableRole } from '../../../../domain/index.js';
import { can } from '../../../../domain/index.js';
import { baseApi } from '../api.js';
import type { FirstAnswers } from '../first-answers.js';
import { useAuth } from './auth-context.js';

export interface HouseholdAdult {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: HouseholdRole;
  joined_at: string;
}

export interface HouseholdInvitation {
  id: string;
  email: string;
  role: InvitableRole;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

/** GET /api/household's answer (docs/household.md). */
export interface Household {
  role: HouseholdRole;
  owner_id: string;
  members: HouseholdAdult[];
  invitations: HouseholdInvitation[];
  permissions: Record<HouseholdAction, boolean>;
}

/** Everything a change of household changes: whose readers, lists and history the app shows. */
const HOUSEHOLD_DATA = [
  'Household',
  'FamilyMembers',
  'FamilyValues',
  'ReadingProfile',
  'ReadingList',
  'ScanHistory',
  'BookRequests',
  'ReaderCode',
  'Subscription',
] as const;

/** The household the signed-in adult is in (session-wide: every feature asks it what the role allows). */
export const householdApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHousehold: build.query<Household, void>({
      query: () => '/household',
      providesTags: ['Household'],
    }),
    acceptInvitation: build.mutation<Household, { token: string }>({
      query: (body) => ({ url: '/household/invitations/accept', method: 'POST', body }),
      invalidatesTags: [...HOUSEHOLD_DATA],
    }),
    leaveHousehold: build.mutation<void, void>({
      query: () => ({ url: '/household/leave', method: 'POST' }),
      invalidatesTags: [...HOUSEHOLD_DATA],
    }),
  }),
});

export const { useGetHouseholdQuery, useAcceptInvitationMutation, useLeaveHouseholdMutation } = householdApi;

/** The household (what the adult's role allows, the holder's name): a first answer of the pages that ask (first-answers.ts). */
export const prefetchHousehold: FirstAnswers = (dispatch) => [dispatch(householdApi.endpoints.getHousehold.initiate(undefined, { subscribe: false }))];

/**
 * Whether the signed-in adult's role allows an action (the domain's rule table). While the
 * household is loading it answers true for an owner-like default, so nothing flickers for the
 * account holder; the server checks every call anyway.
 */
export function useHouseholdCan(action: HouseholdAction): boolean {
  const { status } = useAuth();
  const { data } = useGetHouseholdQuery(undefined, { skip: status !== 'signedIn' });
  return data ? can(data.role, action) : true;
}

/**
 * For a co-parent or viewer: the first name of the account holder whose household this is (the
 * household's own adult reader, `self`, is theirs, not the signed-in adult's). Null for the
 * account holder, outside a household, or while it loads.
 */
export function useHouseholdHolderName(): string | null {
  const { status } = useAuth();
  const { data } = useGetHouseholdQuery(undefined, { skip: status !== 'signedIn' });
  if (!data || data.role === 'owner') return null;
  const holder = data.members.find((m) => m.user_id === data.owner_id);
  return holder?.first_name?.trim() || 'The account holder';
}
