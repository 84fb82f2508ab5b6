import { baseApi } from '../../../app/api.js';
import type { NewScanHistoryEntry, ScanHistoryEntry } from '../model/scan-history.types.js';

/** The account's recent scans: the Library sheet and its badge share one cache entry. */
export const scanHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    scanHistory: build.query<ScanHistoryEntry[], void>({
      query: () => '/scan-history',
      providesTags: ['ScanHistory'],
    }),
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

export const { useScanHistoryQuery, useAddScanHistoryEntryMutation, useRemoveScanHistoryEntryMutation } = scanHistoryApi;
