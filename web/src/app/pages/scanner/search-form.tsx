import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState, type FormEvent } from 'react';

/** The search box's id, so that "Search by title" elsewhere on the page can bring the parent back to it. */
export const SEARCH_INPUT_ID = 'book-search';

/**
 * Title, author or ISBN; Go is disabled while the box is empty and while an analysis runs (a second
 * submit of the same question is ignored); Enter submits.
 */
export const SearchForm = memo(function SearchForm({ busy, onSearch }: { busy: boolean; onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || query.trim() === '') return;
    // A phone's keyboard would cover the answer: put it away.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onSearch(query.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          id={SEARCH_INPUT_ID}
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
        <Button type="submit" size="lg" disabled={busy || query.trim() === ''} loading={busy} miw={72}>
          Go
        </Button>
      </Group>
    </form>
  );
});
