import { Button, Stack, Text } from '@mantine/core';
import { useHouseholdCan } from '../../../app/session/household.api.js';
import { notifications } from '@mantine/notifications';
import { IconBookmarkPlus, IconCheck } from '@tabler/icons-react';
import { isDuplicateReadingListItem } from '../../../../../domain/index.js';
import { apiErrorStatus } from '../../../app/api-error.js';
import { useOnline } from '../../../app/offline/use-online.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { useAddToReadingListMutation, useReadingListQuery } from '../api/reading-list.api.js';
import { TBR_MESSAGES } from '../model/reading-list-messages.js';

export interface AddToReadingListButtonProps {
  readerId: string;
  /** 'Name (Age N)' */
  readerName: string;
  title: string;
  author: string;
  /** Kept with the item for the To Be Read detail dialog. */
  analysis?: object;
}

/** 'Add to Reading List', then 'Added to List' (disabled) once the reader's list holds the book. */
export function AddToReadingListButton({ readerId, readerName, title, author, analysis }: AddToReadingListButtonProps) {
  const { status } = useAuth();
  const { data: items = [] } = useReadingListQuery(undefined, { skip: status !== 'signedIn' });
  const [add, { isLoading }] = useAddToReadingListMutation();
  const added = isDuplicateReadingListItem(items, { reader_id: readerId, title, author });
  const online = useOnline();
  // a viewer in a household sees the verdict, without adding to the list
  const canEdit = useHouseholdCan('edit_reading_lists');

  const onAdd = async () => {
    if (status !== 'signedIn') {
      notifications.show({ color: 'red', message: TBR_MESSAGES.loginRequired });
      return;
    }
    try {
      await add({ reader_id: readerId, reader_name: readerName, title, author, analysis }).unwrap();
      notifications.show({ color: 'sage', message: TBR_MESSAGES.added, autoClose: 2500 });
    } catch (error) {
      if (apiErrorStatus(error as never) === 409) {
        notifications.show({ title: TBR_MESSAGES.alreadyAddedTitle, message: TBR_MESSAGES.alreadyAdded });
      } else {
        notifications.show({ color: 'red', title: TBR_MESSAGES.addFailed, message: TBR_MESSAGES.addError });
      }
    }
  };

  // offline (issue 25): the list is shown from the device, but a change needs the server
  const waiting = !added && !online;
  if (!canEdit) return null;
  return (
    <Stack gap={4}>
      <Button
        fullWidth
        size="md"
        onClick={() => void onAdd()}
        disabled={added || waiting}
        loading={isLoading}
        aria-describedby={waiting ? 'add-needs-connection' : undefined}
        leftSection={added ? <IconCheck size={18} aria-hidden="true" /> : <IconBookmarkPlus size={18} aria-hidden="true" />}
      >
        {added ? 'Added to List' : 'Add to Reading List'}
      </Button>
      {waiting && (
        <Text id="add-needs-connection" fz="xs" c="dimmed" ta="center">
          {TBR_MESSAGES.needsConnection}
        </Text>
      )}
    </Stack>
  );
}
