import { useEffect, useMemo } from 'react';
import { selectedReaderDeleted, selectSelectedReaderId } from '../../../app/reader-selection.slice.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { useHouseholdHolderName } from '../../../app/session/household.api.js';
import { readerViews } from '../model/reader-view.js';
import type { ReaderView } from '../model/reader.types.js';
import { useGetFamilyMembersQuery, useGetReadingProfileQuery } from './readers.api.js';

export interface SelectedReader {
  /** The selected reader; the account holder when the selected member no longer exists. */
  reader: ReaderView | null;
  readers: ReaderView[];
  isLoading: boolean;
}

/** The reader books are judged for, and every reader to choose from (for signed-in pages). */
export function useSelectedReader(): SelectedReader {
  const { firstName, status } = useAuth();
  const skip = status !== 'signedIn';
  const members = useGetFamilyMembersQuery(undefined, { skip });
  const profile = useGetReadingProfileQuery(undefined, { skip });
  const selectedId = useAppSelector(selectSelectedReaderId);
  const holderName = useHouseholdHolderName();
  const readers = useMemo(() => readerViews(firstName, profile.data, members.data ?? [], holderName), [firstName, profile.data, members.data, holderName]);
  const isLoading = !skip && (members.isLoading || profile.isLoading);
  const reader = skip ? null : (readers.find((r) => r.id === selectedId) ?? readers[0] ?? null);
  // a remembered reader (selectedMember) that is gone, once the readers are known: back to the default
  const dispatch = useAppDispatch();
  const gone = !skip && members.isSuccess && profile.isSuccess && !readers.some((r) => r.id === selectedId);
  useEffect(() => {
    if (gone) dispatch(selectedReaderDeleted());
  }, [gone, dispatch]);
  return { reader, readers: skip ? [] : readers, isLoading };
}
