import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { shelfOrder } from '../../../../../domain/index.js';
import { apiErrorStatus } from '../../../app/api-error.js';
import { useAddShelfBookToReadingListMutation } from '../api/shelf-mode.api.js';
import { SHELF_WEB_MESSAGES as M, type ShelfBookView, type ShelfReaderChoice, type ShelfSessionView } from '../model/shelf-mode.types.js';
import { listOwner, ShelfBookRow } from './shelf-book-row.js';

const EVERYONE = 'everyone';

/** The server's books in the domain's order (the same rule the server sorts by), so a toggle reorders at once. */
function ordered(books: ShelfBookView[], orderFor: string | null): ShelfBookView[] {
  const judged = books.map((view) => ({
    view,
    isbn: view.isbn,
    inCatalog: view.in_catalog,
    addedAt: view.added_at,
    verdicts: view.verdicts.map((v) => ({ readerId: v.reader_id, matchLevel: v.match_level, matchScore: v.match_score })),
  }));
  return shelfOrder(judged, orderFor).map((b) => b.view);
}

export interface ShelfListProps {
  session: ShelfSessionView;
  /** The family's readers ('Name (Age N)' labels for the reading list). */
  readers: ShelfReaderChoice[];
  orderFor: string | null;
  onOrderFor: (readerId: string | null) => void;
  onAnalyze: (isbn: string) => void;
}

/** The session's books best first, with the "Everyone / <reader>" toggle and the reading-list adds. */
export function ShelfList({ session, readers, orderFor, onOrderFor, onAnalyze }: ShelfListProps) {
  const [addToList, { isLoading, originalArgs }] = useAddShelfBookToReadingListMutation();
  const [addedTo, setAddedTo] = useState<ReadonlySet<string>>(new Set());
  const books = useMemo(() => ordered(session.books, orderFor), [session.books, orderFor]);
  const sessionReaders: ShelfReaderChoice[] = session.readers.map((r) => readers.find((c) => c.id === r.id) ?? { id: r.id, name: r.name, label: r.name });
  const listReaders = orderFor ? sessionReaders.filter((r) => r.id === orderFor) : sessionReaders;

  const add = async (book: ShelfBookView, reader: ShelfReaderChoice) => {
    const verdict = book.verdicts.find((v) => v.reader_id === reader.id);
    const key = `${book.id}:${reader.id}`;
    try {
      await addToList({
        reader_id: reader.id,
        reader_name: reader.label,
        title: book.title ?? book.isbn,
        author: book.author ?? '',
        analysis: verdict ? { matchLevel: verdict.match_level, matchScore: verdict.match_score } : {},
      }).unwrap();
      setAddedTo((s) => new Set(s).add(key));
      notifications.show({ color: 'sage', message: `Added to ${listOwner(reader)} reading list: ${book.title ?? book.isbn}`, autoClose: 2500 });
    } catch (error) {
      if (apiErrorStatus(error as never) === 409) {
        setAddedTo((s) => new Set(s).add(key));
        notifications.show({ message: M.listDuplicate });
      } else {
        notifications.show({ color: 'red', message: M.listFailed });
      }
    }
  };

  return (
    <Stack gap="sm">
      {session.readers.length > 1 && (
        <SegmentedControl
          aria-label="Order the list for"
          fullWidth
          value={orderFor ?? EVERYONE}
          onChange={(value) => onOrderFor(value === EVERYONE ? null : value)}
          data={[{ value: EVERYONE, label: 'Everyone' }, ...session.readers.map((r) => ({ value: r.id, label: r.name }))]}
        />
      )}
      {books.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {M.emptyList}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Books on this shelf, best first">
          {books.map((book) => (
            <ShelfBookRow
              key={book.id}
              book={book}
              listReaders={listReaders}
              addedTo={addedTo}
              adding={isLoading && originalArgs?.title === (book.title ?? book.isbn)}
              onAddToList={(reader) => void add(book, reader)}
              onAnalyze={onAnalyze}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
