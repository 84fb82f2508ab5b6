import { baseApi } from '../../../app/api.js';
import type { FamilyMember, FamilyMemberChanges, QuizData, ReadingProfile, ReadingProfileChanges, WrittenSummary } from '../model/reader.types.js';

/** Either kind of reader's summary changes the family list or the own profile, so both tags go. */
const READER_TAGS = ['FamilyMembers', 'ReadingProfile'] as const;

/** Reader data: family members, family values, the own reading profile, and the AI summaries. */
export const readersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFamilyMembers: build.query<FamilyMember[], void>({ query: () => '/family-members', providesTags: ['FamilyMembers'] }),
    createFamilyMember: build.mutation<FamilyMember, FamilyMemberChanges & { name: string; age: number; reading_level: string }>({
      query: (body) => ({ url: '/family-members', method: 'POST', body }),
      invalidatesTags: ['FamilyMembers'],
    }),
    updateFamilyMember: build.mutation<FamilyMember, { id: string; changes: FamilyMemberChanges }>({
      query: ({ id, changes }) => ({ url: `/family-members/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['FamilyMembers'],
    }),
    removeFamilyMember: build.mutation<void, string>({
      query: (id) => ({ url: `/family-members/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['FamilyMembers'],
    }),
    getFamilyValues: build.query<{ data: Record<string, unknown> }, void>({ query: () => '/family-values', providesTags: ['FamilyValues'] }),
    saveFamilyValues: build.mutation<{ data: Record<string, unknown> }, Record<string, unknown>>({
      query: (data) => ({ url: '/family-values', method: 'PUT', body: { data } }),
      invalidatesTags: ['FamilyValues'],
    }),
    getReadingProfile: build.query<ReadingProfile | null, void>({ query: () => '/reading-profile', providesTags: ['ReadingProfile'] }),
    saveReadingProfile: build.mutation<ReadingProfile, ReadingProfileChanges>({
      query: (body) => ({ url: '/reading-profile', method: 'PUT', body }),
      invalidatesTags: ['ReadingProfile'],
    }),
    deleteReadingProfile: build.mutation<void, void>({
      query: () => ({ url: '/reading-profile', method: 'DELETE' }),
      invalidatesTags: ['ReadingProfile'],
    }),
    writeReaderSummary: build.mutation<WrittenSummary, { reader_id: string; quizData: QuizData }>({
      query: (body) => ({ url: '/reader-profiles/summary', method: 'POST', body }),
      invalidatesTags: [...READER_TAGS],
    }),
    updateProfileFromBooks: build.mutation<WrittenSummary, { reader_id: string; booksLiked: string; booksDisliked: string }>({
      query: (body) => ({ url: '/reader-profiles/update-from-books', method: 'POST', body }),
      invalidatesTags: [...READER_TAGS],
    }),
  }),
});

export const {
  useGetFamilyMembersQuery,
  useCreateFamilyMemberMutation,
  useUpdateFamilyMemberMutation,
  useRemoveFamilyMemberMutation,
  useGetFamilyValuesQuery,
  useSaveFamilyValuesMutation,
  useGetReadingProfileQuery,
  useSaveReadingProfileMutation,
  useDeleteReadingProfileMutation,
  useWriteReaderSummaryMutation,
  useUpdateProfileFromBooksMutation,
} = readersApi;
