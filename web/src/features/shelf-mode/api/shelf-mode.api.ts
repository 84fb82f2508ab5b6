import {
  generatedApi,
  type AddToReadingListDto,
  type CheckoutDto,
  type CheckoutUrlDto,
  type ReadingListItemDto,
  type ScansControllerScanImageApiArg,
  type ScansControllerScanImageApiResponse,
} from '../../../api/generated.js';
import type { NewShelfSession, ShelfAdded, ShelfBookScan, ShelfSessionView } from '../model/shelf-mode.types.js';

const LIST = { type: 'ShelfSessions' as const, id: 'LIST' };
const one = (id: string) => ({ type: 'ShelfSessions' as const, id });

/**
 * Shelf mode's calls (/api/shelf-sessions): start, the history, one session best first (for one
 * reader with `for`, else every reader side by side), add a scanned ISBN, finish; and the reading
 * list's add (this feature's own call: features share no code).
 */
export const shelfModeApi = generatedApi
  .enhanceEndpoints({ addTagTypes: ['ShelfSessions'], endpoints: { shelfControllerList: { providesTags: [LIST] } } })
  .injectEndpoints({
    endpoints: (build) => ({
      shelfSession: build.query<ShelfSessionView, { id: string; orderFor: string | null }>({
        query: ({ id, orderFor }) => `/shelf-sessions/${encodeURIComponent(id)}${orderFor ? `?for=${encodeURIComponent(orderFor)}` : ''}`,
        providesTags: (_result, _error, { id }) => [one(id)],
      }),
      startShelfSession: build.mutation<ShelfSessionView, NewShelfSession>({
        query: (body) => ({ url: '/shelf-sessions', method: 'POST', body }),
        invalidatesTags: [LIST],
      }),
      addShelfBook: build.mutation<ShelfAdded, ShelfBookScan>({
        query: ({ id, isbn }) => ({ url: `/shelf-sessions/${encodeURIComponent(id)}/books`, method: 'POST', body: { isbn } }),
        // a new catalog book takes one free scan: the plan's count changes too
        invalidatesTags: (result, _error, { id }) => (result ? [one(id), LIST, ...(result.duplicate ? [] : (['Subscription'] as const))] : []),
      }),
      endShelfSession: build.mutation<ShelfSessionView, string>({
        query: (id) => ({ url: `/shelf-sessions/${encodeURIComponent(id)}/end`, method: 'POST' }),
        invalidatesTags: (_result, _error, id) => [one(id), LIST],
      }),
      addShelfBookToReadingList: build.mutation<
        ReadingListItemDto,
        Required<Pick<AddToReadingListDto, 'reader_id' | 'title' | 'analysis'>> & { reader_name: string; author: string }
      >({
        query: (body) => ({ url: '/reading-list', method: 'POST', body }),
        invalidatesTags: ['ReadingList'],
      }),
      /** A cover photo from the live camera, read by POST /api/scans/image: the books it names, best first. */
      readShelfCover: build.mutation<ScansControllerScanImageApiResponse, Required<Pick<ScansControllerScanImageApiArg['body'], 'imageDataUrl' | 'reader_id'>>>(
        {
          query: (body) => ({ url: '/scans/image', method: 'POST', body }),
          invalidatesTags: ['Subscription'],
        },
      ),
      shelfUpgradeCheckout: build.mutation<CheckoutUrlDto, { plan: Extract<CheckoutDto['plan'], 'monthly'> }>({
        query: (body) => ({ url: '/billing/checkout', method: 'POST', body }),
      }),
    }),
  });

export const {
  useShelfControllerListQuery: useShelfSessionsQuery,
  useShelfSessionQuery,
  useStartShelfSessionMutation,
  useAddShelfBookMutation,
  useEndShelfSessionMutation,
  useAddShelfBookToReadingListMutation,
  useShelfUpgradeCheckoutMutation,
  useReadShelfCoverMutation,
} = shelfModeApi;
