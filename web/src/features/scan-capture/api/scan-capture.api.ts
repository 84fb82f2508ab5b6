import { baseApi } from '../../../app/api.js';
import type { DetectedBook } from '../model/scan-capture.types.js';

/** POST /api/scans/image: the books read from a cover photo (empty when none); the server records the scan. */
export const scanCaptureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    scanBookImage: build.mutation<{ books: DetectedBook[] }, { imageDataUrl: string; reader_id: string }>({
      query: (body) => ({ url: '/scans/image', method: 'POST', body }),
      // the server writes the scan into the history (Library)
      invalidatesTags: ['ScanHistory'],
    }),
  }),
});

export const { useScanBookImageMutation } = scanCaptureApi;
