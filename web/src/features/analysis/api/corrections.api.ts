import { baseApi } from '../../../app/api.js';

/** 'Report a problem' on a content rating: the correction waits, open, in the admin queue. */
export const correctionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fileCorrection: build.mutation<
      { id: string; status: string },
      { title: string; author: string; isbn?: string; category: string; kind: string; note?: string }
    >({
      query: (body) => ({ url: '/books/corrections', method: 'POST', body }),
    }),
  }),
});

export const { useFileCorrectionMutation } = correctionsApi;
