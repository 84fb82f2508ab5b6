import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isSameRequestedBook } from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useLazyReaderBookSearchQuery } from '../api/reader-space.api.js';
import { READER_SPACE_MESSAGES } from '../model/reader-space-messages.js';
import type { CatalogMatch, ReaderRequest } from '../model/reader-space.types.js';

/** Search the catalog; each result has "Ask for this book" (or "Asked" when it is already waiting). */
export function BookSearch({ waiting, onAsk }: { waiting: readonly ReaderRequest[]; onAsk: (book: CatalogMatch) => void }) {
  const [query, setQuery] = useState('');
  const [search, result] = useLazyReaderBookSearchQuery();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (q !== '') void search(q);
  };

  const books = result.data ?? [];
  return (
    <Stack gap="sm">
      <form onSubmit={submit} role="search" aria-label="Book search">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label="Search for a book"
            placeholder="Title or author"
            size="md"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden="true" />} loading={result.isFetching}>
            Search
          </Button>
        </Group>
      </form>
      {result.isError && (
        <Alert color="red" variant="light">
          {apiErrorMessage(result.error) ?? READER_SPACE_MESSAGES.searchFailed}
        </Alert>
      )}
      {result.isFetching && books.length === 0 && (
        <Group justify="center">
          <Loader size="sm" aria-label="Searching" />
        </Group>
      )}
      {result.isSuccess && !result.isFetching && books.length === 0 && <Text c="dimmed">{READER_SPACE_MESSAGES.noResults}</Text>}
      {books.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Search results">
          {books.map((book) => {
            const asked = waiting.some((r) => isSameRequestedBook(r, book));
            return (
              <Card key={`${book.title}|${book.author}|${book.isbn ?? ''}`} component="li" withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} lh={1.3}>
                      {book.title}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {book.author}
                    </Text>
                  </div>
                  <Button
                    variant={asked ? 'default' : 'light'}
                    disabled={asked}
                    onClick={() => onAsk(book)}
                    style={{ flexShrink: 0 }}
                    // the visible words first, then which book (axe: label-content-name-mismatch)
                    aria-label={asked ? `Asked: ${book.title}` : `Ask for this book: ${book.title}`}
                  >
                    {asked ? 'Asked' : 'Ask for this book'}
                  </Button>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
