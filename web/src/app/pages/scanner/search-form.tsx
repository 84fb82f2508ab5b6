import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

/** Title, author or ISBN; Go is disabled while the box is empty; Enter submits. */
export function SearchForm({ busy, onSearch }: { busy: boolean; onSearch(query: string): void }) {
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === '') return;
    // A phone's keyboard would cover the answer: put it away.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onSearch(query.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size="lg"
          type="search"
          enterKeyHint="go"
          aria-label="Search by title, author or ISBN"
          placeholder="Title, author or ISBN"
          leftSection={<IconSearch size={20} aria-hidden="true" />}
          value={query}
          maxLength={300}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <Button type="submit" size="lg" disabled={query.trim() === ''} loading={busy} miw={72}>
          Go
        </Button>
      </Group>
    </form>
  );
}
