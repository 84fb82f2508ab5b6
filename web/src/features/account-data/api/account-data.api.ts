import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { AccountDeletedDto, DeleteAccountDto, RedirectUrlDto } from '../../../api/generated.js';
import { baseApi } from '../../../app/api.js';

/** DELETE /api/account's answer (generated); `subscription_cancelled`: the live subscription was cancelled at the payment provider first. */
export type AccountDeleted = AccountDeletedDto;

/** The export, the deletion, and the billing portal (to cancel a subscription before deleting). */
export const accountDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    downloadAccountData: build.mutation<{ json: string; fileName: string }, void>({
      // a mutation, not a query: the file is fetched on demand and never cached
      query: () => ({ url: '/account/export', responseHandler: 'text' }),
      transformResponse: (json: string, meta) => {
        const disposition = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('content-disposition') ?? '';
        const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'shelfcheck-data.json';
        return { json, fileName };
      },
    }),
    deleteAccount: build.mutation<AccountDeleted, DeleteAccountDto & { accessToken: string }>({
      // The request carries its own bearer: a wrong password answers 401, and the base query would
      // otherwise take that 401 for an expired token, refresh and send the wrong password again.
      query: ({ password, accessToken }) => ({
        url: '/account',
        method: 'DELETE',
        body: { password },
        headers: { authorization: `Bearer ${accessToken}` },
      }),
    }),
    openPortalBeforeDeletion: build.mutation<RedirectUrlDto, void>({
      query: () => ({ url: '/billing/portal', method: 'POST' }),
    }),
  }),
});

export const { useDownloadAccountDataMutation, useDeleteAccountMutation, useOpenPortalBeforeDeletionMutation } = accountDataApi;
