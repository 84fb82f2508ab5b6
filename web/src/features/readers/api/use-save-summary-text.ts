import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { SELF_READER_ID } from '../../../../../domain/index.js';
import { READER_MESSAGES } from '../model/reader-messages.js';
import { useSaveReadingProfileMutation, useUpdateFamilyMemberMutation } from './readers.api.js';

/** Saves a hand-edited reading summary: `reading_filter` for the account holder, `ai_summary` for a member. */
export function useSaveSummaryText() {
  const [updateMember, memberState] = useUpdateFamilyMemberMutation();
  const [saveOwnProfile, ownState] = useSaveReadingProfileMutation();
  const save = useCallback(
    async (readerId: string, text: string): Promise<boolean> => {
      try {
        if (readerId === SELF_READER_ID) await saveOwnProfile({ reading_filter: text }).unwrap();
        else await updateMember({ id: readerId, changes: { ai_summary: text } }).unwrap();
        notifications.show({ color: 'sage.8', message: READER_MESSAGES.profileSaved });
        return true;
      } catch {
        notifications.show({ color: 'red', message: READER_MESSAGES.profileSaveFailed });
        return false;
      }
    },
    [saveOwnProfile, updateMember],
  );
  return { save, saving: memberState.isLoading || ownState.isLoading };
}
