import { baseApi } from '../../../app/api.js';
import type { DetectedBook } from '../model/scan-capture.types.js';

/** POST /api/scans/image: the books read from a cover photo (empty when none). */
export const scanCaptureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    scanBookImage: build.mutation<{ books: DetectedBook[] }, { imageDataUrl: string; reader_id: string }>({
      query: (body) => ({ url: '/scans/image', method: 'POST', body }),
    }),
  }),
});

export const { useScanBookImageMutation } = scanCaptureApi;
