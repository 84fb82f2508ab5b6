import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { HEADING_TITLE_STYLES } from './modal-styles.js';

interface Props {
  opened: boolean;
  /** The reader's name, or null for the account holder's own profile. */
  name: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Delete Profile?': a calm confirmation; Cancel has the focus so a stray tap deletes nothing. */
export function DeleteProfileDialog({ opened, name, deleting, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Delete Profile?" centered zIndex={300} styles={HEADING_TITLE_STYLES}>
      <Stack gap="md">
        <Text>
          {name
            ? `This removes ${name}’s profile, quiz answers and reading summary. Their reading list and scans stay.`
            : 'This removes your reading quiz answers and reading summary. You can take the quiz again at any time.'}
        </Text>
        <Text fw={600}>This can’t be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus disabled={deleting}>
            Cancel
          </Button>
          <Button color="red.8" onClick={onConfirm} loading={deleting}>
            Delete Profile
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
