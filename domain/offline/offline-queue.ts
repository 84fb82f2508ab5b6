import { err, ok, type DomainError, type Result } from '../shared/result.js';

/**
 * The checks a parent asks for with no connection (issue 25): a typed search, a barcode, or a cover
 * photo, kept on the device and sent when the connection returns. The rules here decide what is
 * kept, in which order it is sent and when a failed send is tried again; the web keeps the list in
 * IndexedDB.
 */
export type QueuedCheckKind = 'search' | 'barcode' | 'photo';

export interface QueuedCheck {
  readonly id: string;
  readonly kind: QueuedCheckKind;
  /** The reader the book is checked for, and their name when queued (for the list and the toast). */
  readonly readerId: string;
  readonly readerName: string;
  /** What was typed (search), the ISBN (barcode), or '' (photo). */
  readonly query: string;
  /** Downscaled cover photos as data URLs (photo only). */
  readonly photos?: readonly string[];
  /** Epoch milliseconds. */
  readonly queuedAt: number;
  /** Sends tried so far that met no answer (offline, or the server unavailable). */
  readonly attempts: number;
  /** Not sent again before this moment (epoch ms); 0 when never tried. */
  readonly nextTryAt: number;
}

/** The most checks a device keeps waiting. */
export const OFFLINE_QUEUE_LIMIT = 20;
/** A check waiting longer than this is no longer sent (the parent has likely left the shop). */
export const OFFLINE_QUEUE_MAX_AGE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A queued cover photo's longest side in pixels, and its largest size as a data URL (characters). */
export const OFFLINE_PHOTO_MAX_EDGE = 1024;
export const OFFLINE_PHOTO_MAX_CHARS = 700_000;
/** The first retry waits this long, each next one twice as long, never more than the cap. */
export const RETRY_FIRST_DELAY_MS = 2_000;
export const RETRY_MAX_DELAY_MS = 60_000;

export const OFFLINE_QUEUE_MESSAGES = {
  full: `${OFFLINE_QUEUE_LIMIT} checks are already waiting for a connection, the most this device keeps. They are all safe and will be checked when you're back online; remove one to add this one.`,
  photoTooLarge: 'This photo is too large to keep until you are back online. Try again with one book in the frame.',
  duplicate: 'This check is already waiting for a connection.',
  expired: (n: number) =>
    `${n === 1 ? '1 check' : `${n} checks`} waited more than ${OFFLINE_QUEUE_MAX_AGE_DAYS} days for a connection and ${n === 1 ? 'was' : 'were'} removed.`,
} as const;

export type QueueRefusal = DomainError<'offline_queue_full' | 'offline_photo_too_large'>;

/** The same question for the same reader: case, spaces and ISBN hyphens do not matter; photos never match. */
export function sameCheck(a: Pick<QueuedCheck, 'kind' | 'readerId' | 'query'>, b: Pick<QueuedCheck, 'kind' | 'readerId' | 'query'>): boolean {
  if (a.kind === 'photo' || b.kind === 'photo') return false;
  return a.kind === b.kind && a.readerId === b.readerId && normalise(a.kind, a.query) === normalise(b.kind, b.query);
}

const normalise = (kind: QueuedCheckKind, query: string): string =>
  kind === 'barcode' ? query.replace(/[\s-]/g, '').toUpperCase() : query.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Adds a check at the end of the queue. The same check already waiting is kept once (`added`
 * false); a full queue or an oversized photo refuses the new check and leaves the queue as it was.
 * @example enqueueCheck([], check).ok // true
 */
export function enqueueCheck(queue: readonly QueuedCheck[], check: QueuedCheck): Result<{ queue: QueuedCheck[]; added: boolean }, QueueRefusal> {
  if (queue.some((q) => sameCheck(q, check))) return ok({ queue: [...queue], added: false });
  if (queue.length >= OFFLINE_QUEUE_LIMIT) return err('offline_queue_full', OFFLINE_QUEUE_MESSAGES.full);
  if ((check.photos ?? []).some((p) => p.length > OFFLINE_PHOTO_MAX_CHARS)) return err('offline_photo_too_large', OFFLINE_QUEUE_MESSAGES.photoTooLarge);
  return ok({ queue: [...queue, check], added: true });
}

/** Oldest first (then by id, so two checks queued in one millisecond keep one order everywhere). */
export const queueOrder = (queue: readonly QueuedCheck[]): QueuedCheck[] =>
  [...queue].sort((a, b) => a.queuedAt - b.queuedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Whether a check has waited past the age limit at `now`. */
export const isExpired = (check: QueuedCheck, now: number): boolean => now - check.queuedAt > OFFLINE_QUEUE_MAX_AGE_DAYS * DAY_MS;

/** The checks still worth sending and the expired ones (each in queue order). */
export function splitExpired(queue: readonly QueuedCheck[], now: number): { kept: QueuedCheck[]; expired: QueuedCheck[] } {
  const ordered = queueOrder(queue);
  return { kept: ordered.filter((c) => !isExpired(c, now)), expired: ordered.filter((c) => isExpired(c, now)) };
}

/** The checks to send now, oldest first: not expired and past their retry wait. */
export const dueChecks = (queue: readonly QueuedCheck[], now: number): QueuedCheck[] => splitExpired(queue, now).kept.filter((c) => c.nextTryAt <= now);

/** How long to wait after the `attempts`-th send that met no answer: 2 s, 4 s, 8 s … at most 60 s. */
export const retryDelayMs = (attempts: number): number => Math.min(RETRY_MAX_DELAY_MS, RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));

/**
 * Why a send met no answer: `unreachable`, the request never reached the service (no network, the
 * server not answering: it costs the service nothing); `unavailable`, the service answered that it
 * cannot answer now (5xx, 429).
 */
export type UnansweredReason = 'unreachable' | 'unavailable';

/**
 * The check after a send that met no answer: one more attempt. A service that said it is
 * unavailable is asked again after the growing backoff (2 s, 4 s … 60 s), so that it is not
 * hammered; a send that never reached it is tried again after the first wait only, however many
 * came before, so the answer comes within seconds of the connection returning, whatever the device
 * believed about its connection meanwhile.
 */
export const checkUnanswered = (check: QueuedCheck, now: number, reason: UnansweredReason = 'unavailable'): QueuedCheck => ({
  ...check,
  attempts: check.attempts + 1,
  nextTryAt: now + (reason === 'unreachable' ? RETRY_FIRST_DELAY_MS : retryDelayMs(check.attempts + 1)),
});

/**
 * Whether an answer ends a queued check: any answer from the service does (a result, "not found",
 * the free-scan limit), except "unavailable" ones (5xx, 429), which are tried again like no answer.
 */
export const answerEndsCheck = (status: number | 'network'): boolean => status !== 'network' && status !== 429 && status < 500;
