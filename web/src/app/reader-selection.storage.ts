import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { initialReaderSelectionState, readerSelected, selectedReaderDeleted, SELF_READER_ID, type ReaderSelectionState } from './reader-selection.slice.js';

/** The specification's browser key for the chosen reader (cleared by "Reset saved data"). */
export const SELECTED_MEMBER_KEY = 'selectedMember';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // private mode or blocked storage: the choice lasts for this visit only
  }
};

/**
 * The reader chosen on an earlier visit: the stored id (a family member's, or 'self'). Whether it
 * still names a reader of the account is decided when the readers load (an unknown id falls back
 * to the default reader there).
 */
export function loadInitialReaderSelection(store: Storage | null = storage()): ReaderSelectionState {
  const raw = store?.getItem(SELECTED_MEMBER_KEY)?.trim();
  return raw ? { selectedReaderId: raw.slice(0, 100) } : initialReaderSelectionState;
}

type WithReaderSelection = { readerSelection: ReaderSelectionState };

/**
 * Writes every change of the chosen reader to the browser, so a reload keeps it. The default
 * reader (the parent) is the absence of the key, so "Reset saved data" leaves nothing behind.
 */
export function registerReaderSelectionListeners(startListening: TypedStartListening<WithReaderSelection>): void {
  startListening({
    matcher: isAnyOf(readerSelected, selectedReaderDeleted),
    effect: (_action, listenerApi) => {
      try {
        const id = listenerApi.getState().readerSelection.selectedReaderId;
        if (id === SELF_READER_ID) storage()?.removeItem(SELECTED_MEMBER_KEY);
        else storage()?.setItem(SELECTED_MEMBER_KEY, id);
      } catch {
        // a full or blocked storage only costs the memory of the choice
      }
    },
  });
}
