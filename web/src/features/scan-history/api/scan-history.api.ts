import type { FirstAnswers } from '../../../app/first-answers.js';
import { generatedApi } from '../../../api/generated.js';
import type { NewScanHistoryEntry, ScanHistoryEntry } from '../model/scan-history.types.js';

/** The account's recent scans: the Library sheet and its badge share one cache entry (the generated GET /scan-history). */
export const scanHistoryApi = generatedApi.enhanceEndpoints({ endpoints: { scanHistoryControllerList: { providesTags: ['ScanHistory'] } } }).injectEndpoints({
  endpoints: (build) => ({
    addScanHistoryEntry: build.mutation<ScanHistoryEntry, NewScanHistoryEntry>({
      query: (body) => ({ url: '/scan-history', method: 'POST', body }),
      invalidatesTags: ['ScanHistory'],
    }),
    removeScanHistoryEntry: build.mutation<void, string>({
      query: (id) => ({ url: `/scan-history/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ScanHistory'],
    }),
  }),
});

export const { useScanHistoryControllerListQuery: useScanHistoryQuery, useAddScanHistoryEntryMutation, useRemoveScanHistoryEntryMutation } = scanHistoryApi;

/** The recent scans (the Library badge): a first answer of the scanner. */
export const prefetchScanHistory: FirstAnswers = (dispatch) => [
  dispatch(scanHistoryApi.endpoints.scanHistoryControllerList.initiate(undefined, { subscribe: false })),
];
