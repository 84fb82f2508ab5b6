import type { FirstAnswers } from '../../../app/first-answers.js';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { applyReadingStatus } from '../../../../../domain/index.js';
import { fetchAllPages } from '../../../app/all-pages.js';
import { generatedApi, type ReadingListControllerExportApiArg, type ReadingStatusDto } from '../../../api/generated.js';
import type {
  NewReadingListItem,
  ReadingGoal,
  ReadingGoalChange,
  ReadingHistoryImport,
  ReadingHistoryImportReport,
  ReadingListItem,
} from '../model/reading-list.types.js';

const goalTag = (readerId: string, year: number | undefined) => ({ type: 'ReadingList' as const, id: `goal:${readerId}:${year}` });

/** The reading list ("To Be Read"); every change invalidates 'ReadingList', so the TBR badge stays true. */
export const readingListApi = generatedApi
  // a reader's goal of a year: the generated GET /reading-goals/{reader_id}?year=…
  .enhanceEndpoints({ endpoints: { readingGoalsControllerGet: { providesTags: (_result, _error, { readerId, year }) => [goalTag(readerId, year)] } } })
  .injectEndpoints({
    endpoints: (build) => ({
      readingList: build.query<ReadingListItem[], void>({
        // the list comes in pages of 100 (X-Next-Offset): a reading list may hold more
        queryFn: (_arg, _api, _extra, fetch) => fetchAllPages<ReadingListItem>(fetch, '/reading-list'),
        providesTags: ['ReadingList'],
      }),
      addToReadingList: build.mutation<ReadingListItem, NewReadingListItem>({
        query: (body) => ({ url: '/reading-list', method: 'POST', body }),
        invalidatesTags: ['ReadingList'],
      }),
      changeReadingStatus: build.mutation<ReadingListItem, { id: string } & ReadingStatusDto>({
        query: ({ id, reading_status }) => ({ url: `/reading-list/${encodeURIComponent(id)}`, method: 'PATCH', body: { reading_status } }),
        // The new status shows at once; the server's answer (and its timestamps) follows.
        async onQueryStarted({ id, reading_status }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            readingListApi.util.updateQueryData('readingList', undefined, (items) => {
              const index = items.findIndex((i) => i.id === id);
              if (index >= 0) items[index] = applyReadingStatus(items[index], reading_status, new Date());
            }),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
        invalidatesTags: ['ReadingList'],
      }),
      removeFromReadingList: build.mutation<void, string>({
        query: (id) => ({ url: `/reading-list/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['ReadingList'],
      }),
      // a preview changes nothing; a real import refreshes the list, the TBR badge and the goals
      importReadingHistory: build.mutation<ReadingHistoryImportReport, ReadingHistoryImport>({
        query: (body) => ({ url: '/reading-list/import', method: 'POST', body }),
        invalidatesTags: (_result, error, { dryRun }) => (dryRun || error ? [] : ['ReadingList']),
      }),
      setReadingGoal: build.mutation<ReadingGoal, ReadingGoalChange>({
        query: ({ readerId, year, target }) => ({ url: `/reading-goals/${encodeURIComponent(readerId)}?year=${year}`, method: 'PUT', body: { target } }),
        invalidatesTags: (_result, _error, { readerId, year }) => [goalTag(readerId, year)],
      }),
      exportReadingListCsv: build.mutation<{ csv: string; fileName: string }, Pick<ReadingListControllerExportApiArg, 'readerId'>>({
        query: ({ readerId }) => ({
          url: `/reading-list/export.csv${readerId ? `?reader_id=${encodeURIComponent(readerId)}` : ''}`,
          responseHandler: 'text',
        }),
        transformResponse: (csv: string, meta) => {
          // The base query passes fetchBaseQuery's meta (request and response) through untyped.
          const disposition = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('content-disposition') ?? '';
          const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'reading-list.csv';
          return { csv, fileName };
        },
      }),
    }),
  });

export const {
  useReadingListQuery,
  useAddToReadingListMutation,
  useChangeReadingStatusMutation,
  useRemoveFromReadingListMutation,
  useReadingGoalsControllerGetQuery: useReadingGoalQuery,
  useSetReadingGoalMutation,
  useExportReadingListCsvMutation,
  useImportReadingHistoryMutation,
} = readingListApi;

/** The reading list (the TBR badge): a first answer of the scanner. */
export const prefetchReadingList: FirstAnswers = (dispatch) => [dispatch(readingListApi.endpoints.readingList.initiate(undefined, { subscribe: false }))];
