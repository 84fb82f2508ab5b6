import type { FirstAnswers } from '../../../app/first-answers.js';
import { generatedApi, type FamilyValuesAnswerDto, type FamilyValuesDto, type SummaryDto, type UpdateFromBooksDto } from '../../../api/generated.js';
import type { FamilyMember, FamilyMemberChanges, QuizData, ReadingProfile, ReadingProfileChanges, WrittenSummary } from '../model/reader.types.js';

/** Either kind of reader's summary changes the family list or the own profile, so both tags go. */
const READER_TAGS = ['FamilyMembers', 'ReadingProfile'] as const;

/** Reader data: family members, family values, the own reading profile, and the AI summaries. */
export const readersApi = generatedApi
  .enhanceEndpoints({
    endpoints: {
      familyValuesControllerGet: { providesTags: ['FamilyValues'] },
      readingProfileControllerRemove: { invalidatesTags: ['ReadingProfile'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getFamilyMembers: build.query<FamilyMember[], void>({ query: () => '/family-members', providesTags: ['FamilyMembers'] }),
      createFamilyMember: build.mutation<FamilyMember, FamilyMemberChanges & Pick<FamilyMember, 'name' | 'age' | 'reading_level'>>({
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
      saveFamilyValues: build.mutation<FamilyValuesAnswerDto, FamilyValuesDto['data']>({
        query: (data) => ({ url: '/family-values', method: 'PUT', body: { data } }),
        invalidatesTags: ['FamilyValues'],
      }),
      getReadingProfile: build.query<ReadingProfile | null, void>({ query: () => '/reading-profile', providesTags: ['ReadingProfile'] }),
      saveReadingProfile: build.mutation<ReadingProfile, ReadingProfileChanges>({
        query: (body) => ({ url: '/reading-profile', method: 'PUT', body }),
        invalidatesTags: ['ReadingProfile'],
      }),
      writeReaderSummary: build.mutation<WrittenSummary, Omit<SummaryDto, 'quizData'> & { quizData: QuizData }>({
        query: (body) => ({ url: '/reader-profiles/summary', method: 'POST', body }),
        invalidatesTags: [...READER_TAGS],
      }),
      updateProfileFromBooks: build.mutation<WrittenSummary, Required<UpdateFromBooksDto>>({
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
  useFamilyValuesControllerGetQuery: useGetFamilyValuesQuery,
  useSaveFamilyValuesMutation,
  useGetReadingProfileQuery,
  useSaveReadingProfileMutation,
  useReadingProfileControllerRemoveMutation: useDeleteReadingProfileMutation,
  useWriteReaderSummaryMutation,
  useUpdateProfileFromBooksMutation,
} = readersApi;

/** The family's readers and the account's own profile (the reader bar, the set-up cards): a first answer of the scanner. */
export const prefetchReaders: FirstAnswers = (dispatch) => [
  dispatch(readersApi.endpoints.getFamilyMembers.initiate(undefined, { subscribe: false })),
  dispatch(readersApi.endpoints.getReadingProfile.initiate(undefined, { subscribe: false })),
];
