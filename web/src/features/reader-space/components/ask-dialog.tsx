import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { useState } from 'react';
import { READER_NOTE_MAX } from '../model/reader-space-messages.js';
import type { CatalogMatch } from '../model/reader-space.types.js';
import { useAskForBook } from './use-ask-for-book.js';

/** "Ask for this book": the book from the search, an optional note, Send. */
export function AskDialog({ book, askWho, onClose }: { book: CatalogMatch | null; askWho: string; onClose: () => void }) {
  const { send, sending } = useAskForBook();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  // another book starts an empty note (adjusted while rendering: no pass with the last book's note)
  const [shownFor, setShownFor] = useState(book);
  if (shownFor !== book) {
    setShownFor(book);
    setNote('');
    setError(null);
  }

  const submit = async () => {
    if (!book) return;
    const problem = await send({ title: book.title, author: book.author, ...(book.isbn ? { isbn: book.isbn } : {}), note });
    if (problem) setError(problem);
    else onClose();
  };

  return (
    <Modal opened={book !== null} onClose={onClose} title="Ask for this book" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {book && (
        <Stack gap="md">
          <div>
            <Text fw={700} fz="lg">
              {book.title}
            </Text>
            <Text c="dimmed">by {book.author}</Text>
          </div>
          <Textarea
            label={`Why would you like it? (optional)`}
            description={`${askWho} will see this.`}
            autosize
            minRows={2}
            maxLength={READER_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={sending}>
              Send request
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
