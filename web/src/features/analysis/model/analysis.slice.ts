import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Analysis, AnalysisOrigin, AnalyzeRequest, BookChoice } from './analysis.types.js';

/**
 * The scanner's results for the selected reader, as events. The answers themselves come from RTK
 * Query mutations; this records which book is being looked at and what the parent saw. It runs in
 * the page through `useReducer` (the store's reducer list lives in app/store.ts).
 */
export type AnalysisStatus = 'idle' | 'analyzing' | 'choosing' | 'done' | 'failed' | 'notFound' | 'quotaReached';

export interface AnalysisRun {
  request: AnalyzeRequest;
  origin: AnalysisOrigin;
  /** Books the scan or search found (several when the parent chose among them). */
  booksFound: number;
}

export interface AnalysisState {
  status: AnalysisStatus;
  /** The request in flight, or the last one (Retry Analysis repeats it). */
  run: AnalysisRun | null;
  choices: BookChoice[] | null;
  choiceOrigin: AnalysisOrigin;
  /** The typed query behind the choices: the dialog then lists the search results for the reader. */
  choiceQuery: string | null;
  /** Newest first, one per book. */
  results: Analysis[];
  /** The server's words for a book it does not know or a used-up free quota. */
  message: string | null;
}

export const initialAnalysisState: AnalysisState = {
  status: 'idle',
  run: null,
  choices: null,
  choiceOrigin: 'manual-search',
  choiceQuery: null,
  results: [],
  message: null,
};

const sameBook = (a: Analysis, b: Analysis) =>
  a.title.trim().toLowerCase() === b.title.trim().toLowerCase() && a.author.trim().toLowerCase() === b.author.trim().toLowerCase();

export const analysisSlice = createSlice({
  name: 'analysis',
  initialState: initialAnalysisState,
  reducers: {
    analysisStarted(state, action: PayloadAction<AnalysisRun>) {
      state.status = 'analyzing';
      state.run = action.payload;
      state.choices = null;
      state.message = null;
    },
    choicesOffered(state, action: PayloadAction<{ choices: BookChoice[]; origin: AnalysisOrigin; query?: string | null }>) {
      state.status = 'choosing';
      state.choices = action.payload.choices;
      state.choiceOrigin = action.payload.origin;
      state.choiceQuery = action.payload.query ?? null;
    },
    choiceDismissed(state) {
      state.choices = null;
      state.status = state.results.length > 0 ? 'done' : 'idle';
    },
    analysisSucceeded(state, action: PayloadAction<Analysis>) {
      state.status = 'done';
      state.results = [action.payload, ...state.results.filter((r) => !sameBook(r, action.payload))];
    },
    analysisFailed(state) {
      state.status = 'failed';
    },
    /** No connection: the check waits on the device (issue 25); the results stay as they were. */
    analysisQueued(state) {
      state.status = state.results.length > 0 ? 'done' : 'idle';
    },
    bookNotFound(state, action: PayloadAction<string>) {
      state.status = 'notFound';
      state.message = action.payload;
    },
    quotaReached(state, action: PayloadAction<string>) {
      state.status = 'quotaReached';
      state.message = action.payload;
    },
    resultFocused(state, action: PayloadAction<number>) {
      const chosen = state.results[action.payload];
      if (!chosen) return;
      state.results = [chosen, ...state.results.filter((_, i) => i !== action.payload)];
      // an earlier book opened from under "We couldn't find that book" (or a failure) is shown again
      state.status = 'done';
      state.message = null;
    },
    resultsCleared() {
      return initialAnalysisState;
    },
  },
});

export const {
  analysisStarted,
  choicesOffered,
  choiceDismissed,
  analysisSucceeded,
  analysisFailed,
  analysisQueued,
  bookNotFound,
  quotaReached,
  resultFocused,
  resultsCleared,
} = analysisSlice.actions;
