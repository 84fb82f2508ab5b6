import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SHELF_WEB_MESSAGES as M } from '../model/shelf-mode.types.js';

/** For a barcode the camera cannot read: the ISBN typed. What was typed stays until it is added. */
export function ManualIsbnForm({ onSubmit, disabled }: { onSubmit: (isbn: string) => Promise<string | null>; disabled: boolean }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const isbn = value.trim();
    if (isbn === '' || busy) return;
    setBusy(true);
    const problem = await onSubmit(isbn);
    setBusy(false);
    setError(problem);
    if (problem === null) setValue('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <TextInput
        label={M.typeIsbn}
        description={M.enterIsbn}
        placeholder="978…"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        disabled={disabled}
        // the Add button sits beside the field itself, the error under both
        inputContainer={(field) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{field}</div>
            <Button type="submit" loading={busy} disabled={disabled || value.trim() === ''}>
              Add
            </Button>
          </Group>
        )}
      />
    </form>
  );
}
