import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { BOOK_REQUEST_MESSAGES as M, validateBookRequest } from '../../../../../domain/index.js';
import { READER_NOTE_MAX } from '../model/reader-space-messages.js';
import { useAskForBook } from './use-ask-for-book.js';

/** A book that is not in the search: title, author and a note, typed by the reader. */
export function AskOtherBookForm() {
  const { send, sending } = useAskForBook();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { title: '', author: '', note: '' },
    // the domain's rule, the one the server applies; each message shown under its own field
    validate: (values) => {
      const { errors } = validateBookRequest(values);
      const first = (...ours: string[]) => errors.find((e) => ours.includes(e)) ?? null;
      return { title: first(M.titleRequired, M.titleTooLong), author: first(M.authorRequired, M.authorTooLong), note: first(M.readerNoteTooLong) };
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    const problem = await send(values);
    if (problem) setError(problem);
    else form.reset();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Ask for a book not in the list">
      <Stack gap="sm">
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <TextInput label="Author" required {...form.getInputProps('author')} />
        <Textarea label="Why would you like it? (optional)" autosize minRows={2} maxLength={READER_NOTE_MAX} {...form.getInputProps('note')} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={sending}>
          Send request
        </Button>
      </Stack>
    </form>
  );
}
