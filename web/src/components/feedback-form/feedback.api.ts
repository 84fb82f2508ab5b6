import { baseApi } from '../../app/api.js';

export interface FeedbackSubmission {
  feedback_text: string;
  rating: number | null;
  category: string | null;
  email: string | null;
  page_url: string;
  user_agent: string;
}

/** POST /api/feedback (3 per 30 minutes per user; 429 carries the wait in its message). */
export const feedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitFeedback: build.mutation<unknown, FeedbackSubmission>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
      invalidatesTags: ['Feedback', 'AdminFeedback'],
    }),
  }),
});

export const { useSubmitFeedbackMutation } = feedbackApi;
