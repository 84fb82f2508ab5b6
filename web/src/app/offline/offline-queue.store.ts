import { enqueueCheck, splitExpired, type QueuedCheck, type QueueRefusal, type Result } from '../../../../domain/index.js';
import { idbDelete, idbSet, idbValues } from './idb.js';

/**
 * The checks waiting for a connection, kept in IndexedDB per account (they survive a reload and a
 * closed tab). Changes run one at a time and tell subscribers, so every list on screen agrees.
 */
const keyOf = (account: string, id: string) => `${account}|${id}`;
const listeners = new Set<() => void>();
let chain: Promise<unknown> = Promise.resolve();

function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = chain.then(work);
  chain = next.catch(() => undefined);
  return next.finally(() => listeners.forEach((l) => l()));
}

export const subscribeToQueue = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const loadQueue = (account: string): Promise<QueuedCheck[]> => idbValues<QueuedCheck>('queue', `${account}|`);

/** Adds a check by the domain's rules; a refusal changes nothing. A write that fails is reported as not kept. */
export function addToQueue(
  account: string,
  check: QueuedCheck,
): Promise<Result<{ added: boolean }, QueueRefusal | { code: 'offline_storage_failed'; message: string }>> {
  return serial(async () => {
    const decided = enqueueCheck(await loadQueue(account), check);
    if (!decided.ok) return decided;
    if (!decided.value.added) return { ok: true, value: { added: false } } as const;
    const written = await idbSet('queue', keyOf(account, check.id), check);
    return written
      ? ({ ok: true, value: { added: true } } as const)
      : ({
          ok: false,
          error: {
            code: 'offline_storage_failed',
            message: "This device would not keep the check: there is no room to save it. Try again when you're back online.",
          },
        } as const);
  });
}

export const removeFromQueue = (account: string, id: string): Promise<void> => serial(() => idbDelete('queue', keyOf(account, id)));

export const replaceInQueue = (account: string, check: QueuedCheck): Promise<void> =>
  serial(() => idbSet('queue', keyOf(account, check.id), check).then(() => undefined));

/** Drops the checks past the age limit; resolves with them, so the parent can be told. */
export function dropExpired(account: string, now: number): Promise<QueuedCheck[]> {
  return serial(async () => {
    const { expired } = splitExpired(await loadQueue(account), now);
    for (const c of expired) await idbDelete('queue', keyOf(account, c.id));
    return expired;
  });
}
