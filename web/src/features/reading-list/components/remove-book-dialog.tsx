import { Button, Group, Text } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { TBR_MESSAGES } from '../model/reading-list-messages.js';
import type { ReadingListItem } from '../model/reading-list.types.js';

/** 'Remove book': asks before a book leaves the list. */
export function RemoveBookDialog({
  item,
  removing,
  onConfirm,
  onClose,
}: {
  item: ReadingListItem | null;
  removing: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={TBR_MESSAGES.removeConfirm} centered radius="lg" size="sm">
      <Text>
        Remove <strong>{item?.title}</strong> from {item?.reader_name}’s reading list?
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={removing}>
          Remove
        </Button>
      </Group>
    </Modal>
  );
}
