import type { CorrectionDto, FileCorrectionDto } from '../../../api/generated.js';
import { baseApi } from '../../../app/api.js';

/** 'Report a problem' on a content rating: the correction waits, open, in the admin queue. */
export const correctionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fileCorrection: build.mutation<CorrectionDto, FileCorrectionDto>({
      query: (body) => ({ url: '/books/corrections', method: 'POST', body }),
    }),
  }),
});

export const { useFileCorrectionMutation } = correctionsApi;
