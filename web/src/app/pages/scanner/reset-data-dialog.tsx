import { Button, Group, Text } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { skipWhileClosed } from '../../../components/skip-while-closed.js';

/** Asks before the saved browser data is cleared; profiles and lists on the account stay. */
export const ResetDataDialog = skipWhileClosed(
  function ResetDataDialog({ opened, onConfirm, onClose }: { opened: boolean; onConfirm: () => void; onClose: () => void }) {
    return (
      <Modal opened={opened} onClose={onClose} title="Reset saved data?" centered radius="lg" size="sm">
        <Text>
          This clears what ShelfCheck saved in this browser (cached books, the last scan and the selected reader). Your account, profiles and reading lists stay
          as they are.
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.8" onClick={onConfirm}>
            Reset
          </Button>
        </Group>
      </Modal>
    );
  },
  (props) => props.opened,
);
