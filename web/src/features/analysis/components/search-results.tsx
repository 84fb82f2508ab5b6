import { Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useSearchBooksForReaderQuery } from '../api/analysis.api.js';
import { DISCOVERY_MESSAGES } from '../model/discovery-messages.js';
import type { BookChoice } from '../model/analysis.types.js';
import classes from './choose-book-dialog.module.css';
import { HiddenBooksToggle } from './hidden-books-toggle.js';
import { fitView, ReaderFit, type FitView } from './reader-fit-badge.js';

/**
 * The search results for a typed query, judged for the selected reader (GET /api/books/search with
 * reader_id): a calm fit badge on each, books above a zero-tolerance category hidden behind
 * 'Show them' (the server sends them with show_all, in their place). The book the query typed comes
 * first, marked, whatever its fit (its note says when it is above the reader's limits). A tap analyses the book.
 * When the search cannot be read, `fallback` (the analysis's own choices) is shown instead.
 */
export function SearchResults({
  query,
  readerId,
  readerName,
  fallback,
  onChoose,
}: {
  query: string;
  readerId: string;
  readerName: string;
  fallback: BookChoice[];
  onChoose: (choice: BookChoice) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const { data, isError, isFetching } = useSearchBooksForReaderQuery({ q: query, readerId, showAll });
  // once shown, the count of books above the limits is what the list marks
  const [lastHidden, setLastHidden] = useState(0);
  if (data && !showAll && data.hiddenCount !== lastHidden) setLastHidden(data.hiddenCount);

  if (isError) return <ChoiceList choices={fallback.map((c) => ({ choice: c, fit: null }))} readerName={readerName} onChoose={onChoose} />;
  if (!data) {
    return (
      <Group justify="center" py="md" aria-busy="true">
        <Loader size="sm" />
      </Group>
    );
  }
  // the book typed is always shown: it is never one of the hidden ones
  const hiddenCount = showAll ? data.results.filter((r) => !r.typed && r.fit?.exceedsZeroTolerance).length || lastHidden : data.hiddenCount;
  const rows = data.results.map((r) => ({
    choice: { title: r.title, author: r.author, isbn: r.isbn, matchScore: r.fit?.matchScore ?? null },
    fit: fitView(r.fit),
    typed: r.typed === true,
  }));
  return (
    <Stack gap="xs" aria-busy={isFetching}>
      <HiddenBooksToggle count={hiddenCount} readerName={readerName} shown={showAll} onToggle={() => setShowAll((v) => !v)} controls={listId} />
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed" py="xs">
          {DISCOVERY_MESSAGES.noSearchResults}
        </Text>
      ) : (
        <div id={listId}>
          <ChoiceList choices={rows} readerName={readerName} onChoose={onChoose} />
        </div>
      )}
    </Stack>
  );
}

type ChoiceRow = { choice: BookChoice; fit: FitView | null; typed?: boolean };

function ChoiceList({ choices, readerName, onChoose }: { choices: ChoiceRow[]; readerName: string; onChoose: (choice: BookChoice) => void }) {
  return (
    <Stack gap="xs">
      {choices.map(({ choice, fit, typed }) => (
        <UnstyledButton key={`${choice.title}|${choice.author}|${choice.isbn ?? ''}`} className={classes.choice} onClick={() => onChoose(choice)}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              {typed ? (
                <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
                  {DISCOVERY_MESSAGES.typedBook}
                </Text>
              ) : null}
              <Text fw={600} lh={1.3}>
                {choice.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {choice.author}
                {choice.isbn ? ` · ISBN ${choice.isbn}` : ''}
              </Text>
              <ReaderFit fit={fit} readerName={readerName} />
            </Stack>
            <IconChevronRight size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
