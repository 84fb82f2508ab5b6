import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { useState } from 'react';
import { SHELF_SESSION_MAX_READERS, shelfReaders } from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useStartShelfSessionMutation } from '../api/shelf-mode.api.js';
import { SHELF_WEB_MESSAGES as M, type ShelfReaderChoice } from '../model/shelf-mode.types.js';

/** Which readers the shelf judges (the current reader ticked; at most six), then the session starts. */
export function StartShelfDialog({
  readers,
  currentReaderId,
  onStarted,
  onClose,
}: {
  readers: ShelfReaderChoice[];
  currentReaderId: string;
  onStarted: (id: string) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>(readers.some((r) => r.id === currentReaderId) ? [currentReaderId] : readers.slice(0, 1).map((r) => r.id));
  const [error, setError] = useState<string | null>(null);
  const [start, { isLoading }] = useStartShelfSessionMutation();
  const full = chosen.length >= SHELF_SESSION_MAX_READERS;

  const begin = async () => {
    // the domain's rule, as the server applies it: the same words either way
    const checked = shelfReaders(readers.map((r) => r.id).filter((id) => chosen.includes(id)));
    if (!checked.ok) return setError(checked.message);
    try {
      onStarted((await start({ reader_ids: checked.value }).unwrap()).id);
    } catch (e) {
      setError(apiErrorMessage(e as never) ?? M.startFailed);
    }
  };

  return (
    <Modal opened onClose={onClose} title={M.chooseTitle} centered>
      <Stack gap="md">
        <Text>{M.chooseIntro}</Text>
        <Checkbox.Group
          label={M.readersLabel}
          description={`Up to ${SHELF_SESSION_MAX_READERS} readers, side by side`}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setError(null);
          }}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {readers.map((r) => (
              <Checkbox key={r.id} value={r.id} label={r.label} disabled={full && !chosen.includes(r.id)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button size="lg" onClick={() => void begin()} loading={isLoading}>
          Start scanning
        </Button>
      </Stack>
    </Modal>
  );
}
