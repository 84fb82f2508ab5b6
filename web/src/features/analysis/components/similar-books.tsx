import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';
import type { RelatedBook } from '../model/analysis.types.js';
import { HiddenBooksToggle } from './hidden-books-toggle.js';
import { fitView, ReaderFit } from './reader-fit-badge.js';

function SimilarBook({
  book,
  readerName,
  disabled,
  onAnalyze,
}: {
  book: RelatedBook;
  readerName: string;
  disabled: boolean;
  onAnalyze: (book: RelatedBook) => void;
}) {
  const fit = fitView(book.fit);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={4} align="flex-start">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text fw={600} lh={1.3}>
          {book.title}
        </Text>
        <Text fz="sm" c="dimmed">
          {book.author}
          {!fit && typeof book.matchScore === 'number' ? ` · ${book.matchScore}% match` : ''}
        </Text>
        <ReaderFit fit={fit} readerName={readerName} />
      </Stack>
      <Button
        variant="default"
        size="sm"
        miw={92}
        style={{ flexShrink: 0 }}
        disabled={disabled}
        onClick={() => onAnalyze(book)}
        aria-label={`Analyze ${book.title}`}
      >
        Analyze
      </Button>
    </Group>
  );
}

/**
 * 'Similar Books You Might Like' for the reader: each with a fit badge and can be analysed for the
 * same reader; books above a zero-tolerance category are held back behind 'Show them'.
 */
export function SimilarBooks({
  books,
  hiddenBooks = [],
  readerName,
  disabled,
  onAnalyze,
}: {
  books: RelatedBook[];
  hiddenBooks?: RelatedBook[];
  readerName: string;
  disabled: boolean;
  onAnalyze: (book: RelatedBook) => void;
}) {
  const [showHidden, setShowHidden] = useState(false);
  const hiddenId = useId();
  if (books.length === 0 && hiddenBooks.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="similar-books-title">
      <Title id="similar-books-title" order={3} size="h4">
        {ANALYSIS_MESSAGES.similarTitle}
      </Title>
      {books.map((book) => (
        <SimilarBook key={`${book.title}|${book.author}`} book={book} readerName={readerName} disabled={disabled} onAnalyze={onAnalyze} />
      ))}
      <HiddenBooksToggle count={hiddenBooks.length} readerName={readerName} shown={showHidden} onToggle={() => setShowHidden((v) => !v)} controls={hiddenId} />
      {showHidden && (
        <Stack gap="xs" id={hiddenId}>
          {hiddenBooks.map((book) => (
            <SimilarBook key={`${book.title}|${book.author}`} book={book} readerName={readerName} disabled={disabled} onAnalyze={onAnalyze} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
