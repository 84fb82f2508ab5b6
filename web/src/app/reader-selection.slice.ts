import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which reader the scanner analyses books for: 'self' (the signed-in parent) or a family member id. */
export const SELF_READER_ID = 'self';

export interface ReaderSelectionState {
  selectedReaderId: string;
}

export const initialReaderSelectionState: ReaderSelectionState = { selectedReaderId: SELF_READER_ID };

/**
 * Shared between the readers feature (which changes the selection from the Profiles sheet) and the
 * scanner feature (which listens to `readerSelected` to clear results). Actions are named as events.
 */
export const readerSelectionSlice = createSlice({
  name: 'readerSelection',
  initialState: initialReaderSelectionState,
  reducers: {
    readerSelected(state, action: PayloadAction<string>) {
      state.selectedReaderId = action.payload;
    },
    selectedReaderDeleted(state) {
      state.selectedReaderId = SELF_READER_ID;
    },
  },
  selectors: {
    selectSelectedReaderId: (state) => state.selectedReaderId,
  },
});

export const { readerSelected, selectedReaderDeleted } = readerSelectionSlice.actions;
export const { selectSelectedReaderId } = readerSelectionSlice.selectors;
