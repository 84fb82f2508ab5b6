import { Alert, Button, Card, Stack, TextInput } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../../../domain/index.js';
import { apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useFixBookDataMutation } from '../api/admin.api.js';
import type { AdminBook } from '../model/admin.types.js';
import { ADMIN_COPY } from '../model/admin-copy.js';
import { AdminGate } from './admin-gate.js';
import { AdminShell } from './admin-shell.js';
import { BookPicker } from './book-picker.js';
import { FixResult } from './fix-result.js';

function FixForm() {
  const [isbn, setIsbn] = useState('');
  const [picked, setPicked] = useState<AdminBook | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fix, { data, isLoading, reset }] = useFixBookDataMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = isbn.trim();
    if (value === '') return setInputError(ADMIN_COPY.isbnRequired);
    setInputError(null);
    setFailure(null);
    const result = await fix(value);
    // The answer (or the failure) is shown below the form, where it stays.
    if (!('error' in result)) return;
    if (apiErrorStatus(result.error) === 403) return;
    const message = apiErrorMessage(result.error);
    // 404 and 409 name the ISBN; other failures (502) keep the specification's words alone.
    setFailure(message && message !== ADMIN_MESSAGES.fixFailed ? message : 'Please try again.');
  };

  return (
    <Stack gap="lg">
      <Card padding="md">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <TextInput
              label="ISBN"
              placeholder="e.g. 9780064404990"
              value={isbn}
              onChange={(e) => {
                setIsbn(e.currentTarget.value);
                setInputError(null);
                reset();
              }}
              error={inputError}
              inputMode="numeric"
              autoComplete="off"
            />
            <BookPicker
              label="Or find the book"
              value={picked}
              onChange={(book) => {
                setPicked(book);
                if (book) setIsbn(book.isbn);
                setInputError(null);
                reset();
              }}
            />
            <Button type="submit" loading={isLoading} leftSection={<IconTool size={18} aria-hidden="true" />}>
              Fix Book Data
            </Button>
          </Stack>
        </form>
      </Card>
      {failure && !isLoading && (
        <Alert color="red" title={ADMIN_MESSAGES.fixFailed} role="alert">
          {failure}
        </Alert>
      )}
      {data && !isLoading && <FixResult result={data} />}
    </Stack>
  );
}

/** /fix-book-data: repair one book by its ISBN and show what changed. */
export function FixBookDataPage() {
  return (
    <AdminShell
      title="Fix Book Data"
      description="Re-checks one book's title, author, summary and content flags, cleans them the way the import does, and shows every change."
    >
      <AdminGate>
        <FixForm />
      </AdminGate>
    </AdminShell>
  );
}
