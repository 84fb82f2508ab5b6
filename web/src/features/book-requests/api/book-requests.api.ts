import { baseApi } from '../../../app/api.js';
import type { BookRequest, BookRequestAnswer, BookRequestFilter } from '../model/book-request.types.js';

const bodyOf = ({ note }: BookRequestAnswer) => (note && note.trim() !== '' ? { note: note.trim() } : {});

/** The parent's side of ask-and-approve: the readers' requests and the answers. */
export const bookRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bookRequests: build.query<BookRequest[], BookRequestFilter>({
      query: (status) => `/book-requests?status=${status}`,
      providesTags: ['BookRequests'],
    }),
    approveBookRequest: build.mutation<BookRequest, BookRequestAnswer>({
      query: (answer) => ({ url: `/book-requests/${encodeURIComponent(answer.id)}/approve`, method: 'POST', body: bodyOf(answer) }),
      // An approved book goes onto the reader's list: the TBR badge and list follow.
      invalidatesTags: ['BookRequests', 'ReadingList'],
    }),
    declineBookRequest: build.mutation<BookRequest, BookRequestAnswer>({
      query: (answer) => ({ url: `/book-requests/${encodeURIComponent(answer.id)}/decline`, method: 'POST', body: bodyOf(answer) }),
      invalidatesTags: ['BookRequests'],
    }),
  }),
});

export const { useBookRequestsQuery, useApproveBookRequestMutation, useDeclineBookRequestMutation } = bookRequestsApi;
