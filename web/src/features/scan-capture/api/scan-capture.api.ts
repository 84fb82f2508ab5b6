import { baseApi } from '../../../app/api.js';
import type { ImageScanAnswer, ImageScanRequest } from '../model/scan-capture.types.js';

/** POST /api/scans/image: a book barcode's ISBN, or the books read from the cover (empty when none); the server records the scan. */
export const scanCaptureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    scanBookImage: build.mutation<ImageScanAnswer, ImageScanRequest>({
      query: (body) => ({ url: '/scans/image', method: 'POST', body }),
      // the server writes the scan into the history (Library)
      invalidatesTags: ['ScanHistory'],
    }),
  }),
});

export const { useScanBookImageMutation } = scanCaptureApi;
