import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../app/api-error.js';
import { CATALOG_REQUEST_MESSAGES, CATALOG_REQUEST_TITLE_MAX, validateCatalogRequest } from '../../../../../domain/index.js';
import { useAskToAddBookMutation } from '../api/catalog-requests.api.js';

/** A query that is only an ISBN (digits, X, hyphens, spaces) names no title to ask for. */
const looksLikeIsbn = (q: string) => /^[\d\sXx-]+$/.test(q.trim());

/**
 * "Ask us to add this book" under "We couldn't find that book": one tap when the parent typed a
 * title; a title box first when the lookup was an ISBN. A small confirmation replaces the button.
 */
export function AskToAddBook({ query, author }: { query: string; author?: string | null }) {
  const [title, setTitle] = useState(looksLikeIsbn(query) ? '' : query.trim());
  const needsTitle = looksLikeIsbn(query);
  const [ask, { isLoading, isSuccess, error, reset }] = useAskToAddBookMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = validateCatalogRequest({ title, author });
    if (!checked.ok) return setProblem(checked.errors[0] ?? null);
    setProblem(null);
    void ask({ title: checked.value.title, author: checked.value.author });
  };

  if (isSuccess) {
    return (
      <Group gap="xs" wrap="nowrap" role="status">
        <IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" />
        <Text fz="sm">{CATALOG_REQUEST_MESSAGES.asked}</Text>
      </Group>
    );
  }
  const message = problem ?? (error ? (apiErrorMessage(error) ?? 'Something went wrong. Please try again.') : null);
  return (
    <form onSubmit={submit} aria-label="Ask us to add this book">
      <Stack gap="xs">
        {needsTitle && (
          <TextInput
            label="Book title"
            placeholder="The title on the cover"
            value={title}
            maxLength={CATALOG_REQUEST_TITLE_MAX + 50}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              if (error) reset();
            }}
          />
        )}
        {message && (
          <Text fz="sm" c="red.8" role="alert">
            {message}
          </Text>
        )}
        <Button type="submit" leftSection={<IconPlus size={18} aria-hidden="true" />} loading={isLoading} variant="filled" style={{ alignSelf: 'flex-start' }}>
          Ask us to add this book
        </Button>
      </Stack>
    </form>
  );
}
