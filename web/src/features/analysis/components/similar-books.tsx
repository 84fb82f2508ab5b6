import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';
import type { RelatedBook } from '../model/analysis.types.js';

/** 'Similar Books You Might Like': each can be analysed for the same reader. */
export function SimilarBooks({ books, disabled, onAnalyze }: { books: RelatedBook[]; disabled: boolean; onAnalyze(book: RelatedBook): void }) {
  if (books.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="similar-books-title">
      <Title id="similar-books-title" order={3} size="h4">
        {ANALYSIS_MESSAGES.similarTitle}
      </Title>
      {books.map((book) => (
        <Group key={`${book.title}|${book.author}`} justify="space-between" wrap="nowrap" gap="sm" py={4}>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lh={1.3}>
              {book.title}
            </Text>
            <Text fz="sm" c="dimmed">
              {book.author}
              {typeof book.matchScore === 'number' ? ` · ${book.matchScore}% match` : ''}
            </Text>
          </div>
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
      ))}
    </Stack>
  );
}
