import { baseApi } from '../../../app/api.js';
import type { NewShareLink, ShareLink, ShareLinkRequest } from '../model/share-link.js';

const tag = (memberId: string) => ({ type: 'ShareLinks' as const, id: memberId });
const url = (memberId: string) => `/family-members/${encodeURIComponent(memberId)}/share-links`;

/** A family member's share links: list them, make one, turn one off. */
export const shareLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShareLinks: build.query<ShareLink[], string>({
      query: (memberId) => url(memberId),
      providesTags: (_result, _error, memberId) => [tag(memberId)],
    }),
    createShareLink: build.mutation<NewShareLink, ShareLinkRequest>({
      query: ({ memberId, ...body }) => ({ url: url(memberId), method: 'POST', body }),
      invalidatesTags: (_result, _error, { memberId }) => [tag(memberId)],
    }),
    revokeShareLink: build.mutation<ShareLink, { memberId: string; linkId: string }>({
      query: ({ memberId, linkId }) => ({ url: `${url(memberId)}/${encodeURIComponent(linkId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { memberId }) => [tag(memberId)],
    }),
  }),
});

export const { useGetShareLinksQuery, useCreateShareLinkMutation, useRevokeShareLinkMutation } = shareLinksApi;
