import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLatestRef } from '../../../components/use-latest-ref.js';
import { apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useAnalyzeBookMutation } from '../api/analysis.api.js';
import { ANALYSIS_MESSAGES } from './analysis-messages.js';
import {
  analysisFailed,
  analysisQueued,
  analysisSlice,
  analysisStarted,
  analysisSucceeded,
  bookNotFound,
  choiceDismissed,
  choicesOffered,
  initialAnalysisState,
  quotaReached,
  resultFocused,
  resultsCleared,
  type AnalysisRun,
  type AnalysisState,
} from './analysis.slice.js';
import { requiresSelection, type Analysis, type AnalysisOrigin, type AnalyzeAnswer, type BookChoice, type BookQuery } from './analysis.types.js';
import { answerEndsCheck, type UnansweredReason } from '../../../../../domain/index.js';

export interface AnalyzedEvent {
  analysis: Analysis;
  origin: AnalysisOrigin;
  booksFound: number;
}

export interface BookAnalysis {
  state: AnalysisState;
  busy: boolean;
  /** A typed query; an ambiguous one opens 'Which book did you mean?'. */
  search: (query: string) => void;
  /** A known book (a scan's single find, a similar book, a recent scan). */
  analyze: (book: BookQuery, origin: AnalysisOrigin, booksFound?: number) => void;
  /** Several candidates (a cover scan that read more than one book). */
  offerChoices: (choices: BookChoice[], origin: AnalysisOrigin) => void;
  /** The parent picked a candidate: analysed with forceAnalysis. */
  choose: (choice: BookChoice) => void;
  dismissChoices: () => void;
  retry: () => void;
  focus: (index: number) => void;
  /**
   * Sends a check that waited for a connection (issue 25): for the selected reader its answer shows
   * like any other; for another reader it is only returned. 'unanswered' when there is still no
   * answer (offline, or the service unavailable); 'busy' while another check runs.
   */
  replay: (run: AnalysisRun) => Promise<ReplayOutcome>;
}

export type ReplayOutcome = { kind: 'answered'; answer: AnalyzeAnswer | null } | { kind: 'unanswered'; reason: UnansweredReason } | { kind: 'busy' };

/** No answer at all: offline, or the server could not be reached. */
const unreachable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

const fullFailure = `${ANALYSIS_MESSAGES.failedTitle}: ${ANALYSIS_MESSAGES.failed}`;

/**
 * The scanner's analysis flow for one reader. A second request while one runs is ignored; a new
 * reader clears the results, and an answer that arrives for the previous reader is dropped.
 */
export function useBookAnalysis({
  readerId,
  onAnalyzed,
  onOffline,
}: {
  readerId: string;
  onAnalyzed?: (event: AnalyzedEvent) => void;
  /** Called instead of the failure message when a request meets no connection (the page queues it). */
  onOffline?: (run: AnalysisRun) => void;
}): BookAnalysis {
  const [state, dispatch] = useReducer(analysisSlice.reducer, initialAnalysisState);
  const [analyzeBook] = useAnalyzeBookMutation();
  const running = useRef(false);
  const generation = useRef(0);
  const onAnalyzedRef = useLatestRef(onAnalyzed);
  const onOfflineRef = useLatestRef(onOffline);

  const previousReader = useRef(readerId);
  useEffect(() => {
    if (previousReader.current === readerId) return;
    previousReader.current = readerId;
    generation.current += 1;
    running.current = false;
    dispatch(resultsCleared());
  }, [readerId]);

  const start = useCallback(
    async (run: AnalysisRun, replaying = false): Promise<ReplayOutcome> => {
      if (running.current) return { kind: 'busy' };
      running.current = true;
      const mine = generation.current;
      dispatch(analysisStarted(run));
      const outcome = await analyzeBook(run.request);
      // the reader changed meanwhile: the answer is not shown; a waiting check stays queued (it is sent
      // again, for its reader, by the next round) rather than counted as answered unseen
      if (mine !== generation.current) return replaying ? { kind: 'busy' } : { kind: 'answered', answer: null };
      running.current = false;
      if ('data' in outcome && outcome.data) {
        const answer = outcome.data;
        if (requiresSelection(answer)) {
          dispatch(choicesOffered({ choices: answer.matches, origin: run.origin, query: run.request.book.originalQuery ?? null }));
          return { kind: 'answered', answer };
        }
        dispatch(analysisSucceeded(answer));
        onAnalyzedRef.current?.({ analysis: answer, origin: run.origin, booksFound: run.booksFound });
        return { kind: 'answered', answer };
      }
      const error = 'error' in outcome ? outcome.error : undefined;
      const status = apiErrorStatus(error);
      // no connection: the check waits on the device instead of failing (issue 25)
      // (only when the browser knows it is offline: a server that does not answer while the device is
      // online keeps its failure card and Retry, as before)
      if (unreachable(error) && (replaying || (onOfflineRef.current && !navigator.onLine))) {
        dispatch(analysisQueued());
        if (!replaying) onOfflineRef.current?.(run);
        return { kind: 'unanswered', reason: 'unreachable' };
      }
      if (replaying && status !== null && !answerEndsCheck(status)) {
        dispatch(analysisQueued());
        return { kind: 'unanswered', reason: 'unavailable' };
      }
      const serverMessage = apiErrorMessage(error);
      if (status === 402) {
        dispatch(quotaReached(serverMessage ?? fullFailure));
      } else if (status === 404 && serverMessage) {
        dispatch(bookNotFound(serverMessage));
      } else {
        dispatch(analysisFailed());
        const searched = run.request.book.originalQuery !== undefined;
        // a stalled AI provider (504 ai_timeout) has its own plain sentence: nothing was saved, try later
        const message = status === 504 && serverMessage ? serverMessage : fullFailure;
        notifications.show({ color: 'red', title: searched ? ANALYSIS_MESSAGES.searchFailed : undefined, message });
      }
      return { kind: 'answered', answer: null };
    },
    [analyzeBook, onAnalyzedRef, onOfflineRef],
  );

  /** A waiting check for another reader: asked, never shown in this reader's results. */
  const askForOtherReader = useCallback(
    async (run: AnalysisRun): Promise<ReplayOutcome> => {
      const outcome = await analyzeBook(run.request);
      if ('data' in outcome && outcome.data) return { kind: 'answered', answer: outcome.data };
      const error = 'error' in outcome ? outcome.error : undefined;
      const status = apiErrorStatus(error);
      if (unreachable(error)) return { kind: 'unanswered', reason: 'unreachable' };
      if (status !== null && !answerEndsCheck(status)) return { kind: 'unanswered', reason: 'unavailable' };
      return { kind: 'answered', answer: null };
    },
    [analyzeBook],
  );

  const analyze = useCallback(
    (book: BookQuery, origin: AnalysisOrigin, booksFound = 1) => void start({ request: { book, reader_id: readerId }, origin, booksFound }),
    [start, readerId],
  );

  return {
    state,
    busy: state.status === 'analyzing',
    search: (query) => {
      const q = query.trim();
      if (q) void start({ request: { book: { originalQuery: q }, reader_id: readerId }, origin: 'manual-search', booksFound: 1 });
    },
    analyze,
    offerChoices: (choices, origin) => {
      if (running.current) return;
      dispatch(choicesOffered({ choices, origin }));
    },
    choose: (choice) => {
      const booksFound = state.choices?.length ?? 1;
      const book: BookQuery = { title: choice.title, author: choice.author, ...(choice.isbn ? { isbn: choice.isbn } : {}) };
      void start({ request: { book, reader_id: readerId, forceAnalysis: true }, origin: state.choiceOrigin, booksFound });
    },
    dismissChoices: () => dispatch(choiceDismissed()),
    retry: () => {
      if (state.run) void start(state.run);
    },
    focus: (index) => dispatch(resultFocused(index)),
    replay: (run) => (run.request.reader_id === readerId ? start(run, true) : askForOtherReader(run)),
  };
}
