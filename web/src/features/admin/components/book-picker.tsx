import { Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useAdminBooksQuery } from '../api/admin.api.js';
import type { AdminBook } from '../model/admin.types.js';
import { useDebounced } from '../model/use-debounced.js';

const RESULTS = 20;

interface BookPickerProps {
  label: string;
  description?: string;
  value: AdminBook | null;
  onChange: (book: AdminBook | null) => void;
  error?: string | null;
}

const optionLabel = (b: AdminBook) => `${b.title} — ${b.author}`;

/** A searchable choice of catalog books (GET /api/admin/books?q=), by title, author or ISBN. */
export function BookPicker({ label, description, value, onChange, error }: BookPickerProps) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  // While the box shows the chosen book's label, list books as if nothing were typed.
  const query = value && search === optionLabel(value) ? '' : q;
  const { data, isFetching } = useAdminBooksQuery({ q: query, limit: RESULTS });

  const books = useMemo(() => {
    const found = (data?.items ?? []).filter((b) => b.isbn !== '');
    return value && !found.some((b) => b.id === value.id) ? [value, ...found] : found;
  }, [data, value]);

  return (
    <Select
      label={label}
      description={description}
      placeholder="Search by title, author or ISBN"
      searchable
      clearable
      data={books.map((b) => ({ value: b.id, label: optionLabel(b) }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(books.find((b) => b.id === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already filtered by the search text.
      filter={({ options }) => options}
      nothingFoundMessage={isFetching ? 'Searching…' : 'No books found'}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      error={error}
      maxDropdownHeight={280}
      size="md"
    />
  );
}
