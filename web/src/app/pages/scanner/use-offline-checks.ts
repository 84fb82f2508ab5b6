import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkUnanswered, dueChecks, OFFLINE_QUEUE_MESSAGES, queueOrder, type QueuedCheck, type QueuedCheckKind } from '../../../../../domain/index.js';
import type { AnalysisRun, BookAnalysis, ReplayOutcome } from '../../../features/analysis/index.js';
import { baseApi } from '../../api.js';
import { useAppDispatch, useAppSelector } from '../../hooks.js';
import { downscalePhoto } from '../../offline/downscale-photo.js';
import { accountOf } from '../../offline/offline-base-query.js';
import { addToQueue, dropExpired, loadQueue, removeFromQueue, replaceInQueue, subscribeToQueue } from '../../offline/offline-queue.store.js';
import { useOnline } from '../../offline/use-online.js';
import { useLatestRef } from '../../../components/use-latest-ref.js';

export interface OfflineChecks {
  online: boolean;
  checks: QueuedCheck[];
  /** An analysis that met no connection (a search, a barcode, a recent book). */
  queueRun: (run: AnalysisRun) => void;
  /** Cover photos taken offline: downscaled and kept. */
  queuePhotos: (dataUrls: string[]) => void;
  remove: (id: string) => void;
}

const BUSY_RETRY_MS = 3_000;
const QUEUED_TOAST_ID = 'offline-queued';
const levelWords: Record<string, string> = { good: 'Good match', decent: 'Decent match', fair: 'Fair match', poor: 'Poor match' };

const kindOf = (run: AnalysisRun): { kind: QueuedCheckKind; query: string } => {
  const book = run.request.book;
  if (book.isbn?.trim()) return { kind: 'barcode', query: book.isbn.trim() };
  return { kind: 'search', query: (book.originalQuery ?? [book.title, book.author].filter(Boolean).join(' ')).trim() };
};

const runOf = (c: QueuedCheck): AnalysisRun => ({
  request: { book: c.kind === 'barcode' ? { isbn: c.query } : { originalQuery: c.query }, reader_id: c.readerId },
  origin: c.kind === 'search' ? 'manual-search' : 'camera-scan',
  booksFound: 1,
});

/**
 * The scanner's checks made without a connection (issue 25, docs/offline.md): kept in IndexedDB,
 * listed as "Waiting for connection", and sent one by one, oldest first, when the connection
 * returns (the online event, then retries with a growing wait). An answer for the selected reader
 * shows like any other result; one for another reader is announced in a toast.
 */
export function useOfflineChecks({
  readerId,
  readerName,
  analysis,
  scanPhotos,
  scanning,
}: {
  readerId: string;
  readerName: string;
  analysis: BookAnalysis;
  scanPhotos: (dataUrls: string[]) => void;
  scanning: boolean;
}): OfflineChecks {
  const online = useOnline();
  const account = useAppSelector(accountOf);
  const [checks, setChecks] = useState<QueuedCheck[]>([]);
  const [wake, setWake] = useState(0);
  const latest = useLatestRef({ analysis, scanPhotos, scanning, readerId });

  // back online: what was shown from the device is asked for again
  const dispatch = useAppDispatch();
  const wasOnline = useRef(online);
  // back online: every waiting check is due at once (its backoff waited for the connection, which is back)
  const backOnline = useRef(false);
  useEffect(() => {
    if (online && !wasOnline.current) backOnline.current = true;
    if (online && !wasOnline.current)
      dispatch(baseApi.util.invalidateTags(['FamilyMembers', 'ReadingProfile', 'ReadingList', 'ScanHistory', 'Subscription', 'Profile', 'BookRequests']));
    wasOnline.current = online;
  }, [online, dispatch]);

  useEffect(() => {
    if (!account) return undefined;
    let live = true;
    const refresh = () => void loadQueue(account).then((q) => live && setChecks(queueOrder(q)));
    refresh();
    const unsubscribe = subscribeToQueue(refresh);
    void dropExpired(account, Date.now()).then((expired) => {
      if (expired.length > 0) notifications.show({ color: 'yellow', message: OFFLINE_QUEUE_MESSAGES.expired(expired.length) });
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [account]);

  const keep = useCallback(
    async (kind: QueuedCheckKind, query: string, photos?: string[]) => {
      if (!account) return;
      const check: QueuedCheck = {
        id: crypto.randomUUID(),
        kind,
        readerId,
        readerName,
        query,
        ...(photos ? { photos } : {}),
        queuedAt: Date.now(),
        attempts: 0,
        nextTryAt: 0,
      };
      const result = await addToQueue(account, check);
      if (!result.ok) {
        notifications.show({ color: 'red', title: "This one can't wait for a connection", message: result.error.message, autoClose: 10_000 });
        return;
      }
      // one toast for the latest check, never a pile of them
      notifications.hide(QUEUED_TOAST_ID);
      notifications.show({
        id: QUEUED_TOAST_ID,
        title: result.value.added ? "Saved for when you're back online" : 'Already waiting',
        message: result.value.added ? `We'll check it for ${readerName} as soon as there's a connection.` : OFFLINE_QUEUE_MESSAGES.duplicate,
      });
    },
    [account, readerId, readerName],
  );

  const queueRun = useCallback(
    (run: AnalysisRun) => {
      const { kind, query } = kindOf(run);
      if (query) void keep(kind, query);
    },
    [keep],
  );

  const queuePhotos = useCallback(
    (dataUrls: string[]) => {
      void Promise.all(dataUrls.map((d) => downscalePhoto(d))).then((photos) => keep('photo', '', photos));
    },
    [keep],
  );

  /** One waiting check sent: whether it got its answer. */
  const send = useCallback(
    async (c: QueuedCheck): Promise<ReplayOutcome | { kind: 'later' }> => {
      const now = latest.current;
      if (c.kind === 'photo') {
        // a photo goes through the normal scan of the selected reader (its books are then analysed for them)
        if (c.readerId !== now.readerId) return { kind: 'later' };
        if (now.scanning || now.analysis.busy) return { kind: 'busy' };
        now.scanPhotos([...(c.photos ?? [])]);
        return { kind: 'answered', answer: null };
      }
      const outcome = await now.analysis.replay(runOf(c));
      if (outcome.kind === 'answered' && c.readerId !== now.readerId && outcome.answer && 'matchLevel' in outcome.answer) {
        notifications.show({
          title: `Checked for ${c.readerName}: ${outcome.answer.title}`,
          message: `${levelWords[outcome.answer.matchLevel] ?? 'Checked'}. Pick ${c.readerName === 'you' ? 'yourself' : c.readerName} as the reader to see it.`,
        });
      } else if (outcome.kind === 'answered' && c.readerId === now.readerId && outcome.answer) {
        notifications.show({ message: `Checked now that you're back online: ${'title' in outcome.answer ? outcome.answer.title : `“${c.query}”`}` });
      }
      return outcome;
    },
    [latest],
  );

  const pumping = useRef(false);
  const pumpAgain = useRef(false);
  useEffect(() => {
    if (!online || !account) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const pump = async () => {
      if (pumping.current) {
        pumpAgain.current = true; // the running pump wakes this effect again when it ends
        return;
      }
      pumping.current = true;
      let again: number | null = null;
      try {
        const now = Date.now();
        const queue = await loadQueue(account);
        const reconnected = backOnline.current;
        backOnline.current = false;
        for (const c of dueChecks(reconnected ? queue.map((q) => ({ ...q, nextTryAt: Math.min(q.nextTryAt, now) })) : queue, now)) {
          if (cancelled || !navigator.onLine) break;
          const outcome = await send(c);
          // the page let go of this round meanwhile (it was left, or the round was restarted): a search or
          // barcode stays queued for the next round, which shows its answer (the server's short cache
          // answers it again); a photo already handed to the scan is not read twice
          if (cancelled && c.kind !== 'photo') break;
          if (outcome.kind === 'answered') await removeFromQueue(account, c.id);
          // a photo's scan runs on after the hand-over: the next check waits for it
          if (outcome.kind === 'answered' && c.kind === 'photo') {
            again = BUSY_RETRY_MS;
            break;
          } else if (outcome.kind === 'unanswered') await replaceInQueue(account, checkUnanswered(c, Date.now(), outcome.reason));
          else if (outcome.kind === 'busy') again = BUSY_RETRY_MS;
        }
        const waiting = (await loadQueue(account)).map((c) => c.nextTryAt).filter((t) => t > Date.now());
        if (waiting.length > 0) again = Math.min(again ?? Infinity, Math.min(...waiting) - Date.now());
      } finally {
        pumping.current = false;
      }
      if (pumpAgain.current) {
        pumpAgain.current = false;
        setWake((n) => n + 1);
      } else if (again !== null && !cancelled) timer = setTimeout(() => setWake((n) => n + 1), again);
    };
    void pump();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [online, account, send, wake, checks.length, readerId]);

  const remove = useCallback(
    (id: string) => {
      if (account) void removeFromQueue(account, id);
    },
    [account],
  );

  return { online, checks, queueRun, queuePhotos, remove };
}
