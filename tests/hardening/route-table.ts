import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { recordedRoutes, type AppRoute } from '../support/app-routes.js';

export type { AppRoute };

/**
 * The routes the app really serves, as Fastify was given them (tests/support/app-routes.ts, so
 * nothing a controller registers can hide from the hardening suites), and the table that says how
 * each is protected. A route missing from the table fails the isolation matrix with its name: add a row.
 */
export function appRoutes(app: NestFastifyApplication): AppRoute[] {
  return recordedRoutes(app);
}

/**
 * - `public`: open to anyone by design (no user data, or the caller proves itself another way).
 * - `signed-in`: needs a valid token but reads or writes nobody's rows (catalog look-ups).
 * - `own-data`: the caller's own rows; another user gets 404 or an empty answer, never the owner's data.
 * - `admin`: is_admin and a running unlock; anyone else signed in gets 403.
 * - `reader`: a reader's token only (POST /api/auth/reader-code), answering that reader's own rows;
 *   every account token gets 401 there, as a reader's token gets 401 on every other protected route.
 */
export type Access = 'public' | 'signed-in' | 'own-data' | 'admin' | 'reader';

/** Ids of the owner's rows that the scenarios aim at. */
export interface OwnerIds {
  member: string;
  item: string;
  scan: string;
  feedback: string;
  isbn: string;
  /** A book request the owner's reader made (ask and approve). */
  request: string;
  /** A book the owner asked us to add to the catalog ("Ask us to add this book"). */
  catalogRequest: string;
  /** An invitation to the owner's household, still waiting. */
  invitation: string;
  /** A shelf-mode session of the owner's, for the reader above (issue 25). */
  shelf: string;
  /** A link sharing the owner's reader's card (issue 25). */
  shareLink: string;
}

/** A concrete call of a route: the path with its parameters filled in, and a body that would work for the owner. */
export interface Call {
  path: string;
  body?: unknown;
}

/** What another signed-in user must get when making the owner's call. */
export type Refusal =
  | { kind: 'not_found' }
  /** A 4xx in the error shape (the call needs something only the owner has, e.g. the owner's password). */
  | { kind: 'refused' }
  /** An answer about the caller's own account (2xx unless `status` says otherwise), never the owner's rows; `check` may say more. */
  | { kind: 'own'; status?: number; check?: (body: unknown, text: string, ctx: { intruderId: string; ownerId: string }) => void };

export interface RouteRow {
  access: Access;
  /** Why a public or signed-in route holds no user data (or how it is protected instead). */
  why?: string;
  call?: (ids: OwnerIds) => Call;
  /** own-data only. */
  intruder?: Refusal;
  /** own-data: run the intruder's call with a throwaway account (the call would end the intruder's own session). */
  throwaway?: boolean;
  /** The body is not JSON (HTML form pages, raw CSV): the JSON fuzzer leaves it out. */
  notJson?: string;
}

const UUID0 = '00000000-0000-4000-8000-000000000000';
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const ownEmpty = (expected: unknown): Refusal => ({ kind: 'own', check: (body) => expect(body).toEqual(expected) });
const ownAccount: Refusal = { kind: 'own', check: (body, _text, c) => expect((body as { id?: string }).id).toBe(c.intruderId) };

/** Every route of the app. Keys are `METHOD path` exactly as Fastify was given them. */
export const ROUTES: Record<string, RouteRow> = {
  // ---- public by design
  'GET /api/health': { access: 'public', why: 'liveness: { status, db } only' },
  'GET /api/ready': { access: 'public', why: 'readiness: { status, db, redis } only' },
  'GET /api/docs': { access: 'public', why: 'the OpenAPI document' },
  'GET /api/docs/json': { access: 'public', why: 'the OpenAPI document (Swagger UI copy)' },
  'GET /api/docs/ui-yaml': { access: 'public', why: 'the OpenAPI document as YAML' },
  'GET /api/docs/ui': { access: 'public', why: 'Swagger UI' },
  'GET /api/docs/ui/': { access: 'public', why: 'Swagger UI' },
  'GET /api/docs/ui/index.html': { access: 'public', why: 'Swagger UI' },
  'GET /api/docs/ui/LICENSE': { access: 'public', why: 'Swagger UI' },
  'GET /api/docs/ui/swagger-ui-init.js': { access: 'public', why: 'Swagger UI' },
  'GET /api/docs/ui/ui/swagger-ui-init.js': { access: 'public', why: 'Swagger UI' },
  'GET /api/docs/ui/*': { access: 'public', why: "Swagger UI's own files (@fastify/static)" },
  'GET /api/docs/ui/ui/*': { access: 'public', why: "Swagger UI's own files (@fastify/static)" },
  'GET /csv-template.csv': { access: 'public', why: 'the import template (a header and one example row)' },
  'GET /csv-template-series.csv': { access: 'public', why: 'the optional import template with the series columns (a header and one example row)' },
  'POST /api/auth/signup': { access: 'public', why: 'creates an account; rate-limited per address' },
  'POST /api/auth/token': { access: 'public', why: 'sign-in and refresh: the password or the refresh token is the credential' },
  'POST /api/auth/recover': { access: 'public', why: 'answers {} whether or not the address exists' },
  'POST /api/auth/otp': { access: 'public', why: 'answers {} whether or not the address exists' },
  'POST /api/auth/verify': { access: 'public', why: 'the single-use mailed token is the credential' },
  'GET /api/auth/verify': {
    access: 'public',
    why: "the link form of verify: the single-use mailed token is the credential; redirects only to PUBLIC_URL's origin",
  },
  'GET /api/auth/settings': { access: 'public', why: "GoTrue's settings: which sign-in methods exist, no user data" },
  'GET /api/auth/health': { access: 'public', why: "GoTrue's health answer: a constant" },
  'POST /api/feedback': { access: 'public', why: 'write-only; a valid token names the account, a bad one makes it a visitor (checked below)' },
  'POST /api/billing/webhook': { access: 'public', why: 'the Stripe-Signature HMAC is the credential' },
  'GET /api/billing/test-checkout/:token': {
    access: 'public',
    why: 'local test mode: the single-use 30-minute token in the path is the credential',
    notJson: 'HTML page',
  },
  'POST /api/billing/test-checkout/:token/confirm': { access: 'public', why: 'as above', notJson: 'HTML form post' },
  'GET /api/billing/test-portal/:token': { access: 'public', why: 'as above', notJson: 'HTML page' },
  'POST /api/billing/test-portal/:token/cancel': { access: 'public', why: 'as above', notJson: 'HTML form post' },
  'POST /api/billing/test-portal/:token/resume': { access: 'public', why: 'as above', notJson: 'HTML form post' },
  'POST /api/auth/reader-code': { access: 'public', why: "a reader's sign-in: the parent-made code is the credential; rate-limited per address" },
  'GET /api/share/:token': {
    access: 'public',
    why: "a shared reader's card: the unguessable, expiring, revocable token is the credential; first name and limits only; rate-limited per address",
  },
  'GET /api/share/:token/books/search': { access: 'public', why: "verdicts for the link's reader on catalog books: as above (no AI, nothing recorded)" },
  'GET /api/share/:token/card.pdf': { access: 'public', why: 'the same card as a one-page PDF: as above', notJson: 'PDF' },

  // ---- signed in, nobody's rows
  'GET /api/books/search': { access: 'signed-in', why: 'catalog search', call: () => ({ path: '/api/books/search?q=holes' }) },
  'POST /api/books/content-details': {
    access: 'signed-in',
    why: 'catalog facts about a book',
    call: () => ({ path: '/api/books/content-details', body: { title: 'Holes', author: 'Louis Sachar', category: 'violence' } }),
  },
  'POST /api/books/corrections': {
    access: 'signed-in',
    why: "write-only: files a rating report under the caller's own id into the admin queue; answers only the caller's new row",
    call: () => ({ path: '/api/books/corrections', body: { title: 'Holes', author: 'Louis Sachar', category: 'violence', kind: 'too_strict' } }),
  },
  'POST /api/books/reviews': {
    access: 'signed-in',
    why: 'catalog reviews',
    call: () => ({ path: '/api/books/reviews', body: { title: 'Holes', author: 'Louis Sachar', perspective: 'parents' } }),
  },

  // ---- the caller's own data
  'GET /api/auth/user': { access: 'own-data', call: () => ({ path: '/api/auth/user' }), intruder: ownAccount },
  'PUT /api/auth/user': { access: 'own-data', call: () => ({ path: '/api/auth/user', body: { data: { nickname: 'intruder' } } }), intruder: ownAccount },
  'POST /api/auth/logout': { access: 'own-data', call: () => ({ path: '/api/auth/logout?scope=global' }), intruder: { kind: 'own' }, throwaway: true },
  'GET /api/auth/reauthenticate': { access: 'own-data', call: () => ({ path: '/api/auth/reauthenticate' }), intruder: ownEmpty({}) },
  'GET /api/profile': { access: 'own-data', call: () => ({ path: '/api/profile' }), intruder: ownAccount },
  'GET /api/family-members': { access: 'own-data', call: () => ({ path: '/api/family-members' }), intruder: ownEmpty([]) },
  'POST /api/family-members': {
    access: 'own-data',
    call: () => ({ path: '/api/family-members', body: { name: 'Intruder Kid', age: 8, reading_level: 'Elementary' } }),
    intruder: { kind: 'own' },
  },
  'PATCH /api/family-members/:id': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/family-members/${ids.member}`, body: { name: 'Stolen' } }),
    intruder: { kind: 'not_found' },
  },
  'DELETE /api/family-members/:id': { access: 'own-data', call: (ids) => ({ path: `/api/family-members/${ids.member}` }), intruder: { kind: 'not_found' } },
  'POST /api/family-members/:id/reader-code': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/family-members/${ids.member}/reader-code` }),
    intruder: { kind: 'not_found' },
  },
  'GET /api/family-members/:id/reader-code': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/family-members/${ids.member}/reader-code` }),
    intruder: { kind: 'not_found' },
  },
  'DELETE /api/family-members/:id/reader-code': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/family-members/${ids.member}/reader-code` }),
    intruder: { kind: 'not_found' },
  },
  'POST /api/family-members/:id/share-links': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/family-members/${ids.member}/share-links`, body: { expires_in_days: 1 } }),
    intruder: { kind: 'not_found' },
  },
  'GET /api/family-members/:id/share-links': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/family-members/${ids.member}/share-links` }),
    intruder: { kind: 'not_found' },
  },
  'DELETE /api/family-members/:id/share-links/:linkId': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/family-members/${ids.member}/share-links/${ids.shareLink}` }),
    intruder: { kind: 'not_found' },
  },
  'POST /api/shelf-sessions': {
    access: 'own-data',
    call: (ids) => ({ path: '/api/shelf-sessions', body: { reader_ids: [ids.member] } }),
    intruder: { kind: 'not_found' },
  },
  'GET /api/shelf-sessions': {
    access: 'own-data',
    call: () => ({ path: '/api/shelf-sessions' }),
    // the intruder's own sessions (none), never the owner's (the leak check sees the owner's session id)
    intruder: { kind: 'own', check: (body) => expect(Array.isArray(body)).toBe(true) },
  },
  'GET /api/shelf-sessions/:id': { access: 'own-data', call: (ids) => ({ path: `/api/shelf-sessions/${ids.shelf}` }), intruder: { kind: 'not_found' } },
  'POST /api/shelf-sessions/:id/books': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/shelf-sessions/${ids.shelf}/books`, body: { isbn: '9780064400558' } }),
    intruder: { kind: 'not_found' },
  },
  'POST /api/shelf-sessions/:id/end': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/shelf-sessions/${ids.shelf}/end` }),
    intruder: { kind: 'not_found' },
  },
  'GET /api/book-requests': { access: 'own-data', call: () => ({ path: '/api/book-requests?status=all' }), intruder: ownEmpty([]) },
  'POST /api/book-requests/:id/approve': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/book-requests/${ids.request}/approve`, body: { note: 'Stolen' } }),
    intruder: { kind: 'not_found' },
  },
  'POST /api/book-requests/:id/decline': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/book-requests/${ids.request}/decline`, body: { note: 'Stolen' } }),
    intruder: { kind: 'not_found' },
  },
  'POST /api/catalog-requests': {
    access: 'own-data',
    call: () => ({ path: '/api/catalog-requests', body: { title: 'Intruder Wish', author: 'Anon' } }),
    intruder: { kind: 'own' },
  },
  'GET /api/catalog-requests': {
    access: 'own-data',
    call: () => ({ path: '/api/catalog-requests' }),
    // the intruder may have asked for a book of its own meanwhile; never the owner's (the leak check sees the owner's title)
    intruder: { kind: 'own', check: (body) => expect(Array.isArray(body)).toBe(true) },
  },
  'POST /api/catalog-requests/:id/seen': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/catalog-requests/${ids.catalogRequest}/seen` }),
    intruder: { kind: 'not_found' },
  },
  'GET /api/family-values': { access: 'own-data', call: () => ({ path: '/api/family-values' }), intruder: ownEmpty({ data: {} }) },
  'PUT /api/family-values': {
    access: 'own-data',
    call: () => ({ path: '/api/family-values', body: { data: { values: ['intruder'] } } }),
    intruder: { kind: 'own' },
  },
  'GET /api/reading-profile': { access: 'own-data', call: () => ({ path: '/api/reading-profile' }), intruder: ownEmpty(null) },
  'PUT /api/reading-profile': {
    access: 'own-data',
    call: () => ({ path: '/api/reading-profile', body: { reading_filter: 'intruder summary' } }),
    intruder: { kind: 'own' },
  },
  'DELETE /api/reading-profile': { access: 'own-data', call: () => ({ path: '/api/reading-profile' }), intruder: { kind: 'own' } },
  'POST /api/reader-profiles/summary': {
    access: 'own-data',
    call: (ids) => ({ path: '/api/reader-profiles/summary', body: { reader_id: ids.member, quizData: {} } }),
    intruder: { kind: 'not_found' },
  },
  'POST /api/reader-profiles/update-from-books': {
    access: 'own-data',
    call: (ids) => ({ path: '/api/reader-profiles/update-from-books', body: { reader_id: ids.member, booksLiked: 'Holes' } }),
    intruder: { kind: 'not_found' },
  },
  'GET /api/reading-list': { access: 'own-data', call: (ids) => ({ path: `/api/reading-list?reader_id=${ids.member}` }), intruder: ownEmpty([]) },
  'GET /api/reading-list/export.csv': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/reading-list/export.csv?reader_id=${ids.member}` }),
    intruder: { kind: 'own', check: (_b, text) => expect(text.trim()).toBe('Title,Author,Status,Started,Completed,Added') },
  },
  'POST /api/reading-list': {
    access: 'own-data',
    call: (ids) => ({ path: '/api/reading-list', body: { reader_id: ids.member, reader_name: 'x', title: 'Wonder', author: 'R. J. Palacio' } }),
    intruder: { kind: 'not_found' },
  },
  'POST /api/reading-list/import': {
    access: 'own-data',
    call: (ids) => ({
      path: '/api/reading-list/import',
      body: { reader_id: ids.member, csvContent: 'Title,Author,Exclusive Shelf\nHoles,Louis Sachar,to-read\n', dryRun: true },
    }),
    intruder: { kind: 'not_found' },
  },
  'PATCH /api/reading-list/:id': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/reading-list/${ids.item}`, body: { reading_status: 'completed' } }),
    intruder: { kind: 'not_found' },
  },
  'DELETE /api/reading-list/:id': { access: 'own-data', call: (ids) => ({ path: `/api/reading-list/${ids.item}` }), intruder: { kind: 'not_found' } },
  'GET /api/reading-goals/:reader_id': { access: 'own-data', call: (ids) => ({ path: `/api/reading-goals/${ids.member}` }), intruder: { kind: 'not_found' } },
  'PUT /api/reading-goals/:reader_id': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/reading-goals/${ids.member}`, body: { target: 1 } }),
    intruder: { kind: 'not_found' },
  },
  'GET /api/scan-history': { access: 'own-data', call: () => ({ path: '/api/scan-history' }), intruder: ownEmpty([]) },
  'POST /api/scan-history': {
    access: 'own-data',
    call: (ids) => ({ path: '/api/scan-history', body: { reader_id: ids.member, book_title: 'Wonder' } }),
    intruder: { kind: 'not_found' },
  },
  'DELETE /api/scan-history/:id': { access: 'own-data', call: (ids) => ({ path: `/api/scan-history/${ids.scan}` }), intruder: { kind: 'not_found' } },
  'POST /api/books/analyze': {
    access: 'own-data',
    call: (ids) => ({ path: '/api/books/analyze', body: { book: { title: 'Holes' }, reader_id: ids.member } }),
    intruder: { kind: 'not_found' },
  },
  'POST /api/books/chat': {
    access: 'own-data',
    call: (ids) => ({ path: '/api/books/chat', body: { book: { title: 'Holes', author: 'Louis Sachar' }, question: 'Any swearing?', reader_id: ids.member } }),
    intruder: { kind: 'not_found' },
  },
  'GET /api/subscription': {
    access: 'own-data',
    call: () => ({ path: '/api/subscription?force=1' }),
    intruder: { kind: 'own', check: (body) => expect(body).toMatchObject({ subscribed: false, subscription_tier: null }) }, // the owner is subscribed
  },
  'POST /api/billing/checkout': {
    access: 'own-data',
    call: () => ({ path: '/api/billing/checkout', body: { plan: 'monthly' } }),
    intruder: { kind: 'own', check: (body) => expect((body as { url: string }).url).toMatch(/\/api\/billing\/test-checkout\/[\w-]+$/) },
  },
  'POST /api/billing/portal': {
    access: 'own-data',
    call: () => ({ path: '/api/billing/portal' }),
    // the owner has a subscription; the intruder has none to manage, so no portal onto the owner's
    intruder: { kind: 'own', status: 409, check: (body) => expect(body).toMatchObject({ code: 'conflict', message: 'No subscription to manage' }) },
  },

  'GET /api/account/export': { access: 'own-data', call: () => ({ path: '/api/account/export' }), intruder: { kind: 'own' } },
  // the intruder sends the owner's password with its own token: refused, and the owner's account stays (the snapshot)
  'DELETE /api/account': {
    access: 'own-data',
    call: () => ({ path: '/api/account', body: { password: 'Bright!Lamp42' } }),
    intruder: { kind: 'refused' },
    throwaway: true,
  },
  // the household (docs/household.md): an intruder is the owner of a household of its own
  'GET /api/household': {
    access: 'own-data',
    call: () => ({ path: '/api/household' }),
    intruder: { kind: 'own', check: (body, _t, c) => expect(body).toMatchObject({ role: 'owner', owner_id: c.intruderId, invitations: [] }) },
  },
  'POST /api/household/invitations': {
    access: 'own-data',
    call: () => ({ path: '/api/household/invitations', body: { email: 'grandma@example.com', role: 'viewer' } }),
    intruder: { kind: 'own', status: 201 },
  },
  'DELETE /api/household/invitations/:id': {
    access: 'own-data',
    call: (ids) => ({ path: `/api/household/invitations/${ids.invitation}` }),
    intruder: { kind: 'not_found' },
  },
  'POST /api/household/invitations/accept': {
    access: 'own-data',
    call: () => ({ path: '/api/household/invitations/accept', body: { token: 'not-a-mailed-token' } }),
    intruder: { kind: 'refused' },
  },
  'DELETE /api/household/members/:id': { access: 'own-data', call: () => ({ path: `/api/household/members/${UUID0}` }), intruder: { kind: 'not_found' } },
  'POST /api/household/leave': { access: 'own-data', call: () => ({ path: '/api/household/leave' }), intruder: { kind: 'refused' } },
  'POST /api/scans/image': {
    access: 'own-data',
    call: (ids) => ({ path: '/api/scans/image', body: { imageDataUrl: TINY_PNG, reader_id: ids.member } }),
    intruder: { kind: 'not_found' },
  },

  // ---- a reader's own routes (reader token only; the reader comes from the token, so no path names another's rows)
  'GET /api/reader/me': { access: 'reader', call: () => ({ path: '/api/reader/me' }) },
  'GET /api/reader/books/search': { access: 'reader', call: () => ({ path: '/api/reader/books/search?q=holes' }) },
  'POST /api/reader/requests': { access: 'reader', call: () => ({ path: '/api/reader/requests', body: { title: 'Holes', author: 'Louis Sachar' } }) },
  'GET /api/reader/requests': { access: 'reader', call: () => ({ path: '/api/reader/requests' }) },
  'GET /api/reader/reading-list': { access: 'reader', call: () => ({ path: '/api/reader/reading-list' }) },
  'POST /api/reader/logout': { access: 'reader', call: () => ({ path: '/api/reader/logout' }) },

  // ---- administration
  'POST /api/admin/unlock': { access: 'admin', call: () => ({ path: '/api/admin/unlock', body: { password: 'Bright!Lamp42' } }) },
  'GET /api/admin/profiles': { access: 'admin', call: () => ({ path: '/api/admin/profiles' }) },
  'GET /api/admin/feedback': { access: 'admin', call: () => ({ path: '/api/admin/feedback' }) },
  'PATCH /api/admin/feedback/:id': { access: 'admin', call: (ids) => ({ path: `/api/admin/feedback/${ids.feedback}`, body: { action: 'review' } }) },
  'GET /api/admin/catalog-requests': { access: 'admin', call: () => ({ path: '/api/admin/catalog-requests' }) },
  'PATCH /api/admin/catalog-requests/:id': { access: 'admin', call: () => ({ path: `/api/admin/catalog-requests/${UUID0}`, body: { status: 'declined' } }) },
  'GET /api/admin/audit-log': { access: 'admin', call: () => ({ path: '/api/admin/audit-log' }) },
  'GET /api/admin/books': { access: 'admin', call: () => ({ path: '/api/admin/books?q=holes' }) },
  'POST /api/admin/books/import': { access: 'admin', call: () => ({ path: '/api/admin/books/import', body: { csvContent: 'x', dryRun: true } }) },
  'POST /api/admin/books/import-clean': { access: 'admin', call: () => ({ path: '/api/admin/books/import-clean', body: { csvContent: 'x', dryRun: true } }) },
  'POST /api/admin/books/import-jobs': { access: 'admin', call: () => ({ path: '/api/admin/books/import-jobs', body: { csvContent: 'x', dryRun: true } }) },
  'GET /api/admin/books/import-jobs/:id': { access: 'admin', call: () => ({ path: `/api/admin/books/import-jobs/${UUID0}` }) },
  'POST /api/admin/books/:isbn/fix': { access: 'admin', call: (ids) => ({ path: `/api/admin/books/${ids.isbn}/fix` }) },
  'GET /api/admin/books/export.csv': { access: 'admin', call: () => ({ path: '/api/admin/books/export.csv' }) },
  'GET /api/admin/books/export-full.csv': { access: 'admin', call: () => ({ path: '/api/admin/books/export-full.csv' }) },
  'GET /api/admin/corrections': { access: 'admin', call: () => ({ path: '/api/admin/corrections?status=open' }) },
  'PATCH /api/admin/corrections/:id': { access: 'admin', call: () => ({ path: `/api/admin/corrections/${UUID0}`, body: { action: 'reject' } }) },
  'POST /api/admin/insights': { access: 'admin', call: (ids) => ({ path: '/api/admin/insights', body: { isbn: ids.isbn, insightType: 'all' } }) },
};

/** The call for a route: its row's, else the path with every parameter set to a UUID nobody owns. */
export function callFor(route: AppRoute, ids: OwnerIds): Call {
  const row = ROUTES[route.key];
  if (row?.call) return row.call(ids);
  return { path: route.path.replace(/:(\w+)/g, UUID0) };
}

/** Access of a route; one the table does not know is treated as protected (the safe default). */
export const accessOf = (route: AppRoute): Access => ROUTES[route.key]?.access ?? 'own-data';
