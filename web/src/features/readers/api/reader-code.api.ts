import { baseApi } from '../../../app/api.js';
import type { CreatedReaderCode, ReaderCodeStatus } from '../model/reader-sign-in.js';

const codeTag = (memberId: string) => ({ type: 'ReaderCode' as const, id: memberId });
const url = (memberId: string) => `/family-members/${encodeURIComponent(memberId)}/reader-code`;

/** A family member's reader sign-in code: whether one is on, make a new one, turn it off. */
export const readerCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReaderCode: build.query<ReaderCodeStatus, string>({
      query: (memberId) => url(memberId),
      providesTags: (_result, _error, memberId) => [codeTag(memberId)],
    }),
    createReaderCode: build.mutation<CreatedReaderCode, string>({
      query: (memberId) => ({ url: url(memberId), method: 'POST' }),
      invalidatesTags: (_result, _error, memberId) => [codeTag(memberId)],
    }),
    turnOffReaderCode: build.mutation<void, string>({
      query: (memberId) => ({ url: url(memberId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, memberId) => [codeTag(memberId)],
    }),
  }),
});

export const { useGetReaderCodeQuery, useCreateReaderCodeMutation, useTurnOffReaderCodeMutation } = readerCodeApi;
