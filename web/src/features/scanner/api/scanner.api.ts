import { baseApi } from '../../../app/api.js';
import type { Analysis, BookMatchChoice, ContentExample, FamilyMember, ReadingListItem, Review, ScanEntry } from '../model/types.js';

export type AnalyzeAnswer = Analysis | { requiresSelection: true; matches: BookMatchChoice[] };

/** The scanner's server calls; cache tags keep the TBR and Library counts true after every change. */
export const scannerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    familyMembers: build.query<FamilyMember[], void>({ query: () => '/family-members', providesTags: ['FamilyMembers'] }),
    addFamilyMember: build.mutation<FamilyMember, { name: string; age: number; reading_level: string }>({
      query: (body) => ({ url: '/family-members', method: 'POST', body }),
      invalidatesTags: ['FamilyMembers'],
    }),
    deleteFamilyMember: build.mutation<void, string>({ query: (id) => ({ url: `/family-members/${id}`, method: 'DELETE' }), invalidatesTags: ['FamilyMembers'] }),
    analyze: build.mutation<AnalyzeAnswer, { book: { title?: string; author?: string; isbn?: string | null; originalQuery?: string }; reader_id: string; forceAnalysis?: boolean }>({
      query: (body) => ({ url: '/books/analyze', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    contentDetails: build.mutation<{ examples: ContentExample[] }, { title: string; author: string; isbn?: string | null; category: string }>({
      query: (body) => ({ url: '/books/content-details', method: 'POST', body }),
    }),
    reviews: build.mutation<{ reviews: Review[] }, { title: string; author: string; perspective: string }>({
      query: (body) => ({ url: '/books/reviews', method: 'POST', body }),
    }),
    chat: build.mutation<{ response: string }, { book: { title: string; author: string; summary: string }; question: string; reader_id: string }>({
      query: (body) => ({ url: '/books/chat', method: 'POST', body }),
    }),
    readingList: build.query<ReadingListItem[], void>({ query: () => '/reading-list', providesTags: ['ReadingList'] }),
    addToReadingList: build.mutation<ReadingListItem, { reader_id: string; reader_name: string; title: string; author: string; analysis?: Analysis }>({
      query: (body) => ({ url: '/reading-list', method: 'POST', body }),
      invalidatesTags: ['ReadingList'],
    }),
    changeReadingStatus: build.mutation<ReadingListItem, { id: string; reading_status: ReadingListItem['reading_status'] }>({
      query: ({ id, reading_status }) => ({ url: `/reading-list/${id}`, method: 'PATCH', body: { reading_status } }),
      invalidatesTags: ['ReadingList'],
    }),
    removeFromReadingList: build.mutation<void, string>({ query: (id) => ({ url: `/reading-list/${id}`, method: 'DELETE' }), invalidatesTags: ['ReadingList'] }),
    scanHistory: build.query<ScanEntry[], void>({ query: () => '/scan-history', providesTags: ['ScanHistory'] }),
    addScanHistory: build.mutation<ScanEntry, Omit<ScanEntry, 'id' | 'created_at'>>({
      query: (body) => ({ url: '/scan-history', method: 'POST', body }),
      invalidatesTags: ['ScanHistory'],
    }),
    removeScan: build.mutation<void, string>({ query: (id) => ({ url: `/scan-history/${id}`, method: 'DELETE' }), invalidatesTags: ['ScanHistory'] }),
  }),
});

export const {
  useFamilyMembersQuery,
  useAddFamilyMemberMutation,
  useDeleteFamilyMemberMutation,
  useAnalyzeMutation,
  useContentDetailsMutation,
  useReviewsMutation,
  useChatMutation,
  useReadingListQuery,
  useAddToReadingListMutation,
  useChangeReadingStatusMutation,
  useRemoveFromReadingListMutation,
  useScanHistoryQuery,
  useAddScanHistoryMutation,
  useRemoveScanMutation,
} = scannerApi;
