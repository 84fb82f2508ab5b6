import {
  findSavedAnalysis,
  readerProfileFromStored,
  rememberAnalysis,
  rescoreSavedAnswer,
  type BookQuestion,
  type ReaderProfile,
  type SavedAnalysis,
} from '../../../../domain/index.js';
import { idbClear, idbGet, idbSet } from './idb.js';

/**
 * What the device keeps per account for use without a connection (docs/offline.md): the answers of
 * the GET routes the scanner reads (readers, reading list, scan history, subscription), and the
 * last 50 analyses. Keys start with the account id, so two accounts on one phone never mix.
 */
export interface SavedResponse {
  data: unknown;
  /** The headers list routes are read by (X-Next-Offset, X-Hidden-Count). */
  headers: Record<string, string>;
  savedAt: number;
}

/** The analysis answer as the device keeps it; `savedOffline` marks an answer given without a connection. */
export interface SavedAnswer {
  title: string;
  author: string;
  isbn?: string | null;
  readerName?: string;
  contentConsiderations: {
    category: string;
    present: boolean;
    severity: number;
    description: string;
    examples?: string[];
    exampleType?: unknown;
    exampleTypeLabel?: unknown;
  }[];
  notRated?: { category: string }[];
  bookTags?: string[];
  savedOffline?: { savedAt: number; rescored: boolean };
  [field: string]: unknown;
}

/** GET routes kept for offline use; anything else is never stored. */
const SAVED_ROUTES = [
  '/family-members',
  '/reading-profile',
  '/reading-list',
  '/reading-goals/',
  '/scan-history',
  '/profile',
  '/subscription',
  '/book-requests',
];
const NEVER = ['/reading-list/export'];

const underRoute = (url: string, route: string): boolean =>
  route.endsWith('/') ? url.startsWith(route) : url === route || url.startsWith(`${route}?`) || url.startsWith(`${route}/`);

export const isSavedRoute = (url: string): boolean => SAVED_ROUTES.some((r) => underRoute(url, r)) && !NEVER.some((r) => url.startsWith(r));

const responseKey = (account: string, url: string) => `${account}|GET ${url}`;
const analysesKey = (account: string) => `${account}|analyses`;
const KEPT_HEADERS = ['x-next-offset', 'x-hidden-count'];

export function saveResponse(account: string, url: string, data: unknown, headers: Headers | undefined): void {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers?.get(name);
    if (value !== null && value !== undefined) kept[name] = value;
  }
  void idbSet('saved', responseKey(account, url), { data, headers: kept, savedAt: Date.now() } satisfies SavedResponse);
}

export const loadResponse = (account: string, url: string): Promise<SavedResponse | undefined> => idbGet<SavedResponse>('saved', responseKey(account, url));

// analyses are read, changed and written back: one change at a time, so two answers never race
let analysesQueue: Promise<unknown> = Promise.resolve();

export function saveAnalysis(account: string, readerId: string, question: BookQuestion, answer: SavedAnswer): Promise<void> {
  const next = analysesQueue.then(async () => {
    const list = (await idbGet<SavedAnalysis<SavedAnswer>[]>('saved', analysesKey(account))) ?? [];
    await idbSet('saved', analysesKey(account), rememberAnalysis(list, { readerId, savedAt: Date.now(), questions: [], answer }, question));
  });
  analysesQueue = next.catch(() => undefined);
  return next;
}

export const loadAnalyses = async (account: string): Promise<SavedAnalysis<SavedAnswer>[]> =>
  (await idbGet<SavedAnalysis<SavedAnswer>[]>('saved', analysesKey(account))) ?? [];

interface StoredMember {
  id: string;
  name: string;
  age: number | null;
  quiz_data: unknown;
  content_tolerance: unknown;
}
interface StoredOwnProfile {
  quiz_data?: { age?: unknown } | null;
  content_tolerance?: unknown;
  first_name?: string | null;
  display_name?: string | null;
  age?: number | null;
}

/** The reader's profile from the saved readers, built as the server builds it (readerProfileFromStored). */
export async function savedReaderProfile(account: string, readerId: string): Promise<ReaderProfile | null> {
  if (readerId === 'self') {
    const own = (await loadResponse(account, '/reading-profile'))?.data as StoredOwnProfile | null | undefined;
    if (own === undefined) return null;
    const quizAge = typeof own?.quiz_data?.age === 'number' ? own.quiz_data.age : null;
    return readerProfileFromStored({
      name: own?.display_name ?? own?.first_name ?? 'You',
      age: own?.age ?? quizAge,
      quiz_data: own?.quiz_data,
      content_tolerance: own?.content_tolerance,
    });
  }
  const members = (await loadResponse(account, '/family-members'))?.data as StoredMember[] | undefined;
  const member = members?.find((m) => m.id === readerId);
  return member ? readerProfileFromStored(member) : null;
}

/**
 * The answer to an analysis asked offline: the reader's own saved answer, or a saved answer for
 * another reader judged again on the device (same rule as the server); null when neither exists.
 */
export async function offlineAnswer(account: string, readerId: string, question: BookQuestion): Promise<SavedAnswer | null> {
  const found = findSavedAnalysis(await loadAnalyses(account), readerId, question);
  if (!found) return null;
  const { entry } = found;
  if (found.sameReader) return { ...entry.answer, savedOffline: { savedAt: entry.savedAt, rescored: false } };
  const profile = await savedReaderProfile(account, readerId);
  const match = profile ? rescoreSavedAnswer(entry.answer, profile) : null;
  if (!profile || !match) return null;
  const extras = new Map(
    entry.answer.contentConsiderations.map((c) => [c.category, { exampleType: c.exampleType ?? null, exampleTypeLabel: c.exampleTypeLabel ?? null }]),
  );
  return {
    ...entry.answer,
    readerName: profile.name,
    matchLevel: match.matchLevel,
    matchScore: match.matchScore,
    matchReason: match.matchReason,
    parentAlerts: match.parentAlerts,
    contentConsiderations: match.contentConsiderations.map((c) => ({ ...c, examples: [...c.examples], ...extras.get(c.category) })),
    notRated: match.notRated,
    // similar books and the series warning need other books' facts: shown again once online
    relatedBooks: [],
    hiddenRelatedBooks: [],
    seriesWarning: null,
    savedOffline: { savedAt: entry.savedAt, rescored: true },
  };
}

/** Forgets every saved answer on this device (the scanner's "Reset saved data"); waiting checks stay. */
export const clearSavedOfflineData = (): Promise<void> => idbClear('saved');
