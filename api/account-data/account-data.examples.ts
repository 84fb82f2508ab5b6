import { PROFILE_EXAMPLE, USER_EXAMPLE } from '../accounts/auth.examples.js';

/** The export document, abridged to one row a section, for the OpenAPI document. */
export const EXPORT_EXAMPLE = {
  format: 'shelfcheck-account-export',
  version: 1,
  exported_at: '2026-11-23T12:00:00.000Z',
  retention: 'Deleting the account removes all of this within 30 days.',
  user: USER_EXAMPLE,
  profile: PROFILE_EXAMPLE,
  sessions: [{ created_at: '2026-11-22T10:00:00.000Z', revoked_at: null, user_agent: 'Mozilla/5.0' }],
  family_members: [
    {
      id: '6d2f…',
      user_id: USER_EXAMPLE.id,
      name: 'Mia',
      age: 8,
      reading_level: 'Elementary',
      has_completed_quiz: false,
      quiz_data: null,
      ai_summary: null,
      book_filters: null,
      content_tolerance: null,
      created_at: '2026-11-22T10:05:00.000Z',
      updated_at: '2026-11-22T10:05:00.000Z',
    },
  ],
  family_values: { data: { honesty: 'very important' }, created_at: '2026-11-22T10:06:00.000Z', updated_at: '2026-11-22T10:06:00.000Z' },
  reading_profile: null,
  reading_list: [
    {
      id: '9a1e…',
      reader_id: 'self',
      reader_name: 'Ada',
      title: 'Matilda',
      author: 'Roald Dahl',
      reading_status: 'to_read',
      created_at: '2026-11-22T10:07:00.000Z',
    },
  ],
  reading_goals: [{ reader_id: 'self', year: 2026, target: 12 }],
  scan_history: [{ id: '1b2c…', reader_id: 'self', book_title: 'Matilda', scan_type: 'manual-search', books_found: 1, created_at: '2026-11-22T10:08:00.000Z' }],
  feedback: [{ id: '5f0c…', category: 'general', status: 'new', feedback_text: 'Lovely app', rating: 5, created_at: '2026-11-22T10:09:00.000Z' }],
  subscription: {
    status: 'active',
    tier: 'monthly',
    current_period_end: '2026-12-22T10:00:00.000Z',
    customer_id: 'cus_123',
    provider_subscription_id: 'sub_123',
    updated_at: '2026-11-22T10:00:00.000Z',
  },
  scan_usage: { scans_used: 7 },
  billing_events: [
    {
      event_id: 'evt_123',
      type: 'checkout.session.completed',
      outcome: 'applied',
      created_at: '2026-11-22T10:00:00.000Z',
      received_at: '2026-11-22T10:00:01.000Z',
    },
  ],
  admin_activity: [],
  content_corrections: [],
};

export const DELETED_EXAMPLE = {
  deleted_at: '2026-11-23T12:00:00.000Z',
  purge_after: '2026-12-23T12:00:00.000Z',
  subscription: { status: 'active', tier: 'monthly', current_period_end: '2026-12-22T10:00:00.000Z' },
  subscription_cancelled: true,
  warning: null,
};
