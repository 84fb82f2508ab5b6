import {
  answerEndsCheck,
  checkUnanswered,
  dueChecks,
  enqueueCheck,
  isExpired,
  OFFLINE_PHOTO_MAX_CHARS,
  OFFLINE_QUEUE_LIMIT,
  OFFLINE_QUEUE_MESSAGES,
  queueOrder,
  retryDelayMs,
  sameCheck,
  splitExpired,
  type QueuedCheck,
} from './offline-queue.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12);
const check = (over: Partial<QueuedCheck> = {}): QueuedCheck => ({
  id: 'c1',
  kind: 'search',
  readerId: 'sam',
  readerName: 'Sam',
  query: 'Wonder',
  queuedAt: NOW,
  attempts: 0,
  nextTryAt: 0,
  ...over,
});
const full = Array.from({ length: OFFLINE_QUEUE_LIMIT }, (_, i) => check({ id: `q${i}`, query: `book ${i}`, queuedAt: NOW + i }));

describe('a check asked for offline is kept until it can be sent', () => {
  it.each<[string, QueuedCheck[], QueuedCheck, { ok: boolean; added?: boolean; length?: number; code?: string }]>([
    ['the first check is added', [], check(), { ok: true, added: true, length: 1 }],
    ['a different title is added after the others', [check()], check({ id: 'c2', query: 'Holes' }), { ok: true, added: true, length: 2 }],
    [
      'the same search for the same reader is kept once, whatever its case and spaces',
      [check()],
      check({ id: 'c2', query: '  wonder ' }),
      { ok: true, added: false, length: 1 },
    ],
    ['the same search for another reader is its own check', [check()], check({ id: 'c2', readerId: 'alex' }), { ok: true, added: true, length: 2 }],
    [
      'the same barcode with hyphens is the same check',
      [check({ kind: 'barcode', query: '9780375869020' })],
      check({ id: 'c2', kind: 'barcode', query: '978-0-375-86902-0' }),
      { ok: true, added: false, length: 1 },
    ],
    [
      'a search and a barcode with the same text are different checks',
      [check({ query: '9780375869020' })],
      check({ id: 'c2', kind: 'barcode', query: '9780375869020' }),
      { ok: true, added: true, length: 2 },
    ],
    [
      'two cover photos are never the same check',
      [check({ kind: 'photo', query: '' })],
      check({ id: 'c2', kind: 'photo', query: '' }),
      { ok: true, added: true, length: 2 },
    ],
    [`a full queue (${OFFLINE_QUEUE_LIMIT}) refuses a new check`, full, check({ id: 'new', query: 'Holes' }), { ok: false, code: 'offline_queue_full' }],
    [
      'a full queue still answers "already waiting" for a check it holds (nothing refused, nothing lost)',
      full,
      check({ id: 'new', query: 'book 3' }),
      { ok: true, added: false, length: OFFLINE_QUEUE_LIMIT },
    ],
    [
      'a photo past the size limit is refused',
      [],
      check({ kind: 'photo', query: '', photos: ['x'.repeat(OFFLINE_PHOTO_MAX_CHARS + 1)] }),
      { ok: false, code: 'offline_photo_too_large' },
    ],
    [
      'a photo at the size limit is kept',
      [],
      check({ kind: 'photo', query: '', photos: ['x'.repeat(OFFLINE_PHOTO_MAX_CHARS)] }),
      { ok: true, added: true, length: 1 },
    ],
  ])('%s', (_rule, queue, next, expected) => {
    const before = JSON.stringify(queue);
    const result = enqueueCheck(queue, next);
    expect(JSON.stringify(queue)).toBe(before); // the queue given is never changed
    if (result.ok) expect({ ok: true, added: result.value.added, length: result.value.queue.length }).toEqual(expected);
    else expect({ ok: false, code: result.error.code }).toEqual(expected);
  });

  it('a full queue says how many are waiting and that nothing was lost', () => {
    const result = enqueueCheck(full, check({ id: 'new', query: 'Holes' }));
    expect(result).toEqual({ ok: false, error: { code: 'offline_queue_full', message: OFFLINE_QUEUE_MESSAGES.full } });
    expect(OFFLINE_QUEUE_MESSAGES.full).toContain(`${OFFLINE_QUEUE_LIMIT} checks are already waiting`);
    expect(OFFLINE_QUEUE_MESSAGES.full).toContain('They are all safe');
  });

  it.each<[string, Pick<QueuedCheck, 'kind' | 'readerId' | 'query'>, Pick<QueuedCheck, 'kind' | 'readerId' | 'query'>, boolean]>([
    ['same words, other case', { kind: 'search', readerId: 'a', query: 'The Hobbit' }, { kind: 'search', readerId: 'a', query: 'the  hobbit' }, true],
    ['other reader', { kind: 'search', readerId: 'a', query: 'x' }, { kind: 'search', readerId: 'b', query: 'x' }, false],
    ['photo and photo', { kind: 'photo', readerId: 'a', query: '' }, { kind: 'photo', readerId: 'a', query: '' }, false],
  ])('sameCheck: %s', (_rule, a, b, same) => expect(sameCheck(a, b)).toBe(same));
});

describe('checks are sent oldest first, after their retry wait, until they are too old', () => {
  it.each<[string, QueuedCheck[], number, string[]]>([
    ['oldest first', [check({ id: 'b', queuedAt: NOW + 5 }), check({ id: 'a', queuedAt: NOW })], NOW, ['a', 'b']],
    ['one millisecond: by id', [check({ id: 'b' }), check({ id: 'a' })], NOW, ['a', 'b']],
    ['one millisecond, one id (a check read twice): both kept, in place', [check({ id: 'a', query: 'x' }), check({ id: 'a', query: 'y' })], NOW, ['a', 'a']],
    ['a check waiting for its retry is not due yet', [check({ id: 'a', nextTryAt: NOW + 1 }), check({ id: 'b' })], NOW, ['b']],
    ['a check whose retry time has come is due', [check({ id: 'a', nextTryAt: NOW })], NOW, ['a']],
    ['a check older than 7 days is not sent', [check({ id: 'old', queuedAt: NOW - 7 * DAY - 1 }), check({ id: 'new' })], NOW, ['new']],
    ['a check exactly 7 days old is still sent', [check({ id: 'week', queuedAt: NOW - 7 * DAY })], NOW, ['week']],
  ])('%s', (_rule, queue, now, ids) => expect(dueChecks(queue, now).map((c) => c.id)).toEqual(ids));

  it('splitExpired keeps the order on both sides', () => {
    const queue = [check({ id: 'new2', queuedAt: NOW - 2 }), check({ id: 'old', queuedAt: NOW - 8 * DAY }), check({ id: 'new1', queuedAt: NOW - 3 })];
    const { kept, expired } = splitExpired(queue, NOW);
    expect([kept.map((c) => c.id), expired.map((c) => c.id)]).toEqual([['new1', 'new2'], ['old']]);
    expect(isExpired(queue[1], NOW)).toBe(true);
    expect(queueOrder(queue).map((c) => c.id)).toEqual(['old', 'new1', 'new2']);
  });

  it.each<[number, string]>([
    [1, '1 check waited more than 7 days for a connection and was removed.'],
    [3, '3 checks waited more than 7 days for a connection and were removed.'],
  ])('the expiry message for %i', (n, text) => expect(OFFLINE_QUEUE_MESSAGES.expired(n)).toBe(text));
});

describe('a send that meets no answer is tried again with a growing wait', () => {
  it.each<[number, number]>([
    [0, 2_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [5, 32_000],
    [6, 60_000],
    [30, 60_000],
  ])('after %i unanswered sends the wait is %i ms', (attempts, ms) => expect(retryDelayMs(attempts)).toBe(ms));

  it('an unanswered send counts the attempt and sets the next try', () => {
    expect(checkUnanswered(check({ attempts: 1 }), NOW)).toMatchObject({ attempts: 2, nextTryAt: NOW + 4_000 });
    expect(checkUnanswered(check({ attempts: 5 }), NOW, 'unavailable')).toMatchObject({ attempts: 6, nextTryAt: NOW + 60_000 });
  });

  it.each<[number]>([[0], [1], [5], [30]])(
    'a send that never reached the service (after %i before it) is tried again after the first wait only: the answer comes soon after the connection returns',
    (attempts) => expect(checkUnanswered(check({ attempts }), NOW, 'unreachable')).toMatchObject({ attempts: attempts + 1, nextTryAt: NOW + 2_000 }),
  );

  it.each<[number | 'network', boolean]>([
    [200, true],
    [404, true],
    [402, true],
    [400, true],
    ['network', false],
    [429, false],
    [500, false],
    [503, false],
    [504, false],
  ])('an answer with status %s ends the check: %s', (status, ends) => expect(answerEndsCheck(status)).toBe(ends));
});
